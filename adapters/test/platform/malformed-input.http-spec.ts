import { useTestApp } from '../support/test-context';

const RUSSIAN = /[А-Яа-яЁё]/;

describe('malformed requests get a Russian 4xx, never a 5xx', () => {
  const ctx = useTestApp({ customers: ['mark'], admin: true });
  const raw = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: string, headers: Record<string, string> = {}, token = ctx.tokens.mark) =>
    ctx.t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers } });
  const expectRefused = (answer: { statusCode: number; json(): { error?: unknown } }, status: number, error?: string) => {
    expect(answer.statusCode).toBe(status);
    const body = answer.json();
    expect(typeof body.error).toBe('string');
    expect(body.error).toMatch(RUSSIAN);
    if (error) expect(body.error).toBe(error);
  };

  it('refuses JSON nested 5 000 levels deep, and any deeper than 64', async () => {
    expectRefused(await raw('POST', '/api/cart/add', `${'['.repeat(5000)}${']'.repeat(5000)}`), 400, 'Слишком глубокая вложенность данных');
    const deep = `{"product_id":1,"quantity":1,"x":${'{"a":'.repeat(70)}1${'}'.repeat(70)}}`;
    expectRefused(await raw('POST', '/api/cart/add', deep), 400, 'Слишком глубокая вложенность данных');
  });

  it('refuses NUL bytes and lone surrogates in bodies, paths and queries', async () => {
    const body = (name: string) => JSON.stringify({ email: 'x@example.ru', username: name, password: 'Зелень-2025' });
    expectRefused(await raw('POST', '/api/auth/register', body('nul\u0000name')), 400, 'Текст содержит недопустимые символы');
    expectRefused(await raw('POST', '/api/auth/register', body('half\ud800')), 400, 'Текст содержит недопустимые символы');
    expectRefused(await raw('POST', '/api/auth/register', '{"email":"a@b.ru","username":"x\\udc00y","password":"Зелень-2025"}'), 400);
    expectRefused(await raw('GET', '/api/admin/receipt/pay%00ment', undefined, {}, ctx.tokens.admin), 400, 'Текст содержит недопустимые символы');
    expectRefused(await raw('GET', '/api/products?category=pl%00ants'), 400);
  });

  it('refuses a body that is not a JSON object, in Russian', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null', '{"product_id": 1,}']) expectRefused(await raw('POST', '/api/cart/add', payload), 400);
  });

  it('answers ids beyond 2^31−1, zero, negative or fractional with 404 in the path and 400 in a body', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', '1.5', 'abc', '1e10']) {
      expectRefused(await raw('GET', `/api/products/${id}`), 404);
      expectRefused(await raw('GET', `/api/payment/order/${id}`), 404);
    }
    for (const product_id of [2147483648, 1e20, -1, 0, 1.5, '1', true])
      expectRefused(await raw('POST', '/api/cart/add', JSON.stringify({ product_id, quantity: 1 })), 400);
    expectRefused(
      await raw('POST', '/api/admin/approve-order', JSON.stringify({ order_id: 2147483648, delivery_price: 1 }), {}, ctx.tokens.admin),
      404,
      'Заказ не найден',
    );
  });

  it('refuses a delivery price that is not a number or is beyond the limit, in Russian', async () => {
    for (const delivery_price of [true, { a: 1 }, [1], 21474837, 1e30]) {
      expectRefused(await raw('POST', '/api/admin/approve-order', JSON.stringify({ order_id: 1, delivery_price }), {}, ctx.tokens.admin), 400);
    }
  });

  it('answers a broken upload with 400, 413 or 415', async () => {
    const upload = (headers: Record<string, string>, payload: string) => raw('POST', '/api/admin/uploads', payload, headers, ctx.tokens.admin);
    const noBoundary = await upload({ 'content-type': 'multipart/form-data' }, 'whatever');
    expect([400, 415]).toContain(noBoundary.statusCode);
    expectRefused(noBoundary, noBoundary.statusCode);
    const garbage = await upload({ 'content-type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\nbroken');
    expect([400, 415]).toContain(garbage.statusCode);
    expectRefused(garbage, garbage.statusCode);
  });
});
