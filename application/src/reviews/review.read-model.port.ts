import type { AdminReviewView, Page, PageRequest, ProductReviews, Review, ReviewStatus } from '@shop/domain';

/** How many published reviews a product page shows (the average counts them all). */
export const PRODUCT_PAGE_REVIEWS = 20;

/** Reviews as the screens read them. */
export abstract class ReviewReadModel {
  /** The customer's own reviews, newest first. */
  abstract ofCustomer(customerId: number): Promise<Review[]>;
  /** A page of every review (or those in `status`), newest first, for the admin. */
  abstract page(status: ReviewStatus | undefined, page: PageRequest): Promise<Page<AdminReviewView>>;
  /** One review as the admin's list shows it, or null. */
  abstract view(id: number): Promise<AdminReviewView | null>;
  /** The published reviews of orders that held the product: every rating's sum and number, and the latest `limit` reviews. */
  abstract publishedOf(productId: number, limit: number): Promise<ProductReviews>;
  /** Changes whenever what product pages show of reviews changes (a moderation), here at once, elsewhere within seconds. */
  abstract version(): Promise<string>;
  /** The version, when the next version() would give it without reading anything; else null. */
  abstract heldVersion(): string | null;
  /** Forgets what this replica read (after a moderation here). */
  abstract forget(): void;
}
