import { DataSource } from 'typeorm';
import { placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';
import { walkPages } from '../support/paging';

interface Listed {
  order_id: number;
}

/**
 * The admin's lists a page at a time: `limit`, `cursor`, the Link and X-Total-Count headers, and
 * every filter and the search, on orders written straight into the table (sixty of them, an hour
 * apart from 2026-03-01 00:00 Moscow time) plus real ones placed through the checkout.
 */
describe('admin lists: paging, filters and search', () => {
  const ctx = useTestApp({ customers: ['klara'], admin: true, env: { RATE_LIMIT_SCALE: '20' } });
  const db = () => ctx.t.app.get(DataSource);
  const get = (url: string) => ctx.api.request('GET', url, { token: ctx.tokens.admin });
  const ids = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return (res.json() as Listed[]).map((order) => order.order_id);
  };

  /** Orders N = 1…count: status and delivery type cycle, names «Покупатель N», phones +7 (916) 000-00-NN, e-mails buyerN@example.ru. */
  const insertOrders = async (count: number, from = 1, at = `timestamptz '2026-03-01 00:00+03'`): Promise<number[]> => {
    const rows: { id: number }[] = await db().query(
      `INSERT INTO orders (user_id, status, delivery_type, goods_total_kopecks, full_name, delivery_phone, email, city, delivery_address_full,
                           delivery_date, delivery_slot, contact_submitted_at, created_at, paid_at, payment_id, fulfilment_stage, fulfilment_day, holds_reservation)
       SELECT u.id, s.status, s.delivery_type, 100000, 'Покупатель ' || g, '+7 (916) 000-00-' || lpad(g::text, 2, '0'), 'buyer' || g || '@example.ru', 'Москва',
              'ул. Арбат, ' || g, date '2026-04-01' + (g % 10), '10:00-13:00', ${at} + g * interval '1 hour', ${at} + g * interval '1 hour',
              CASE WHEN s.status IN ('paid', 'refunded') THEN ${at} + g * interval '1 hour' + interval '5 minutes' END,
              CASE WHEN s.status IN ('paid', 'refunded') THEN 'pay-' || g END,
              CASE WHEN s.status = 'paid' THEN (ARRAY['assembling', 'ready', 'out_for_delivery'])[1 + g % 3] END,
              CASE WHEN s.status = 'paid' THEN date '2026-04-01' + (g % 10) END, false
         FROM generate_series($1::integer, $2::integer) AS g
         CROSS JOIN (SELECT id FROM users WHERE username = 'klara') AS u
         CROSS JOIN LATERAL (SELECT (ARRAY['pending', 'confirmed', 'paid', 'canceled', 'refunded'])[1 + g % 5] AS status,
                                    (ARRAY['pickup', 'moscow', 'yandex'])[1 + g % 3] AS delivery_type) AS s
        ORDER BY g
       RETURNING id`,
      [from, from + count - 1],
    );
    return rows.map((row) => row.id);
  };

  const walk = (url: string, between?: () => Promise<unknown>) => walkPages(get, url, between);

  let seeded: number[] = [];
  beforeAll(async () => {
    seeded = await insertOrders(60);
  });

  it('answers 50 by default, up to 200 when asked, and 400 for a limit outside 1…200 or not a whole number', async () => {
    const all = await get('/api/admin/orders');
    expect(all.json()).toHaveLength(50);
    expect(all.headers['x-total-count']).toBe('60');
    expect(all.headers.link).toMatch(/^<\/api\/admin\/orders\?cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    expect(await ids('/api/admin/orders?limit=200')).toHaveLength(60);
    expect((await get('/api/admin/orders?limit=200')).headers.link).toBeUndefined();
    expect(await ids('/api/admin/orders?limit=1')).toEqual([Math.max(...seeded)]);
    for (const limit of ['0', '201', '-1', '1.5', 'abc', '1e2', '']) {
      const res = await get(`/api/admin/orders?limit=${limit}`);
      expect([limit, res.statusCode, res.json()]).toEqual([limit, 400, { error: 'Размер страницы — целое число от 1 до 200' }]);
    }
  });

  it('answers 400 «Неверный курсор страницы» for a cursor it did not give', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['abc', '%00', forged(['12', 0]), forged(['1.5', 3]), forged({ key: '1', id: 1 }), forged(['1', 1, 2]), 'x'.repeat(300)]) {
      const res = await get(`/api/admin/orders/paid?cursor=${encodeURIComponent(cursor)}`);
      expect([cursor, res.statusCode, res.json()]).toEqual([cursor, 400, { error: 'Неверный курсор страницы' }]);
    }
  });

  it('walks «Все заказы» page by page with no order twice and none missed while new orders arrive', async () => {
    const before = await ids('/api/admin/orders?limit=200');
    let added = 0;
    const { seen, totals } = await walk('/api/admin/orders?limit=7', async () => {
      added += 1;
      await insertOrders(1, 100 + added, `now() - interval '200 hours'`);
    });
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(totals[0]).toBe(String(before.length));
    expect(Number(totals.at(-1))).toBe(before.length + added - 1);
  });

  it('walks the pending list oldest first and picks up the orders placed during the walk at its end', async () => {
    const placed: number[] = [];
    const { seen } = await walk('/api/admin/orders/pending?limit=4', async () => {
      if (placed.length < 2) placed.push(await placeOrder(ctx, ctx.tokens.klara));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(-placed.length)).toEqual(placed);
    const pending: { id: number }[] = await db().query(`SELECT id FROM orders WHERE status = 'pending' ORDER BY created_at, id`);
    expect(seen).toEqual(pending.map((row) => row.id));
  });

  it('pages orders created in the same microsecond by their numbers', async () => {
    const same = await insertOrders(5, 200, `timestamptz '2026-06-01 12:00+03' - 200 * interval '1 hour'`);
    await db().query(`UPDATE orders SET created_at = timestamptz '2026-06-01 12:00:00.123456+03' WHERE id = ANY ($1)`, [same]);
    const { seen } = await walk(`/api/admin/orders?limit=2&q=${encodeURIComponent('покупатель 20')}`);
    expect(seen).toEqual([...[...same].sort((a, b) => b - a), seeded[19]]);
  });

  it('keeps the filters in the Link header', async () => {
    const res = await get('/api/admin/orders?limit=3&status=paid&delivery_type=pickup&q=%D0%9F%D0%BE%D0%BA%D1%83%D0%BF%D0%B0%D1%82%D0%B5%D0%BB%D1%8C');
    const link = new URL(/^<([^>]+)>/.exec(res.headers.link as string)![1], 'http://x');
    expect(Object.fromEntries(link.searchParams)).toEqual({ limit: '3', status: 'paid', delivery_type: 'pickup', q: 'Покупатель', cursor: expect.any(String) });
    const { seen, totals } = await walk(`${link.pathname}?${link.searchParams}`);
    expect(seen.length + 3).toBe(Number(totals[0]));
  });

  it('filters by status, delivery type, stage and the Moscow days of creation or delivery', async () => {
    const rows = async (where: string): Promise<number[]> =>
      ((await db().query(`SELECT id FROM orders WHERE deleted_at IS NULL AND ${where} ORDER BY created_at DESC, id DESC`)) as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids('/api/admin/orders?limit=200&status=canceled')).toEqual(await rows(`status = 'canceled'`));
    expect(await ids('/api/admin/orders?limit=200&delivery_type=moscow')).toEqual(await rows(`delivery_type = 'moscow'`));
    expect(await ids('/api/admin/orders?limit=200&stage=ready')).toEqual(await rows(`fulfilment_stage = 'ready'`));
    // Orders 1…23 were created on 1 March in Moscow (01:00 … 23:00), 24 at midnight of the 2nd.
    expect(await ids('/api/admin/orders?limit=200&from=2026-03-01&to=2026-03-01')).toEqual(seeded.slice(0, 23).reverse());
    expect(await ids('/api/admin/orders?limit=200&from=2026-03-02&to=2026-03-02')).toEqual(seeded.slice(23, 47).reverse());
    expect(await ids('/api/admin/orders?limit=200&date_field=delivery&from=2026-04-03&to=2026-04-03')).toEqual(await rows(`delivery_date = '2026-04-03'`));
    expect(await ids('/api/admin/orders/paid?limit=200&stage=assembling&delivery_type=yandex')).toEqual(
      (
        (await db().query(
          `SELECT id FROM orders WHERE status = 'paid' AND fulfilment_stage = 'assembling' AND delivery_type = 'yandex' ORDER BY paid_at DESC, id DESC`,
        )) as { id: number }[]
      ).map((row) => row.id),
    );
    for (const [query, error] of [
      ['status=lost', 'Неизвестный статус заказа'],
      ['delivery_type=drone', 'Неизвестный способ получения'],
      ['stage=gone', 'Неизвестный этап выполнения заказа'],
      ['date_field=paid', 'Поле даты — created или delivery'],
      ['from=2026-02-30', 'Период: даты в формате ГГГГ-ММ-ДД с 2000 по 2100 год, «с» не позже «по»'],
      ['from=2026-03-02&to=2026-03-01', 'Период: даты в формате ГГГГ-ММ-ДД с 2000 по 2100 год, «с» не позже «по»'],
      ['status=paid&status=canceled', 'Неизвестный статус заказа'],
      [`q=${'а'.repeat(101)}`, 'Поисковый запрос — строка не длиннее 100 символов'],
    ]) {
      const res = await get(`/api/admin/orders?${encodeURI(query)}`);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { error }]);
    }
  });

  it('finds an order by its number, by part of a name in any case, by a phone in any spelling and by e-mail', async () => {
    const seventh = seeded[6];
    const search = (q: string, list = '') => ids(`/api/admin/orders${list}?limit=200&q=${encodeURIComponent(q)}`);
    expect(await search(String(seventh))).toContain(seventh);
    expect(await search(`№${seventh}`)).toContain(seventh);
    expect(await search('покупатель 7')).toEqual(await search('ПОКУПАТЕЛЬ 7'));
    expect(await search('покупатель 7')).toEqual([seeded[6]]);
    for (const phone of ['+7 (916) 000-00-07', '89160000007', '79160000007', '9160000007', '916 000 00 07', '000-00-07']) {
      expect([phone, await search(phone)]).toEqual([phone, [seventh]]);
    }
    expect(await search('BUYER7@example')).toEqual([seventh]);
    const [{ paid }] = await db().query(`SELECT count(*)::integer AS paid FROM orders WHERE status IN ('paid', 'refunded') AND email LIKE '%@example.ru'`);
    expect(await search('@example.ru', '/paid')).toHaveLength(paid);
    // The account's e-mail and login find every order of that customer.
    expect(await search('klara@example.ru')).toHaveLength(Number((await get('/api/admin/orders')).headers['x-total-count']));
    expect(await search('100%_')).toEqual([]);
    expect(await search(String(2 ** 40))).toEqual([]);
  });
});
