import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, confirmedOrder, paidOrder } from '../../testing/orders.fakes';
import { notifierFakes } from '../../testing/notifications.fakes';
import { FixedClock, ImmediateTransactions, settle } from '../../testing/shared.fakes';
import { PaymentReminders } from '../payment-reminders.port';
import { RemindUnpaidOrders } from './remind-unpaid-orders.command';

class InMemoryReminders extends PaymentReminders {
  readonly reminded = new Set<number>();
  async claim(orderId: number): Promise<boolean> {
    if (this.reminded.has(orderId)) return false;
    this.reminded.add(orderId);
    return true;
  }
}

function setup(now: string) {
  const orders = new InMemoryOrders();
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 5, email: 'anna@example.com' }));
  // confirmedOrder() is approved at 07:00 UTC on 1 May: with 72 hours to pay, the deadline is 4 May, 10:00 МСК.
  orders.add(confirmedOrder({ id: 7 }));
  orders.add(paidOrder({ id: 8 }));
  const clock = new FixedClock(new Date(now));
  const transactions = new ImmediateTransactions();
  const { notifier, mailer } = notifierFakes(users, transactions);
  const reminders = new InMemoryReminders();
  const remind = new RemindUnpaidOrders(orders.readModel, transactions, orders.repository, reminders, notifier, clock, 72);
  return { remind, mailer, clock };
}

describe('RemindUnpaidOrders', () => {
  it('mails the deadline once, 12 hours before it, to an order still unpaid', async () => {
    const { remind, mailer, clock } = setup('2026-05-03T18:59:00Z');
    expect(await remind.execute()).toEqual([]);
    clock.current = new Date('2026-05-03T19:00:00Z');
    expect(await remind.execute()).toEqual([7]);
    expect(await remind.execute()).toEqual([]);
    await settle();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([['anna@example.com', 'Заказ №7 ждёт оплаты — Зелёный уголок']]);
    expect(mailer.sent[0].text).toContain('Оплатите до 4 мая, 10:00 МСК');
  });

  it('sends nothing once the deadline passed', async () => {
    const { remind, mailer } = setup('2026-05-04T07:00:00Z');
    expect(await remind.execute()).toEqual([]);
    await settle();
    expect(mailer.sent).toEqual([]);
  });
});
