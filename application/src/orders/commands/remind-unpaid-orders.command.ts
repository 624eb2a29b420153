import { PAYMENT_REMINDER_HOURS_BEFORE, paymentReminderDue } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { OrderNotifier } from '../order-notifier.service';
import { OrderReadModel } from '../order.read-model.port';
import { OrderRepository } from '../order.repository.port';
import { PaymentReminders } from '../payment-reminders.port';

/**
 * The scheduled job: a confirmed order still unpaid 12 hours before its payment window closes gets
 * one reminder mail with the deadline. The claim and the queued mail commit together, so a crash
 * between them neither loses the reminder nor sends it twice.
 */
export class RemindUnpaidOrders {
  constructor(
    private readonly readModel: OrderReadModel,
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly reminders: PaymentReminders,
    private readonly notifier: OrderNotifier,
    private readonly clock: Clock,
    private readonly windowHours: number,
  ) {}

  /** The ids of the orders reminded. */
  async execute(): Promise<number[]> {
    const now = this.clock.now();
    const reminderFrom = new Date(now.getTime() - (this.windowHours - PAYMENT_REMINDER_HOURS_BEFORE) * 3_600_000);
    const reminded: number[] = [];
    for (const orderId of await this.readModel.confirmedBefore(reminderFrom)) {
      const sent = await this.transaction.run(async () => {
        const order = await this.orders.loadForUpdate(orderId);
        const deadline = order ? paymentReminderDue(order, now, this.windowHours) : null;
        if (!order || !deadline || !(await this.reminders.claim(orderId))) return false;
        await this.notifier.paymentReminder(order, deadline);
        return true;
      });
      if (sent) reminded.push(orderId);
    }
    return reminded;
  }
}
