import { useTestApp } from '../support/test-context';

const FORM = { description: 'Ручная работа', category: 'terrariums', images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'] };

describe('repeating an order: its lines back into the cart at today’s prices, and what is gone', () => {
  const ctx = useTestApp({ customers: ['anna', 'boris'], admin: true, env: { RATE_LIMIT_SCALE: '20' } });

  const admin = (method: 'POST' | 'PUT', url: string, body: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const as = (token: string) => ({
    post: (url: string, body?: unknown) => ctx.api.request('POST', url, { token, body }),
    cart: async () =>
      (await ctx.api.request('GET', '/api/cart', { token })).json().items as { product_id: number; title: string; price: number; quantity: number }[],
  });

  it('puts what is still sold into the cart at today’s prices, bouquets from today’s flowers, says what is gone; a stranger gets 404', async () => {
    const forest = (await admin('POST', '/api/admin/products', { ...FORM, title: 'Террариум «Лес»', price: 5000 })).json().product_id;
    const moss = (await admin('POST', '/api/admin/products', { ...FORM, title: 'Мох в банке', price: 1000 })).json().product_id;
    const anna = as(ctx.tokens.anna);
    await anna.post('/api/cart/add', { product_id: forest, quantity: 2 });
    await anna.post('/api/cart/add', { product_id: moss, quantity: 1 });
    await anna.post('/api/cart/add-bouquet', { items: [{ product_id: 301, quantity: 3 }] });
    const placed = await anna.post('/api/payment/create', { deliveryType: 'pickup', delivery_address_full: '' });
    expect(placed.statusCode).toBe(201);
    const orderId: number = placed.json().order_id;
    expect(await anna.cart()).toEqual([]);

    // A year later: the terrarium costs more, the moss is no longer sold, roses cost 300 ₽.
    expect((await admin('PUT', `/api/admin/products/${forest}`, { ...FORM, title: 'Террариум «Лес»', price: 5200 })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/admin/products/${moss}/visibility`, { is_visible: false })).statusCode).toBe(200);
    expect((await admin('PUT', '/api/admin/flowers/301', { price: 300 })).statusCode).toBe(200);

    const stranger = await as(ctx.tokens.boris).post(`/api/orders/${orderId}/repeat`);
    expect({ status: stranger.statusCode, body: stranger.json() }).toEqual({ status: 404, body: { error: 'Заказ не найден' } });
    expect(await as(ctx.tokens.boris).cart()).toEqual([]);

    const repeated = await anna.post(`/api/orders/${orderId}/repeat`);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({
      added: [
        { product_id: forest, title: 'Террариум «Лес»', quantity: 2, price: 5200 },
        { product_id: null, title: 'Собранный букет', quantity: 1, price: 900 },
      ],
      unavailable: [{ title: 'Мох в банке', reason: 'Товара больше нет в продаже' }],
    });
    expect((await anna.cart()).map(({ product_id, price, quantity }) => ({ product_id, price, quantity }))).toEqual([
      { product_id: forest, price: 5200, quantity: 2 },
      { product_id: 0, price: 900, quantity: 1 },
    ]);

    const missing = await anna.post('/api/orders/2147483647/repeat');
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { error: 'Заказ не найден' } });
  });
});
