import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, confirmedOrder, pendingOrder } from '../../testing/orders.fakes';
import { notifierFakes } from '../../testing/notifications.fakes';
import { FixedClock, ImmediateTransactions, settle } from '../../testing/shared.fakes';
import { OrderChanges } from '../order-changes.service';
import { ExpireUnpaidOrders } from './expire-unpaid-orders.command';
import { inMemoryStock } from '../../testing/stock.fakes';

describe('ExpireUnpaidOrders', () => {
  it('cancels confirmed orders unpaid for the whole window, tells each customer, and leaves the rest', async () => {
    const orders = new InMemoryOrders();
    const users = new InMemoryUsers();
    users.add(userRecord({ id: 5, email: 'anna@example.com' }));
    // confirmedOrder() is approved at 07:00 UTC on 1 May; 72 hours later is 07:00 on 4 May.
    const clock = new FixedClock(new Date('2026-05-04T07:00:00Z'));
    orders.add(confirmedOrder({ id: 7 }));
    orders.add(pendingOrder({ id: 8 }));
    const transactions = new ImmediateTransactions();
    const { notifier, mailer } = notifierFakes(users, transactions);
    const expire = new ExpireUnpaidOrders(orders.readModel, new OrderChanges(transactions, orders.repository, inMemoryStock().stock, notifier), clock, 72);

    expect(await expire.execute()).toEqual([7]);
    await settle();
    expect(orders.orders.get(7)).toMatchObject({ status: 'canceled', canceledAt: clock.now() });
    expect(orders.orders.get(8)?.status).toBe('pending');
    expect(orders.saves.map((s) => s.actorUserId)).toEqual([null]);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Заказ №7 отменён — Зелёный уголок']);
    expect(mailer.sent[0].text).toContain('не был оплачен в течение 72 часов');

    expect(await expire.execute()).toEqual([]);
  });

  it('skips an order the domain still finds inside its window (the read was a hint only)', async () => {
    const orders = new InMemoryOrders();
    orders.add(confirmedOrder({ id: 7 }));
    const clock = new FixedClock(new Date('2026-05-04T06:59:00Z'));
    // A read model that offers the order too early, as a replica with a skewed clock might.
    orders.readModel.confirmedBefore = async () => [7];
    const transactions = new ImmediateTransactions();
    const { notifier } = notifierFakes(new InMemoryUsers(), transactions);
    const expire = new ExpireUnpaidOrders(orders.readModel, new OrderChanges(transactions, orders.repository, inMemoryStock().stock, notifier), clock, 72);
    expect(await expire.execute()).toEqual([]);
    expect(orders.orders.get(7)?.status).toBe('confirmed');
  });
});
