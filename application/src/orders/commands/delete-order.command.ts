import type { ShopError, Order, Result } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

/** The admin deletes an unpaid order; a snapshot of it stays in the audit log. */
export class DeleteOrder {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  execute(adminId: number, orderId: number): Promise<Result<Order, ShopError>> {
    return this.changes.apply(orderId, adminId, (order) => order.delete(this.clock.now()));
  }
}
