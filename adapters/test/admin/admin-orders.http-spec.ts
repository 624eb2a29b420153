import { DataSource } from 'typeorm';
import { Money, formatCustomerRoubles } from '@shop/domain';
import { waitForMail } from '../accounts/outbox';
import { placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

describe('admin orders: pending, approve/reject, all orders, deletion', () => {
  // Klara checks out a dozen orders within minutes: the per-customer limits are raised here (rate-limits.http-spec tests them).
  const ctx = useTestApp({ customers: ['klara'], admin: true, env: { RATE_LIMIT_SCALE: '20' } });
  const outbox = () => ctx.t.config.mail.outboxDir;
  const listed = async (orderId: number) =>
    (await ctx.api.request('GET', '/api/admin/orders', { token: ctx.tokens.admin })).json().find((o: { order_id: number }) => o.order_id === orderId);
  const inHistory = async (orderId: number) =>
    (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.klara })).json().find((o: { order_id: number }) => o.order_id === orderId);

  /** A courier order of one product placed the way the shop's checkout does it. */
  const courierOrder = (productId = 1) =>
    placeOrder(ctx, ctx.tokens.klara, {
      product: { id: productId, quantity: 1 },
      contact: { name: 'Клара Новикова', phone: '+79160000001', city: 'Москва' },
      address: 'ул. Арбат, 10',
    });
  const approve = (order_id: number, delivery_price: unknown, token = ctx.tokens.admin) =>
    ctx.api.request('POST', '/api/admin/approve-order', { token, body: { order_id, delivery_price } });
  const reject = (order_id: number, token = ctx.tokens.admin) =>
    ctx.api.request('POST', '/api/admin/reject-order', { token, body: { order_id, delivery_price: 0 } });

  it('lists pending orders with contacts, items, goods total and the suggested courier price', async () => {
    const id = await courierOrder();
    const pending = (await ctx.api.request('GET', '/api/admin/orders/pending', { token: ctx.tokens.admin })).json();
    expect(pending.find((o: { order_id: number }) => o.order_id === id)).toMatchObject({
      username: 'klara',
      email: 'klara@example.ru',
      total_amount: 8000,
      full_name: 'Клара Новикова',
      delivery_phone: '+79160000001',
      delivery_type: 'yandex',
      delivery_address_full: 'ул. Арбат, 10',
      status: 'pending',
      city: 'Москва',
      contact_submitted: true,
      suggested_delivery_price: expect.any(Number),
      items: [expect.objectContaining({ title: 'Флорариум «Геометрия»', price: 8000, quantity: 1 })],
    });
  });

  it('refuses to confirm a courier order without a delivery price; non-numeric input counts as 0', async () => {
    const id = await courierOrder();
    for (const price of [undefined, '', 'abc', 0]) {
      const res = await approve(id, price);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Укажите стоимость доставки' });
    }
    expect((await approve(id, -5)).statusCode).toBe(400);
  });

  it('confirms with the admin’s price, e-mails the payment link, and refuses a second decision with 409', async () => {
    const id = await courierOrder();
    const res = await approve(id, '450.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', total_payable: 8450.5 });
    const mine = (await ctx.api.request('GET', '/api/orders/user', { token: ctx.tokens.klara })).json().find((o: { order_id: number }) => o.order_id === id);
    expect(mine).toMatchObject({ status: 'confirmed', is_approved: true, delivery_price: 450.5, total_amount: 8000 });
    const pending = (await ctx.api.request('GET', '/api/admin/orders/pending', { token: ctx.tokens.admin })).json();
    expect(pending.map((o: { order_id: number }) => o.order_id)).not.toContain(id);

    const mail = await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`/payment/order/${id}`));
    expect(mail).toContain('К оплате с учётом доставки: 8\u00a0450,50\u00a0₽.');

    for (const again of [await approve(id, 500), await reject(id)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'Заказ уже обработан' });
    }
  });

  it('rejects a pending order and apologises by e-mail', async () => {
    const id = await courierOrder();
    const res = await reject(id);
    expect(res.json()).toMatchObject({ status: 'canceled' });
    await waitForMail(ctx.t.config.mail.outboxDir, (m) => m.includes(`Заказ №${id} отклонён`) && m.includes('Приносим извинения'));
    expect((await approve(id, 300)).json()).toEqual({ error: 'Заказ отменён' });
  });

  it('lets exactly one of 20 concurrent decisions on one order win; the rest get 409', async () => {
    const id = await courierOrder();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? approve(id, 350) : reject(id))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const events = await ctx.t.app.get(DataSource).query(`SELECT from_status, to_status FROM order_events WHERE order_id = $1`, [id]);
    expect(events).toHaveLength(1);
    expect(events[0].from_status).toBe('pending');
  });

  it('lists all orders with line ids for the per-line Delete', async () => {
    const all = (await ctx.api.request('GET', '/api/admin/orders', { token: ctx.tokens.admin })).json();
    expect(all.length).toBeGreaterThan(3);
    expect(all[0]).toMatchObject({
      username: 'klara',
      email: 'klara@example.ru',
      items: [expect.objectContaining({ line_id: expect.any(Number), product_id: 1, item_price: 8000 })],
    });
  });

  it("deletes an unpaid order: off the admin's lists, 'Отменён магазином' with the reason in the customer's history, mailed, audited", async () => {
    const id = await courierOrder();
    const reason = 'Флорариумы «Геометрия» закончились до весны';
    const refused = await ctx.api.request('DELETE', `/api/admin/orders/${id}?reason=${encodeURIComponent('я'.repeat(501))}`, { token: ctx.tokens.admin });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'Причина отмены — текст не длиннее 500 символов' }]);
    expect((await ctx.api.request('DELETE', `/api/admin/orders/${id}?reason=${encodeURIComponent(reason)}`, { token: ctx.tokens.admin })).statusCode).toBe(204);
    expect(await listed(id)).toBeUndefined();
    expect(
      (await ctx.api.request('GET', '/api/admin/orders/pending', { token: ctx.tokens.admin })).json().map((o: { order_id: number }) => o.order_id),
    ).not.toContain(id);
    expect(await inHistory(id)).toMatchObject({
      status: 'canceled',
      cancel_reason: reason,
      allowed_actions: [],
      items: [expect.objectContaining({ title: 'Флорариум «Геометрия»' })],
    });
    const mail = await waitForMail(outbox(), (m) => m.includes(`Заказ №${id} отменён магазином`));
    expect(mail).toContain('To: klara@example.ru');
    expect(mail).toContain(`Причина: ${reason}`);
    const db = ctx.t.app.get(DataSource);
    const [audit] = await db.query(
      `SELECT a.action, a.snapshot, u.username FROM audit_log a JOIN users u ON u.id = a.actor_user_id WHERE entity = 'order' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toMatchObject({ action: 'order.deleted', username: 'admin', snapshot: { reason } });
    expect(audit.snapshot.lines[0]).toMatchObject({ title: 'Флорариум «Геометрия»' });
    const [history] = await db.query(`SELECT from_status, to_status, note FROM order_events WHERE order_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(history).toEqual({ from_status: 'pending', to_status: 'canceled', note: reason });
    const again = await ctx.api.request('DELETE', `/api/admin/orders/${id}`, { token: ctx.tokens.admin });
    expect([again.statusCode, again.json()]).toEqual([404, { error: 'Заказ не найден' }]);
  });

  it('deletes one of several lines (the customer is mailed the new total); the last line cancels the order', async () => {
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.klara, body: { product_id: 6, quantity: 1 } });
    const id = await courierOrder(2);
    expect(
      (await ctx.api.request('DELETE', `/api/admin/products/6?orderId=${id}&reason=${encodeURIComponent('Нет в наличии')}`, { token: ctx.tokens.admin }))
        .statusCode,
    ).toBe(204);
    const order = await listed(id);
    expect(order.items.map((i: { product_id: number }) => i.product_id)).toEqual([2]);
    expect(order.total_amount).toBe(4500);
    const changed = await waitForMail(outbox(), (m) => m.includes(`Состав заказа №${id} изменён`));
    for (const words of ['Причина: Нет в наличии', `Теперь сумма товаров: ${formatCustomerRoubles(Money.ofRoubles(4500))}`, 'To: klara@example.ru'])
      expect(changed).toContain(words);
    const missing = await ctx.api.request('DELETE', `/api/admin/products/6?orderId=${id}`, { token: ctx.tokens.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Товар не найден в заказе' });

    expect((await ctx.api.request('DELETE', `/api/admin/products/2?orderId=${id}`, { token: ctx.tokens.admin })).statusCode).toBe(204);
    expect(await listed(id)).toBeUndefined();
    expect(await inHistory(id)).toMatchObject({ status: 'canceled', cancel_reason: 'Магазин не сможет выполнить этот заказ' });
    await waitForMail(outbox(), (m) => m.includes(`Заказ №${id} отменён магазином`) && m.includes('Причина: Магазин не сможет выполнить этот заказ'));
  });

  it('never deletes a paid order or its lines, whatever the client does', async () => {
    const id = await courierOrder();
    await approve(id, 400);
    const db = ctx.t.app.get(DataSource);
    await db.query(`UPDATE orders SET status = 'paid', paid_at = now(), payment_id = 'pay-1' WHERE id = $1`, [id]);
    const whole = await ctx.api.request('DELETE', `/api/admin/orders/${id}`, { token: ctx.tokens.admin });
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toEqual({ error: 'Нельзя удалить оплаченный заказ.' });
    const line = await ctx.api.request('DELETE', `/api/admin/products/1?orderId=${id}`, { token: ctx.tokens.admin });
    expect(line.statusCode).toBe(409);
    expect(line.json()).toEqual({ error: 'Нельзя удалить товар из оплаченного заказа.' });
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM order_lines WHERE order_id = $1`, [id]);
    expect(count).toBe(1);
  });
});
