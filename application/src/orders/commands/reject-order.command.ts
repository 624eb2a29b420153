import type { ShopError, Order, Result } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

/** The admin declines a pending order; the customer is told why nothing will be charged. */
export class RejectOrder {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: number, orderId: number): Promise<Result<Order, ShopError>> {
    return this.changes.apply(orderId, adminId, (order) => order.reject(this.clock.now()));
  }
}
