import { ORDER_ERRORS } from '@shop/domain';
import { InMemoryUsers, userRecord } from '../../testing/accounts.fakes';
import { InMemoryOrders, confirmedOrder, listRequest, pendingOrder } from '../../testing/orders.fakes';
import { AdminOrdersQuery } from './admin-orders.query';
import { CustomerOrdersQuery } from './customer-orders.query';
import { PaymentOrderQuery } from './payment-order.query';

function setup() {
  const orders = new InMemoryOrders();
  orders.add(pendingOrder({ id: 7, createdAt: new Date('2026-05-01T06:00:00Z') }));
  orders.add(confirmedOrder({ id: 8, createdAt: new Date('2026-05-02T06:00:00Z') }));
  orders.add(pendingOrder({ id: 9, customerId: 6, createdAt: new Date('2026-05-03T06:00:00Z') }));
  const users = new InMemoryUsers();
  users.add(userRecord({ id: 1, role: 'admin' }));
  users.add(userRecord({ id: 5 }));
  return { orders, users };
}

describe('order queries', () => {
  it('shows a customer only their own orders, newest first, with what they may do', async () => {
    const { orders } = setup();
    const mine = await new CustomerOrdersQuery(orders.readModel, 72).execute(5);
    expect(mine.map((o) => [o.order_id, o.allowed_actions])).toEqual([
      [8, ['pay']],
      [7, ['submit-contact']],
    ]);
    expect(mine[0]).toMatchObject({ total_amount: 9000, delivery_price: 500 });
  });

  it('gives the admin the pending list oldest first, every order newest first, and the paid ones', async () => {
    const { orders } = setup();
    const query = new AdminOrdersQuery(orders.readModel);
    expect((await query.pending(listRequest())).items.map((o) => o.order_id)).toEqual([7, 9]);
    expect((await query.all(listRequest())).items.map((o) => [o.order_id, o.allowed_actions])).toEqual([
      [9, ['approve', 'reject', 'remove-line', 'delete']],
      [8, ['remove-line', 'delete']],
      [7, ['approve', 'reject', 'remove-line', 'delete']],
    ]);
    expect(await query.paid(listRequest())).toEqual({ items: [], total: 0, next: null });
  });

  it('gives a list a page at a time with the count of all that match, and narrows it by status', async () => {
    const { orders } = setup();
    const query = new AdminOrdersQuery(orders.readModel);
    const first = await query.all(listRequest({ limit: '2' }));
    expect(first.items.map((o) => o.order_id)).toEqual([9, 8]);
    expect(first).toMatchObject({ total: 3, next: { id: 8 } });
    const second = await query.all(listRequest({ limit: '2', cursor: JSON.stringify(first.next) }));
    expect(second).toMatchObject({ items: [expect.objectContaining({ order_id: 7 })], total: 3, next: null });
    expect((await query.all(listRequest({ status: 'confirmed' }))).items.map((o) => o.order_id)).toEqual([8]);
  });

  it('opens the payment page to the owner and to an admin, and to nobody else', async () => {
    const { orders, users } = setup();
    const query = new PaymentOrderQuery(orders.readModel, users, 72);
    expect(await query.execute(5, 8)).toMatchObject({ ok: true, value: { order: { total_with_delivery: 9500, allowed_actions: ['pay'] } } });
    expect((await query.execute(1, 8)).ok).toBe(true);
    expect(await query.execute(6, 8)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
    expect(await query.execute(5, 404)).toEqual({ ok: false, error: ORDER_ERRORS.notFound });
  });
});
