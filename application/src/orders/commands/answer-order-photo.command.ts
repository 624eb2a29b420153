import { ORDER_ERRORS, err, photoResponse, type Order, type Result, type ShopError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

/** The customer answers the photo of their order: 'Всё отлично', or what to change (which alerts the shop). */
export class AnswerOrderPhoto {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: number, orderId: number, answer: { readonly approved?: unknown; readonly comment?: unknown }): Promise<Result<Order, ShopError>> {
    const response = photoResponse(answer, this.clock.now());
    if (!response.ok) return response;
    // Someone else's order is answered as if it did not exist.
    return this.changes.apply(orderId, customerId, (order) => (order.isOwnedBy(customerId) ? order.answerPhoto(response.value) : err(ORDER_ERRORS.notFound)));
  }
}
