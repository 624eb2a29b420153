import type { AdminReviewView, ModeratedStatus, Page, PageRequest, ProductReviews, Review, ReviewStatus } from '@shop/domain';
import { ReviewReadModel } from '../reviews/review.read-model.port';
import { ReviewRepository, type NewReview } from '../reviews/review.repository.port';
import type { InMemoryOrders } from './orders.fakes';

/** Reviews kept in a map; a product's reviews are those of orders (of `orders`) that hold it. */
export class InMemoryReviews {
  readonly reviews = new Map<number, Review>();
  readonly moderations: { id: number; status: ModeratedStatus; actor: number }[] = [];
  forgotten = 0;
  private lastId = 0;

  constructor(private readonly orders: InMemoryOrders) {}

  readonly repository: ReviewRepository = {
    add: async (review: NewReview) => {
      if ([...this.reviews.values()].some((stored) => stored.orderId === review.orderId)) return null;
      const stored: Review = { ...review, id: ++this.lastId, photo: null, status: 'pending', moderatedAt: null };
      this.reviews.set(stored.id, stored);
      return stored;
    },
    ofOrder: async (orderId) => [...this.reviews.values()].find((review) => review.orderId === orderId) ?? null,
    moderate: async (id, status, at, actor) => {
      const review = this.reviews.get(id);
      if (!review) return null;
      this.moderations.push({ id, status, actor });
      const moderated = { ...review, status, moderatedAt: at };
      this.reviews.set(id, moderated);
      return moderated;
    },
    attachPhoto: async (id, url) => {
      const review = this.reviews.get(id);
      if (review?.status !== 'pending') return 'not-pending';
      this.reviews.set(id, { ...review, photo: url });
      return { replaced: review.photo };
    },
  };

  readonly readModel: ReviewReadModel = {
    ofCustomer: async (customerId) => this.newestFirst().filter((review) => review.customerId === customerId),
    page: async (status: ReviewStatus | undefined, page: PageRequest): Promise<Page<AdminReviewView>> => {
      const matching = this.newestFirst().filter((review) => status === undefined || review.status === status);
      const items = matching.slice(0, page.limit).map((review) => ({ review, customerEmail: `customer${review.customerId}@example.ru`, products: [] }));
      return { items, total: matching.length, next: null };
    },
    view: async (id) => {
      const review = this.reviews.get(id);
      return review ? { review, customerEmail: `customer${review.customerId}@example.ru`, products: [] } : null;
    },
    publishedOf: async (productId, limit): Promise<ProductReviews> => {
      const published = this.newestFirst().filter(
        (review) =>
          review.status === 'published' &&
          this.orders.orders.get(review.orderId)?.lines.some((line) => line.kind === 'product' && line.productId === productId),
      );
      return { ratingSum: published.reduce((sum, review) => sum + review.rating, 0), count: published.length, latest: published.slice(0, limit) };
    },
    version: async () => this.publishedVersion(),
    heldVersion: () => this.publishedVersion(),
    forget: () => {
      this.forgotten++;
    },
  };

  private publishedVersion(): string {
    return JSON.stringify([...this.reviews.values()].filter((review) => review.status === 'published').map((review) => review.id));
  }

  private newestFirst(): Review[] {
    return [...this.reviews.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }
}
