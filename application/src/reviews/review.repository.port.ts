import type { ModeratedStatus, Review } from '@shop/domain';

/** What the customer's review stores when it is written. */
export interface NewReview {
  readonly orderId: number;
  readonly customerId: number;
  readonly rating: number;
  readonly text: string;
  readonly author: string;
  readonly createdAt: Date;
}

/** Reviews as they are written and moderated; one per order, kept by the database. */
export abstract class ReviewRepository {
  /** Stores the review as pending, or null when the order already has one (two requests at once store one). */
  abstract add(review: NewReview): Promise<Review | null>;
  abstract ofOrder(orderId: number): Promise<Review | null>;
  /** Sets the admin's status and records the admin's action; null when there is no such review. */
  abstract moderate(id: number, status: ModeratedStatus, at: Date, actorUserId: number): Promise<Review | null>;
  /** Points the pending review at its photo; the address it showed before (null for none), or 'not-pending' when it is no longer pending. */
  abstract attachPhoto(id: number, url: string): Promise<{ readonly replaced: string | null } | 'not-pending'>;
}
