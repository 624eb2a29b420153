import { DataSource } from 'typeorm';
import { fakeWebRoot } from '../support/fake-web-root';
import { multipart, PNG } from '../support/multipart';
import { paidOrder, placeOrder } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

const NOT_FOUND = { error: 'Заказ не найден' };

describe('reviews of delivered orders: the owner writes once, the admin moderates, the product page shows them', () => {
  const ctx = useTestApp({
    env: { SERVE_FRONTENDS: 'true', WEB_ROOT: fakeWebRoot(), PUBLIC_URL: 'https://shop.example', RATE_LIMIT_SCALE: '20' },
    customers: ['anna', 'boris'],
    admin: true,
  });
  let db: DataSource;
  beforeAll(() => {
    db = ctx.t.app.get(DataSource);
  });

  const review = (orderId: number, body: unknown, token = ctx.tokens.anna) => ctx.api.request('POST', `/api/orders/${orderId}/review`, { token, body });
  const photo = (orderId: number, token = ctx.tokens.anna) => {
    const file = multipart('bouquet.png', 'image/png', PNG);
    return ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review/photo`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}` },
    });
  };
  const admin = (method: 'GET' | 'PUT', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  /** A paid order of product 2 (as Anna signs at checkout: «Петрова Анна»), taken along its route to the last stage. */
  const handedOver = async (token = ctx.tokens.anna, courier = true): Promise<number> => {
    const orderId = await paidOrder(ctx, token, { courier, product: { id: 2, quantity: 1 } });
    for (const stage of courier ? ['assembling', 'ready', 'out_for_delivery', 'delivered'] : ['assembling', 'ready', 'picked_up']) {
      const moved = await ctx.api.request('POST', `/api/admin/orders/${orderId}/fulfilment`, { token: ctx.tokens.admin, body: { stage } });
      expect(moved.statusCode).toBe(200);
    }
    return orderId;
  };
  const productPageLd = async (productId: number) => {
    const page = await ctx.t.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(page.statusCode).toBe(200);
    return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}');
  };

  it('takes the owner’s review of a delivered order once, pending, and shows it in their reviews', async () => {
    const orderId = await handedOver();
    const written = await review(orderId, { rating: 5, text: '  Свежий и очень красивый букет  ' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      order_id: orderId,
      rating: 5,
      text: 'Свежий и очень красивый букет',
      photo: null,
      status: 'pending',
      status_label: 'На проверке',
    });
    const again = await review(orderId, { rating: 1 });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { error: 'Вы уже оставили отзыв на этот заказ' } });
    const mine = await ctx.api.request('GET', '/api/orders/reviews', { token: ctx.tokens.anna });
    expect(mine.json().map((r: { order_id: number }) => r.order_id)).toEqual([orderId]);
    expect((await ctx.api.request('GET', '/api/orders/reviews', { token: ctx.tokens.boris })).json()).toEqual([]);
  });

  it('stores one review when the owner sends two at once', async () => {
    const orderId = await handedOver(ctx.tokens.anna, false);
    const answers = await Promise.all([review(orderId, { rating: 4 }), review(orderId, { rating: 3 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await db.query(`SELECT count(*)::int AS n FROM reviews WHERE order_id = $1`, [orderId])).toEqual([{ n: 1 }]);
  });

  it('answers a stranger 404 «Заказ не найден», as for an order that does not exist, and stores nothing', async () => {
    const orderId = await handedOver();
    for (const orderOf of [orderId, 2147483647]) {
      const answers = [await review(orderOf, { rating: 5 }, ctx.tokens.boris), await photo(orderOf, ctx.tokens.boris)];
      expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
        [404, NOT_FOUND],
        [404, NOT_FOUND],
      ]);
    }
    expect(await db.query(`SELECT count(*)::int AS n FROM reviews WHERE order_id = $1`, [orderId])).toEqual([{ n: 0 }]);
  });

  it('refuses before the order is in the customer’s hands, and a bad rating or a long text, with the reason', async () => {
    const pending = await placeOrder(ctx, ctx.tokens.anna);
    const paid = await paidOrder(ctx, ctx.tokens.anna);
    const notYet = { status: 409, body: { error: 'Отзыв можно оставить после получения заказа' } };
    for (const orderId of [pending, paid]) {
      const answer = await review(orderId, { rating: 5 });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual(notYet);
    }
    const delivered = await handedOver();
    for (const [body, error] of [
      [{ rating: 0 }, 'Оценка — от 1 до 5'],
      [{ rating: 6 }, 'Оценка — от 1 до 5'],
      [{ rating: 4.5 }, 'Оценка — от 1 до 5'],
      [{ rating: '5' }, 'Оценка — от 1 до 5'],
      [{ text: 'Без оценки' }, 'Оценка — от 1 до 5'],
      [{ rating: 5, text: 'а'.repeat(1001) }, 'Отзыв — не длиннее 1 000 символов'],
    ] as const) {
      const answer = await review(delivered, body);
      expect({ body, status: answer.statusCode, answer: answer.json() }).toEqual({ body, status: 400, answer: { error } });
    }
    expect((await review(delivered, { rating: 5, text: 'я'.repeat(1000) })).statusCode).toBe(201);
  });

  it('takes a photo to the pending review, and none once the admin has moderated it', async () => {
    const orderId = await handedOver();
    const before = await photo(orderId);
    expect({ status: before.statusCode, body: before.json() }).toEqual({ status: 409, body: { error: 'Сначала оставьте отзыв, затем добавьте к нему фото' } });
    const { id } = (await review(orderId, { rating: 5, text: 'Вот он' })).json();
    const added = await photo(orderId);
    expect(added.statusCode).toBe(200);
    expect(added.json().photo).toMatch(/^\/uploads\/.+\.png$/);
    expect((await ctx.t.app.inject({ method: 'GET', url: added.json().photo })).statusCode).toBe(200);
    await admin('PUT', `/api/admin/reviews/${id}`, { status: 'hidden' });
    const late = await photo(orderId);
    expect({ status: late.statusCode, body: late.json() }).toEqual({ status: 409, body: { error: 'Фото можно добавить, пока отзыв на проверке' } });
  });

  it('lets the admin publish and hide a review, recorded in the audit log, and the product page shows exactly the published ones', async () => {
    await db.query(`UPDATE reviews SET status = 'hidden'`);
    const orderId = await handedOver();
    const { id } = (await review(orderId, { rating: 4, text: 'Доставили вовремя' })).json();

    const pendingList = await admin('GET', '/api/admin/reviews?status=pending');
    expect(pendingList.headers['x-total-count']).toBe('1');
    expect(pendingList.json()).toEqual([
      expect.objectContaining({
        id,
        order_id: orderId,
        author: 'Анна П.',
        customer_email: expect.any(String),
        products: [{ id: 2, title: expect.any(String) }],
        moderated_at: null,
      }),
    ]);
    expect(await ctx.api.request('GET', '/api/products/2/reviews')).toMatchObject({ statusCode: 200 });
    expect((await ctx.api.request('GET', '/api/products/2/reviews')).json()).toEqual({ rating: null, count: 0, reviews: [] });
    expect(await productPageLd(2)).not.toHaveProperty('aggregateRating');

    const published = await admin('PUT', `/api/admin/reviews/${id}`, { status: 'published' });
    expect(published.json()).toMatchObject({ id, status: 'published', status_label: 'Опубликован', moderated_at: expect.any(String) });
    const shown = (await ctx.api.request('GET', '/api/products/2/reviews')).json();
    expect(shown).toEqual({
      rating: 4,
      count: 1,
      reviews: [{ rating: 4, text: 'Доставили вовремя', author: 'Анна П.', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), photo: null }],
    });
    expect(await productPageLd(2)).toMatchObject({
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
      review: [{ '@type': 'Review', author: { name: 'Анна П.' }, reviewBody: 'Доставили вовремя', reviewRating: { ratingValue: 4 } }],
    });
    // Only the products of the reviewed order.
    expect((await ctx.api.request('GET', '/api/products/1/reviews')).json()).toMatchObject({ count: 0 });

    await admin('PUT', `/api/admin/reviews/${id}`, { status: 'hidden' });
    expect((await ctx.api.request('GET', '/api/products/2/reviews')).json()).toMatchObject({ count: 0 });
    expect(await productPageLd(2)).not.toHaveProperty('review');
    expect(
      await db.query(`SELECT action, actor_user_id IS NOT NULL AS by_admin FROM audit_log WHERE entity = 'review' AND entity_id = $1 ORDER BY id`, [
        String(id),
      ]),
    ).toEqual([
      { action: 'review.published', by_admin: true },
      { action: 'review.hidden', by_admin: true },
    ]);
    expect((await admin('GET', '/api/admin/reviews?status=hidden')).json().map((r: { id: number }) => r.id)).toContain(id);
  });

  it('pages the admin’s list and refuses a bad filter, a bad status and an unknown review', async () => {
    const all = await admin('GET', '/api/admin/reviews?limit=2');
    expect(all.json()).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(String(all.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await admin('GET', next as string);
    expect(second.json().map((r: { id: number }) => r.id)).not.toContain(all.json()[0].id);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(2);
    for (const [url, body, error] of [
      ['/api/admin/reviews?status=lost', undefined, 'Статус отзыва — pending, published или hidden'],
      ['/api/admin/reviews/1', { status: 'pending' }, 'Статус отзыва — published или hidden'],
    ] as const) {
      const answer = await admin(body ? 'PUT' : 'GET', url, body);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { error } });
    }
    const missing = await admin('PUT', '/api/admin/reviews/2147483647', { status: 'published' });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { error: 'Отзыв не найден' } });
    const unknownProduct = await ctx.api.request('GET', '/api/products/2147483647/reviews');
    expect({ status: unknownProduct.statusCode, body: unknownProduct.json() }).toEqual({ status: 404, body: { error: 'Товар не найден' } });
  });
});
