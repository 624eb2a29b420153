import { DataSource } from 'typeorm';
import { useTestApp } from '../support/test-context';

interface ProductWithOrders {
  product_id: number;
  orders: { order_id: number }[];
}

/**
 * GET /api/admin/products a page of orders at a time: the first page carries every product, a next
 * page only the products of its orders; X-Total-Count counts the orders holding a product; the lists'
 * filters narrow the orders. Thirty orders written straight into the table (an hour apart from
 * 2026-03-01 Moscow time), each with a line of product 1, 2 or 3 (every fifth with two products),
 * and five bouquet-only orders that are no product's.
 */
describe('admin products: their orders a page at a time', () => {
  const ctx = useTestApp({ customers: ['klara'], admin: true, env: { RATE_LIMIT_SCALE: '20' } });
  const db = () => ctx.t.app.get(DataSource);
  const get = (url: string) => ctx.api.request('GET', url, { token: ctx.tokens.admin });

  const insertOrders = async (from: number, to: number, withProduct: boolean): Promise<void> => {
    const orders: { id: number; g: number }[] = await db().query(
      `INSERT INTO orders (user_id, status, delivery_type, goods_total_kopecks, full_name, delivery_phone, email, city, delivery_address_full,
                           delivery_date, delivery_slot, contact_submitted_at, created_at, holds_reservation)
       SELECT u.id, (ARRAY['pending', 'confirmed', 'canceled'])[1 + g % 3], (ARRAY['pickup', 'moscow', 'yandex'])[1 + g % 3], 100000,
              'Покупатель ' || g, '+7 (916) 000-00-' || lpad(g::text, 2, '0'), 'buyer' || g || '@example.ru', 'Москва', 'ул. Арбат, ' || g,
              date '2026-04-01' + (g % 10), '10:00-13:00', now(), timestamptz '2026-03-01 00:00+03' + g * interval '1 hour', false
         FROM generate_series($1::integer, $2::integer) AS g CROSS JOIN (SELECT id FROM users WHERE username = 'klara') AS u
        ORDER BY g
       RETURNING id, (regexp_replace(full_name, '\\D', '', 'g'))::integer AS g`,
      [from, to],
    );
    for (const { id, g } of orders) {
      const products = withProduct ? [1 + (g % 3), ...(g % 5 === 0 ? [4] : [])] : [];
      for (const product of products)
        await db().query(
          `INSERT INTO order_lines (order_id, line_key, product_id, title, unit_price_kopecks, quantity) VALUES ($1, 'product:' || $2, $2::integer, 'Товар', 100000, 1)`,
          [id, product],
        );
      if (!withProduct)
        await db().query(`INSERT INTO order_lines (order_id, line_key, title, unit_price_kopecks, quantity) VALUES ($1, 'bouquet:1x3', 'Букет', 100000, 1)`, [
          id,
        ]);
    }
  };

  /** The orders holding a product, newest first, as the list must walk them; `where` narrows them further. */
  const expected = async (where = 'true'): Promise<number[]> =>
    (
      (await db().query(
        `SELECT o.id FROM orders o WHERE o.deleted_at IS NULL AND ${where}
            AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NOT NULL)
          ORDER BY o.created_at DESC, o.id DESC`,
      )) as { id: number }[]
    ).map((row) => row.id);

  /** Every page from `url` on: the orders in the order they came, the products of each page, the totals. */
  const walk = async (url: string) => {
    const orders: number[] = [];
    const pages: ProductWithOrders[][] = [];
    const totals: string[] = [];
    let next: string | null = url;
    while (next) {
      const res = await get(next);
      expect(res.statusCode).toBe(200);
      const products = res.json() as ProductWithOrders[];
      pages.push(products);
      totals.push(String(res.headers['x-total-count']));
      // An order with two products is one order of the page, named by both.
      orders.push(...new Set(products.flatMap((product) => product.orders.map((order) => order.order_id))));
      const link = res.headers.link as string | undefined;
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
    }
    return { orders, pages, totals };
  };

  beforeAll(async () => {
    await insertOrders(1, 30, true);
    await insertOrders(31, 35, false);
  });

  it('answers every product on the first page and the first 50 orders by default, the count of orders holding a product in X-Total-Count', async () => {
    const [{ products }] = await db().query(`SELECT count(*)::integer AS products FROM products`);
    const res = await get('/api/admin/products');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(products);
    expect(res.headers['x-total-count']).toBe(String((await expected()).length));
  });

  it('walks the orders page by page newest first, none twice and none missed, a next page carrying only its orders’ products', async () => {
    const all = await expected();
    const { orders, pages, totals } = await walk('/api/admin/products?limit=7');
    expect(orders.sort((a, b) => b - a)).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(totals)).toEqual(new Set([String(all.length)]));
    expect(pages.length).toBe(Math.ceil(all.length / 7));
    for (const page of pages.slice(1)) expect(page.every((product) => product.orders.length > 0)).toBe(true);
    const [first] = pages;
    expect(new Set(first.flatMap((product) => product.orders.map((order) => order.order_id)))).toEqual(new Set(all.slice(0, 7)));
  });

  it('narrows the orders by the lists’ filters and keeps them in the Link header', async () => {
    // Within a page the orders come grouped by product; the pages themselves follow the list's order.
    const byNumber = (ids: number[]) => [...ids].sort((a, b) => b - a);
    const ordersOf = async (query: string) => byNumber((await walk(`/api/admin/products?limit=4&${query}`)).orders);
    expect(await ordersOf('status=canceled')).toEqual(byNumber(await expected(`status = 'canceled'`)));
    expect(await ordersOf('delivery_type=moscow')).toEqual(byNumber(await expected(`delivery_type = 'moscow'`)));
    expect(await ordersOf(`q=${encodeURIComponent('покупатель 2')}`)).toEqual(byNumber(await expected(`full_name LIKE 'Покупатель 2%'`)));
    expect(await ordersOf(`q=${encodeURIComponent('+7 916 000-00-07')}`)).toEqual(byNumber(await expected(`full_name = 'Покупатель 7'`)));
    expect(await ordersOf('from=2026-03-01&to=2026-03-01')).toEqual(byNumber(await expected(`created_at < timestamptz '2026-03-02 00:00+03'`)));
    expect(await ordersOf('date_field=delivery&from=2026-04-03&to=2026-04-03')).toEqual(byNumber(await expected(`delivery_date = '2026-04-03'`)));
    const link = (await get('/api/admin/products?limit=2&status=pending')).headers.link as string;
    expect(Object.fromEntries(new URL(/^<([^>]+)>/.exec(link)![1], 'http://x').searchParams)).toEqual({
      limit: '2',
      status: 'pending',
      cursor: expect.any(String),
    });
  });

  it('answers 400 in Russian for a bad limit or cursor', async () => {
    for (const limit of ['0', '201', 'abc']) {
      const res = await get(`/api/admin/products?limit=${limit}`);
      expect([limit, res.statusCode, res.json()]).toEqual([limit, 400, { error: 'Размер страницы — целое число от 1 до 200' }]);
    }
    const res = await get('/api/admin/products?cursor=abc');
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'Неверный курсор страницы' }]);
  });
});
