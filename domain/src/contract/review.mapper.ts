// Reviews onto the wire shapes of review.contract.ts.
import type { AdminReviewView, ProductReviews, Review } from '../review/review';
import { averageRating, REVIEW_STATUS_LABELS } from '../review/review.rules';
import { moscowDateTime } from '../shared/moscow-clock';
import type { AdminReviewDto, CustomerReviewDto, ProductReviewsDto, PublishedReviewDto } from './review.contract';

export const toCustomerReviewDto = (review: Review): CustomerReviewDto => ({
  id: review.id,
  order_id: review.orderId,
  rating: review.rating,
  text: review.text,
  photo: review.photo,
  status: review.status,
  status_label: REVIEW_STATUS_LABELS[review.status],
  created_at: review.createdAt.toISOString(),
});

export const toAdminReviewDto = ({ review, customerEmail, products }: AdminReviewView): AdminReviewDto => ({
  ...toCustomerReviewDto(review),
  author: review.author,
  customer_email: customerEmail,
  products: products.map(({ id, title }) => ({ id, title })),
  moderated_at: review.moderatedAt?.toISOString() ?? null,
});

export const toPublishedReviewDto = (review: Review): PublishedReviewDto => ({
  rating: review.rating,
  text: review.text,
  author: review.author,
  date: moscowDateTime(review.createdAt).date,
  photo: review.photo,
});

export const toProductReviewsDto = ({ ratingSum, count, latest }: ProductReviews): ProductReviewsDto => ({
  rating: averageRating(ratingSum, count),
  count,
  reviews: latest.map(toPublishedReviewDto),
});
