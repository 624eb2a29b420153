import { ORDER_ERRORS, REVIEW_ERRORS, err, ok, reviewAuthor, reviewDraft, reviewRefusal, type Result, type Review, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { ReviewRepository } from '../review.repository.port';

/**
 * POST /api/orders/{orderId}/review: the owner rates their order once it is in their hands; the
 * review waits for the admin. Anyone else's order is «Заказ не найден», as if there were none.
 */
export class WriteReview {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: number, orderId: number, input: { readonly rating: unknown; readonly text?: unknown }): Promise<Result<Review, ShopError>> {
    const found = await this.orders.byId(orderId);
    if (!found?.order.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
    const draft = reviewDraft(input);
    if (!draft.ok) return draft;
    const refused = reviewRefusal(found.order, (await this.reviews.ofOrder(orderId)) !== null);
    if (refused) return err(refused);
    const added = await this.reviews.add({
      orderId,
      customerId,
      ...draft.value,
      author: reviewAuthor(found.order.contact?.fullName ?? null),
      createdAt: this.clock.now(),
    });
    return added ? ok(added) : err(REVIEW_ERRORS.alreadyReviewed);
  }
}
