import { cancelReason, type Order, type Result, type ShopError } from '@shop/domain';
import { OrderChanges } from '../order-changes.service';
import { OrderPayments } from '../order-payments.service';

/**
 * The admin deletes an unpaid order: it leaves the admin's lists, an open one is canceled for the
 * customer with the admin's reason (they are mailed), and a snapshot stays in the audit log. A
 * payment page left open can no longer charge it.
 */
export class DeleteOrder {
  constructor(
    private readonly changes: OrderChanges,
    private readonly payments: OrderPayments,
  ) {}

  execute(adminId: number, orderId: number, reasonInput: unknown): Promise<Result<Order, ShopError>> {
    const reason = cancelReason(reasonInput);
    if (!reason.ok) return Promise.resolve(reason);
    return this.payments.changingTotal(orderId, (now) => this.changes.apply(orderId, adminId, (order) => order.delete(reason.value, now)));
  }
}
