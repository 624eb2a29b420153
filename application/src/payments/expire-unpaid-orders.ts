import { Clock } from '../shared/clock.port';
import { Mailer } from '../mail/mailer.port';
import { AdminOrderRepository } from '../admin/admin-order.repository.port';
import { orderExpiredMail } from './payment.mails';

/** Finds confirmed orders whose payment window has passed. */
export abstract class ExpiredOrderFinder {
  abstract confirmedBefore(cutoff: Date): Promise<number[]>;
}

/** The scheduled job: cancels confirmed orders left unpaid past the window and tells the customers. */
export class ExpireUnpaidOrders {
  constructor(
    private readonly finder: ExpiredOrderFinder,
    private readonly orders: AdminOrderRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly windowHours: number,
    private readonly publicUrl: string,
    private readonly onMailError: (error: unknown) => void,
  ) {}

  async run(): Promise<number[]> {
    const now = this.clock.now();
    const candidates = await this.finder.confirmedBefore(new Date(now.getTime() - this.windowHours * 3_600_000));
    const canceled: number[] = [];
    for (const orderId of candidates) {
      // The domain re-checks under the row lock: an order paid meanwhile is left alone.
      const result = await this.orders.transition(orderId, null, (order) => order.cancelUnpaid(now, this.windowHours));
      if (!result.ok) continue;
      canceled.push(orderId);
      await this.mailer.send(orderExpiredMail(result.value.customer.email, orderId, this.windowHours, this.publicUrl)).catch(this.onMailError);
    }
    return canceled;
  }
}
