// Wire shapes of reviews of delivered orders and of repeating an order.
import type { ReviewStatus } from '../review/review.rules';

/** POST /api/orders/{orderId}/review: a rating of 1–5 and a text of at most 1 000 characters (may be empty). */
export interface ReviewPayloadDto {
  rating: number;
  text?: string;
}

/** The customer's own review of an order (POST /api/orders/{orderId}/review, GET /api/orders/reviews). */
export interface CustomerReviewDto {
  id: number;
  order_id: number;
  rating: number;
  text: string;
  photo: string | null;
  status: ReviewStatus;
  /** «На проверке», «Опубликован», «Скрыт». */
  status_label: string;
  created_at: string;
}

/** A product a reviewed order held (the admin's list names them). */
export interface ReviewedProductDto {
  id: number;
  title: string;
}

/** GET /api/admin/reviews, PUT /api/admin/reviews/{id}. */
export interface AdminReviewDto extends CustomerReviewDto {
  /** How the review is signed on the product pages. */
  author: string;
  customer_email: string;
  products: ReviewedProductDto[];
  moderated_at: string | null;
}

/** PUT /api/admin/reviews/{id}. */
export interface ReviewModerationPayloadDto {
  status: 'published' | 'hidden';
}

/** A published review as the product page shows it. */
export interface PublishedReviewDto {
  rating: number;
  text: string;
  /** First name and the surname's initial: «Анна П.». */
  author: string;
  /** The Moscow day the review was written, YYYY-MM-DD. */
  date: string;
  photo: string | null;
}

/** GET /api/products/{id}/reviews: the average of every published review (null without any), their number and the latest of them. */
export interface ProductReviewsDto {
  rating: number | null;
  count: number;
  reviews: PublishedReviewDto[];
}

/** A line put back into the cart at today's price (a bouquet has no product id). */
export interface RepeatedLineDto {
  product_id: number | null;
  title: string;
  quantity: number;
  price: number;
}

/** A line of the order that could not be put into the cart, and why. */
export interface UnavailableLineDto {
  title: string;
  reason: string;
}

/** POST /api/orders/{orderId}/repeat. */
export interface RepeatOrderDto {
  added: RepeatedLineDto[];
  unavailable: UnavailableLineDto[];
}
