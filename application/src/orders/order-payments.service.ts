import type { Order, Result, ShopError } from '@shop/domain';
import { PaymentRepository } from '../payments/payment.repository.port';
import { Clock } from '../shared/clock.port';
import { TransactionRunner } from '../shared/transaction.port';

/** What an admin's change to an unpaid order's lines means for its payments. */
export class OrderPayments {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly payments: PaymentRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs a change that alters the order's payable total (or cancels it) and, when it succeeds,
   * supersedes the order's open payments in the same transaction: a pay page left open can no
   * longer take the old amount (a hold on it is released, never captured).
   */
  changingTotal(orderId: number, change: (now: Date) => Promise<Result<Order, ShopError>>): Promise<Result<Order, ShopError>> {
    return this.transaction.run(async () => {
      const now = this.clock.now();
      const changed = await change(now);
      if (changed.ok) {
        const open = (await this.payments.ofOrder(orderId)).filter((payment) => payment.isOpen);
        await this.payments.supersede(open.map((payment) => payment.supersede(now)));
      }
      return changed;
    });
  }
}
