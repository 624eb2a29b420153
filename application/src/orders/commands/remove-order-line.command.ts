import type { Order, OrderLineRef, Result, ShopError } from '@shop/domain';
import { PaymentRepository } from '../../payments/payment.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { OrderChanges } from '../order-changes.service';

/**
 * The admin removes a line from an unpaid order; its goods total follows and the line is kept in
 * the audit log. The payable total changed, so no open payment may take the old amount: they are
 * superseded in the same transaction (a hold on them is released, never captured).
 */
export class RemoveOrderLine {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly changes: OrderChanges,
    private readonly payments: PaymentRepository,
    private readonly clock: Clock,
  ) {}

  execute(adminId: number, orderId: number, line: OrderLineRef): Promise<Result<Order, ShopError>> {
    return this.transaction.run(async () => {
      const now = this.clock.now();
      const removed = await this.changes.apply(orderId, adminId, (order) => order.removeLine(line, now));
      if (removed.ok) {
        const open = (await this.payments.ofOrder(orderId)).filter((payment) => payment.isOpen);
        await this.payments.supersede(open.map((payment) => payment.supersede(now)));
      }
      return removed;
    });
  }
}
