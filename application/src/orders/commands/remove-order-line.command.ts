import { cancelReason, type Order, type OrderLineRef, type Result, type ShopError } from '@shop/domain';
import { OrderChanges } from '../order-changes.service';
import { OrderPayments } from '../order-payments.service';

/**
 * The admin removes a line from an unpaid order; its goods total follows, the line is kept in the
 * audit log and the customer is mailed the new total with the admin's reason. The last line takes
 * the order with it (as DeleteOrder). Either way no open payment may take the old amount.
 */
export class RemoveOrderLine {
  constructor(
    private readonly changes: OrderChanges,
    private readonly payments: OrderPayments,
  ) {}

  execute(adminId: number, orderId: number, line: OrderLineRef, reasonInput: unknown): Promise<Result<Order, ShopError>> {
    const reason = cancelReason(reasonInput);
    if (!reason.ok) return Promise.resolve(reason);
    return this.payments.changingTotal(orderId, (now) => this.changes.apply(orderId, adminId, (order) => order.removeLine(line, reason.value, now)));
  }
}
