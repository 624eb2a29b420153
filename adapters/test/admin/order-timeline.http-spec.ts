import { DataSource } from 'typeorm';
import { DISPLAY_DECIMALS, formatRoubles, Money, type OrderTimelineEntryDto } from '@shop/domain';
import { multipart, PNG } from '../support/multipart';
import { paidOrder, placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

describe("the order's timeline: who did what to it and when", () => {
  const ctx = useTestApp({ admin: true, customers: ['anna', 'flora'], env: { RATE_LIMIT_SCALE: '20' } });
  const timeline = (orderId: number | string, token = ctx.tokens.admin) => ctx.api.request('GET', `/api/admin/orders/${orderId}/timeline`, { token });
  const entries = async (orderId: number): Promise<OrderTimelineEntryDto[]> => (await timeline(orderId)).json();
  const roubles = (kopecks: number) => formatRoubles(Money.ofKopecks(kopecks), { decimals: DISPLAY_DECIMALS.admin });
  let adminEmail: string;

  beforeAll(async () => {
    adminEmail = ctx.t.config.admin.email;
    await ctx.t.app.get(DataSource).query(`UPDATE users SET role = 'florist' WHERE username = 'flora'`);
  });

  it('names the owner’s approval with the delivery price, the florist’s stage and photo, and the owner’s refund with its reason, oldest first', async () => {
    const orderId = await paidOrder(ctx, ctx.tokens.anna);
    const stage = await ctx.api.request('POST', `/api/admin/orders/${orderId}/fulfilment`, { token: ctx.tokens.flora, body: { stage: 'assembling' } });
    expect(stage.statusCode).toBe(200);
    const file = multipart('bouquet.png', 'image/png', PNG);
    const photo = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/photo`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${ctx.tokens.flora}` },
    });
    expect(photo.statusCode).toBe(200);
    const refund = await ctx.api.request('POST', `/api/admin/orders/${orderId}/refund`, { token: ctx.tokens.admin, body: { reason: 'Клиент передумал' } });
    expect(refund.statusCode).toBe(200);
    const [{ paid }] = await ctx.t.app
      .get(DataSource)
      .query(`SELECT amount_kopecks AS paid FROM payments WHERE order_id = $1 AND status = 'succeeded'`, [orderId]);

    const res = await timeline(orderId, ctx.tokens.flora);
    expect(res.statusCode).toBe(200);
    const list: OrderTimelineEntryDto[] = res.json();
    const owner = { user_id: expect.any(Number), email: adminEmail, role: 'admin' };
    const florist = { user_id: expect.any(Number), email: 'flora@example.ru', role: 'florist' };
    expect(list.filter((entry) => entry.actor !== null)).toEqual([
      { at: expect.any(String), action: 'approve', actor: owner, details: `Доставка: ${roubles(45050)}` },
      { at: expect.any(String), action: 'stage', actor: florist, details: 'Не начат → Собирается' },
      { at: expect.any(String), action: 'photo', actor: florist, details: null },
      { at: expect.any(String), action: 'refund', actor: owner, details: `${roubles(Number(paid))}. Причина: Клиент передумал` },
    ]);
    // The payment is the system's: between the approval and the stage, with no actor.
    const actions = list.map((entry) => entry.action);
    expect(actions.indexOf('status')).toBeGreaterThan(actions.indexOf('approve'));
    expect(list.find((entry) => entry.action === 'status')).toMatchObject({ actor: null, details: 'Подтверждён → Оплачен' });
    const times = list.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('names a rejection, and a deletion with the reason the customer reads', async () => {
    const rejected = await placeOrder(ctx, ctx.tokens.anna);
    expect((await ctx.api.request('POST', '/api/admin/reject-order', { token: ctx.tokens.admin, body: { order_id: rejected } })).statusCode).toBe(200);
    expect((await entries(rejected)).map(({ action, details }) => [action, details])).toEqual([['reject', null]]);

    const deleted = await placeOrder(ctx, ctx.tokens.anna);
    const reason = 'Нет нужных цветов';
    expect((await ctx.api.request('DELETE', `/api/admin/orders/${deleted}?reason=${encodeURIComponent(reason)}`, { token: ctx.tokens.admin })).statusCode).toBe(
      204,
    );
    expect((await entries(deleted)).map(({ action, details, actor }) => [action, details, actor?.email])).toEqual([
      ['status', `В ожидании → Отменён. Причина: ${reason}`, adminEmail],
      ['delete', `Причина: ${reason}`, adminEmail],
    ]);
  });

  it('names a removed line with the count and reason', async () => {
    await ctx.api.request('POST', '/api/cart/add', { token: ctx.tokens.anna, body: { product_id: 6, quantity: 1 } });
    const orderId = await placeOrder(ctx, ctx.tokens.anna);
    const removed = await ctx.api.request('DELETE', `/api/admin/products/6?orderId=${orderId}&reason=${encodeURIComponent('Закончился')}`, {
      token: ctx.tokens.admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await entries(orderId)).map(({ action, details }) => [action, details])).toEqual([['line-removed', 'Удалено позиций: 1. Причина: Закончился']]);
  });

  it('answers 404 for an order that does not exist and refuses a customer', async () => {
    const missing = await timeline(2147483647);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Заказ не найден' }]);
    const customer = await timeline(1, ctx.tokens.anna);
    expect([customer.statusCode, customer.json()]).toEqual([403, { error: 'Доступ запрещён' }]);
  });
});
