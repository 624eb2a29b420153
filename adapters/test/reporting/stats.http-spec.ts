import { DataSource } from 'typeorm';
import type { CalendarDayDto, StatsDto } from '@shop/domain';
import { addDays, moscowDateTime } from '@shop/domain';
import { paidOrder, placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

// Known sales placed around Moscow midnights (UTC+3): the dashboard must count each on its Moscow
// day, week (from Monday) and month, and take refunds off on the day they were made.
describe('the owner’s dashboard figures', () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '20' }, customers: ['mila', 'oleg'], admin: true });
  let db: DataSource;
  let rose: { id: number; title: string; price: number };
  const stats = (query: string, token = ctx.tokens.admin) => ctx.api.request('GET', `/api/admin/stats${query}`, { token });

  /** Moves an order's life to the given instants, as if it had happened then. */
  const happened = async (orderId: number, paidAt: string) => {
    await db.query(
      `UPDATE orders SET created_at = $2::timestamptz - interval '1 hour', confirmed_at = $2::timestamptz - interval '30 minutes', paid_at = $2 WHERE id = $1`,
      [orderId, paidAt],
    );
    await db.query(`UPDATE payments SET succeeded_at = $2, created_at = $2 WHERE order_id = $1 AND status = 'succeeded'`, [orderId, paidAt]);
  };

  beforeAll(async () => {
    db = ctx.t.app.get(DataSource);
    const flowers: { id: number; title: string; price: number }[] = (await ctx.api.request('GET', '/api/flowers')).json();
    rose = flowers[0];
    // Saturday 28 February, 23:59 in Moscow: 4 950,50 ₽ (a terrarium and the courier).
    const saturday = await paidOrder(ctx, ctx.tokens.mila, { product: { id: 2, quantity: 1 } });
    await happened(saturday, '2026-02-28T20:59:00Z');
    // Sunday 1 March, 00:01 in Moscow (still 28 February in UTC): two terrariums, a bouquet of three roses and the courier.
    await ctx.api.request('POST', '/api/cart/add-bouquet', { token: ctx.tokens.mila, body: { items: [{ product_id: rose.id, quantity: 3 }] } });
    const sunday = await paidOrder(ctx, ctx.tokens.mila, { product: { id: 2, quantity: 2 } });
    await happened(sunday, '2026-02-28T21:01:00Z');
    // Monday 2 March, 00:30 in Moscow: three terrariums picked up, 13 500 ₽, refunded on 3 March.
    const monday = await paidOrder(ctx, ctx.tokens.oleg, { product: { id: 2, quantity: 3 }, courier: false });
    await happened(monday, '2026-03-01T21:30:00Z');
    const refund = await ctx.api.request('POST', `/api/admin/orders/${monday}/refund`, { token: ctx.tokens.admin, body: { reason: 'Разбит при сборке' } });
    expect(refund.statusCode).toBe(200);
    await db.query(`UPDATE refunds SET created_at = '2026-03-03T10:00:00Z' WHERE order_id = $1`, [monday]);
    // An order placed on 1 March and never approved; page views of the days, the staff's views of the back office among them.
    const pending = await placeOrder(ctx, ctx.tokens.oleg, { product: { id: 2, quantity: 1 } });
    await db.query(`UPDATE orders SET created_at = '2026-03-01T09:00:00Z' WHERE id = $1`, [pending]);
    await db.query(
      `INSERT INTO page_views (page, day, views) VALUES ('/', '2026-02-28', 40), ('/product/2', '2026-03-01', 60), ('/', '2026-03-31', 7),
         ('/admin', '2026-03-01', 3), ('/admin/orders', '2026-03-01', 25), ('/admin/dashboard', '2026-03-02', 9)`,
    );
  });

  const SATURDAY = 4950.5;
  const SUNDAY = () => 9000 + 3 * rose.price + 450.5;
  const MONDAY = 13500;

  it('adds up each Moscow day, a sale at 00:01 falling on the next day', async () => {
    const answer = await stats('?from=2026-02-28&to=2026-03-03&by=day');
    expect(answer.statusCode).toBe(200);
    const body: StatsDto = answer.json();
    expect(body.series).toEqual([
      { period: '2026-02-28', revenue: SATURDAY, orders: 1, refunds: 0 },
      { period: '2026-03-01', revenue: SUNDAY(), orders: 1, refunds: 0 },
      { period: '2026-03-02', revenue: MONDAY, orders: 1, refunds: 0 },
      { period: '2026-03-03', revenue: -MONDAY, orders: 0, refunds: 1 },
    ]);
    expect(body.totals).toEqual({
      revenue: SATURDAY + SUNDAY(),
      orders: 3,
      average_order: Math.round(((SATURDAY + SUNDAY() + MONDAY) * 100) / 3) / 100,
      refunds: 1,
      refunded: MONDAY,
    });
  });

  it('puts Saturday and Sunday in one week and Monday in the next, February and March apart', async () => {
    const weeks: StatsDto = (await stats('?from=2026-02-23&to=2026-03-08&by=week')).json();
    expect(weeks.series).toEqual([
      { period: '2026-02-23', revenue: SATURDAY + SUNDAY(), orders: 2, refunds: 0 },
      { period: '2026-03-02', revenue: 0, orders: 1, refunds: 1 },
    ]);
    const months: StatsDto = (await stats('?from=2026-02-01&to=2026-03-31&by=month')).json();
    expect(months.series).toEqual([
      { period: '2026-02-01', revenue: SATURDAY, orders: 1, refunds: 0 },
      { period: '2026-03-01', revenue: SUNDAY(), orders: 2, refunds: 1 },
    ]);
  });

  it('lists what sold in kept orders, the bouquets’ flowers by the stem, and the funnel of the orders begun in the span, from the storefront’s views', async () => {
    const body: StatsDto = (await stats('?from=2026-02-28&to=2026-03-03')).json();
    expect(body.top_products).toEqual([{ product_id: 2, title: 'Террариум «Лесная сфера»', quantity: 3, revenue: 13500 }]);
    expect(body.top_flowers).toEqual([{ flower_id: rose.id, title: rose.title, stems: 3, revenue: 3 * rose.price }]);
    expect(body.funnel).toEqual({ views: 100, carts: 2, orders: 4, approved: 3, paid: 3 });
  });

  it('shows the next 14 days’ places as the calendar counts them', async () => {
    const today = moscowDateTime(new Date()).date;
    const body: StatsDto = (await stats('')).json();
    expect(body).toMatchObject({ from: addDays(today, -29), to: today, by: 'day' });
    expect(body.series).toHaveLength(30);
    const calendar: CalendarDayDto[] = (
      await ctx.api.request('GET', `/api/admin/calendar?from=${today}&to=${addDays(today, 13)}`, { token: ctx.tokens.admin })
    ).json();
    const sum = (day: CalendarDayDto, kind: 'courier' | 'pickup', field: 'taken' | 'capacity') =>
      day.slots[kind].reduce((total, slot) => total + slot[field], 0);
    expect(body.slot_load).toEqual(
      calendar.map((day) => ({
        date: day.date,
        courier: { taken: sum(day, 'courier', 'taken'), capacity: sum(day, 'courier', 'capacity') },
        pickup: { taken: sum(day, 'pickup', 'taken'), capacity: sum(day, 'pickup', 'capacity') },
      })),
    );
    expect(body.slot_load.reduce((taken, day) => taken + day.courier.taken + day.pickup.taken, 0)).toBe(3); // the refunded pickup gave its place back
  });

  it('refuses a bad span or grouping in Russian, and anyone but the owner', async () => {
    expect((await stats('?by=year')).json()).toEqual({ error: 'Параметр by должен быть day, week или month' });
    const backwards = await stats('?from=2026-03-02&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: 'Неверный период: дата «с» позже даты «по» или период длиннее трёх лет' });
    expect((await stats('?from=2026-02-30')).statusCode).toBe(400);
    expect((await stats('', ctx.tokens.mila)).statusCode).toBe(403);
    expect((await ctx.api.request('GET', '/api/admin/stats')).statusCode).toBe(401);
  });
});
