import type { ReviewStatus } from './review.rules';

/** A customer's review of one of their handed-over orders, as stored. */
export interface Review {
  readonly id: number;
  readonly orderId: number;
  readonly customerId: number;
  readonly rating: number;
  readonly text: string;
  readonly photo: string | null;
  readonly status: ReviewStatus;
  /** Snapshotted when written (reviewAuthor of the order's ФИО). */
  readonly author: string;
  readonly createdAt: Date;
  readonly moderatedAt: Date | null;
}

/** A review as the admin's list reads it: with the account's e-mail and the catalogue products of its order. */
export interface AdminReviewView {
  readonly review: Review;
  readonly customerEmail: string;
  readonly products: readonly { readonly id: number; readonly title: string }[];
}

/** A product's published reviews: the sum and number of every rating, and the latest reviews. */
export interface ProductReviews {
  readonly ratingSum: number;
  readonly count: number;
  readonly latest: readonly Review[];
}
