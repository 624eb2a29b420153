import type { ShopError, Order, OrderLineRef, Result } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { OrderChanges } from '../order-changes.service';

/** The admin removes a line from an unpaid order; its goods total follows and the line is kept in the audit log. */
export class RemoveOrderLine {
  constructor(
    private readonly changes: OrderChanges,
    private readonly clock: Clock,
  ) {}

  execute(adminId: number, orderId: number, line: OrderLineRef): Promise<Result<Order, ShopError>> {
    return this.changes.apply(orderId, adminId, (order) => order.removeLine(line, this.clock.now()));
  }
}
