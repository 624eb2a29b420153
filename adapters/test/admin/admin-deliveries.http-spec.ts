import { DataSource } from 'typeorm';
import { DELIVERY_SLOTS } from '@shop/domain';
import { useTestApp } from '../support/test-context';
import { walkPages } from '../support/paging';

interface Delivery {
  order_id: number;
  delivery_slot: string | null;
  delivery_address_full: string | null;
}

const DAY = '2026-04-10';
const SLOTS = DELIVERY_SLOTS.map((slot) => slot.code);
const ADDRESSES = ['ул. Тверская, 7', 'Арбатский пер., 2', 'ёлочная ул., 1', 'ул. Арбат, 1', 'Якиманка, 3'];

/**
 * The deliveries board a page at a time: the day's paid orders in the courier's round order, written
 * straight into the table (slots and addresses cycling), walked with `limit` and the Link header while
 * orders are added and moved away between pages, and narrowed by the search, delivery type and stage.
 */
describe('admin deliveries: the day a page at a time', () => {
  const ctx = useTestApp({ customers: ['klara'], admin: true, env: { RATE_LIMIT_SCALE: '20' } });
  const db = () => ctx.t.app.get(DataSource);
  const get = (url: string) => ctx.api.request('GET', url, { token: ctx.tokens.admin });
  const list = async (url: string): Promise<Delivery[]> => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as Delivery[];
  };
  const ids = async (url: string) => (await list(url)).map((order) => order.order_id);

  /** Paid orders N = from…to for `day`: slot, address, delivery type and stage cycle; «Получатель N», +7 (926) 111-11-NN, courierN@example.ru. */
  const insertOrders = async (from: number, to: number, day = DAY): Promise<number[]> => {
    const rows: { id: number }[] = await db().query(
      `INSERT INTO orders (user_id, status, delivery_type, goods_total_kopecks, full_name, delivery_phone, email, city, delivery_address_full,
                           delivery_date, delivery_slot, contact_submitted_at, created_at, paid_at, payment_id, fulfilment_stage, fulfilment_day, holds_reservation)
       SELECT u.id, 'paid', (ARRAY['moscow', 'yandex'])[1 + g % 2], 100000, 'Получатель ' || g, '+7 (926) 111-11-' || lpad(g::text, 2, '0'),
              'courier' || g || '@example.ru', 'Москва', ($4::text[])[1 + g % 5], $3::date, ($5::text[])[1 + g % 4], now(), now(), now(), 'pay-d' || g,
              (ARRAY['assembling', 'ready', 'out_for_delivery'])[1 + g % 3], $3::date, false
         FROM generate_series($1::integer, $2::integer) AS g
         CROSS JOIN (SELECT id FROM users WHERE username = 'klara') AS u
        ORDER BY g
       RETURNING id`,
      [from, to, day, ADDRESSES, SLOTS],
    );
    return rows.map((row) => row.id);
  };

  const walk = (url: string, between?: () => Promise<unknown>) => walkPages(get, url, between);

  const collator = new Intl.Collator('ru');
  const inRoundOrder = (day: Delivery[]) =>
    day.every((order, i) => {
      const before = day[i - 1];
      if (!before) return true;
      const slots = SLOTS.indexOf(before.delivery_slot as never) - SLOTS.indexOf(order.delivery_slot as never);
      return (
        slots < 0 || (slots === 0 && (collator.compare(before.delivery_address_full!, order.delivery_address_full!) || before.order_id - order.order_id) < 0)
      );
    });

  let seeded: number[] = [];
  beforeAll(async () => {
    seeded = await insertOrders(1, 60);
    await insertOrders(61, 65, '2026-04-11');
  });

  it('answers 50 by default, up to 200 when asked, in the round order, with the count and the Link keeping the day', async () => {
    const first = await get(`/api/admin/deliveries?date=${DAY}`);
    expect(first.json()).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('60');
    expect(first.headers.link).toMatch(new RegExp(`^</api/admin/deliveries\\?date=${DAY}&cursor=[A-Za-z0-9_-]+>; rel="next"$`));
    const day = await list(`/api/admin/deliveries?date=${DAY}&limit=200`);
    expect(day.map((order) => order.order_id).sort((a, b) => a - b)).toEqual(seeded);
    expect(inRoundOrder(day)).toBe(true);
    expect((await get(`/api/admin/deliveries?date=${DAY}&limit=200`)).headers.link).toBeUndefined();
    expect(await ids(`/api/admin/deliveries?date=${DAY}&limit=1`)).toEqual([day[0].order_id]);
    for (const limit of ['0', '201', '-1', '1.5', 'abc', '']) {
      const res = await get(`/api/admin/deliveries?date=${DAY}&limit=${limit}`);
      expect([limit, res.statusCode, res.json()]).toEqual([limit, 400, { error: 'Размер страницы — целое число от 1 до 200' }]);
    }
  });

  it('walks the day page by page in the round order with none twice and none missed', async () => {
    const day = await ids(`/api/admin/deliveries?date=${DAY}&limit=200`);
    const { seen, totals } = await walk(`/api/admin/deliveries?date=${DAY}&limit=7`);
    expect(seen).toEqual(day);
    expect(totals).toEqual(Array(9).fill('60'));
  });

  it('keeps its place when orders are added and when the last one shown leaves the day between pages', async () => {
    const first = await get(`/api/admin/deliveries?date=${DAY}&limit=10`);
    const last = (first.json() as Delivery[]).at(-1)!.order_id;
    const next = /^<([^>]+)>/.exec(first.headers.link as string)![1];
    const added = await insertOrders(100, 111);
    await db().query(`UPDATE orders SET delivery_date = '2026-04-11', fulfilment_day = '2026-04-11' WHERE id = $1`, [last]);
    const { seen } = await walk(next.replace('limit=10', 'limit=9'));
    expect(seen).not.toContain(last);
    await db().query(`UPDATE orders SET delivery_date = $2, fulfilment_day = $2 WHERE id = $1`, [last, DAY]);
    const back = await ids(`/api/admin/deliveries?date=${DAY}&limit=200`);
    expect(seen).toEqual(back.slice(back.indexOf(last) + 1));
    expect(added.filter((id) => seen.includes(id)).length).toBeGreaterThan(0);
    await db().query(`DELETE FROM orders WHERE id = ANY ($1)`, [added]);
  });

  it('narrows the day by the search, delivery type and stage, keeping them in the Link', async () => {
    const rows = async (where: string): Promise<number[]> =>
      ((await db().query(`SELECT id FROM orders WHERE fulfilment_day = $1 AND ${where}`, [DAY])) as { id: number }[])
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const sorted = async (url: string) => (await ids(url)).sort((a, b) => a - b);
    expect(await sorted(`/api/admin/deliveries?date=${DAY}&limit=200&delivery_type=yandex`)).toEqual(await rows(`delivery_type = 'yandex'`));
    expect(await sorted(`/api/admin/deliveries?date=${DAY}&limit=200&stage=ready`)).toEqual(await rows(`fulfilment_stage = 'ready'`));
    expect(await ids(`/api/admin/deliveries?date=${DAY}&q=${seeded[6]}`)).toEqual([seeded[6]]);
    expect(await ids(`/api/admin/deliveries?date=${DAY}&q=${encodeURIComponent('ПОЛУЧАТЕЛЬ 7')}`)).toEqual([seeded[6]]);
    expect(await ids(`/api/admin/deliveries?date=${DAY}&q=${encodeURIComponent('8 926 111 11 07')}`)).toEqual([seeded[6]]);
    expect(await ids(`/api/admin/deliveries?date=${DAY}&q=courier7@`)).toEqual([seeded[6]]);
    expect(await ids(`/api/admin/deliveries?date=2026-04-11&q=${encodeURIComponent('получатель 7')}`)).toEqual([]);
    const res = await get(`/api/admin/deliveries?date=${DAY}&limit=3&stage=assembling&delivery_type=moscow&q=${encodeURIComponent('Получатель')}`);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBe((await rows(`fulfilment_stage = 'assembling' AND delivery_type = 'moscow'`)).length);
    const link = new URL(/^<([^>]+)>/.exec(res.headers.link as string)![1], 'http://x');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      date: DAY,
      limit: '3',
      stage: 'assembling',
      delivery_type: 'moscow',
      q: 'Получатель',
      cursor: expect.any(String),
    });
    const { seen } = await walk(`${link.pathname}?${link.searchParams}`);
    expect(seen.length + 3).toBe(total);
    for (const [query, error] of [
      ['delivery_type=drone', 'Неизвестный способ получения'],
      ['stage=gone', 'Неизвестный этап выполнения заказа'],
      [`q=${'а'.repeat(101)}`, 'Поисковый запрос — строка не длиннее 100 символов'],
    ]) {
      const bad = await get(`/api/admin/deliveries?date=${DAY}&${encodeURI(query)}`);
      expect([query, bad.statusCode, bad.json()]).toEqual([query, 400, { error }]);
    }
  });

  it('answers 400 «Неверный курсор страницы» for a cursor it did not give, and the day error for a bad day', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['abc', '%00', forged([0]), forged([1.5]), forged(['1', 1]), forged({ id: 1 }), forged([2 ** 31 - 1]), 'x'.repeat(300)]) {
      const res = await get(`/api/admin/deliveries?date=${DAY}&cursor=${encodeURIComponent(cursor)}`);
      expect([cursor, res.statusCode, res.json()]).toEqual([cursor, 400, { error: 'Неверный курсор страницы' }]);
    }
    const res = await get('/api/admin/deliveries?date=10.04.2026');
    expect(res.statusCode).toBe(400);
  });

  it('is documented as a page: the day, limit, cursor and its three filters, the count and the Link', async () => {
    const res = await ctx.api.request('GET', '/api/openapi.json');
    const operation = (
      res.json() as { paths: Record<string, { get: { parameters: { name: string; required?: boolean }[]; responses: Record<string, { headers?: object }> } }> }
    ).paths['/api/admin/deliveries'].get;
    expect(operation.parameters.map((parameter) => [parameter.name, parameter.required ?? false]).sort()).toEqual([
      ['cursor', false],
      ['date', true],
      ['delivery_type', false],
      ['limit', false],
      ['q', false],
      ['stage', false],
    ]);
    expect(Object.keys(operation.responses['200'].headers ?? {}).sort()).toEqual(['Link', 'X-Total-Count']);
  });
});
