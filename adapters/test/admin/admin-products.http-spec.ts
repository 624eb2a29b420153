import { DataSource } from 'typeorm';
import { multipart, PNG } from '../support/multipart';
import { useTestApp } from '../support/test-context';

describe('admin product management and image uploads', () => {
  const ctx = useTestApp({ admin: true });

  const upload = (file: { payload: Buffer; headers: Record<string, string> }) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${ctx.tokens.admin}` },
    });
  const product = (images: string[]) => ({ title: 'Фиттония микс', description: 'Яркие листья в прожилках.', category: 'plants', price: 950.5, images });

  it('stores an uploaded image and serves it', async () => {
    const res = await upload(multipart('leaf.png', 'image/png', PNG));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
    expect((await ctx.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': served.headers.etag as string } })).statusCode).toBe(304);
    const missing = await ctx.t.app.inject({ method: 'GET', url: '/uploads/3f1c2a4e-0000-4000-8000-000000000000.png' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Файл не найден' }]);
  });

  it('refuses a file that is not an image, whatever it claims, and one over 5 MB', async () => {
    const fake = await upload(multipart('evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ error: 'Загрузите изображение в формате JPEG, PNG или WebP' });
    const huge = await upload(multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)])));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Изображение должно быть не больше 5 МБ' });
    const none = await ctx.api.request('POST', '/api/admin/uploads', { token: ctx.tokens.admin, body: { file: 'x' } });
    expect(none.statusCode).toBe(415);
  });

  it('creates a product that appears in the catalogue, with an audit record', async () => {
    const { url } = (await upload(multipart('a.png', 'image/png', PNG))).json();
    const res = await ctx.api.request('POST', '/api/admin/products', { token: ctx.tokens.admin, body: product([url, '/images/products/p6-1.svg']) });
    expect(res.statusCode).toBe(201);
    const { product_id } = res.json();
    expect(product_id).toBeGreaterThan(11);
    const shown = (await ctx.api.request('GET', `/api/products/${product_id}`)).json();
    expect(shown).toMatchObject({ title: 'Фиттония микс', price: 950.5, category: 'plants', images: [url, '/images/products/p6-1.svg'] });
    const [audit] = await ctx.t.app.get(DataSource).query(`SELECT action FROM audit_log WHERE entity = 'product' AND entity_id = $1`, [String(product_id)]);
    expect(audit.action).toBe('product.created');
  });

  it.each([
    [product(['/images/products/p6-1.svg']), 'У товара должно быть от 2 до 10 изображений'],
    [product(['https://evil.example/x.png', '/images/products/p6-1.svg']), 'Изображения загружаются через форму товара; внешние ссылки не принимаются'],
    [product(['/uploads/../../etc/passwd.png', '/images/products/p6-1.svg']), 'Изображения загружаются через форму товара; внешние ссылки не принимаются'],
    [{ ...product(['/images/products/p6-1.svg', '/images/products/p6-2.svg']), category: 'cacti' }, 'Неизвестная категория товара'],
    [{ ...product(['/images/products/p6-1.svg', '/images/products/p6-2.svg']), title: ' ' }, 'Укажите название товара'],
    [{ ...product(['/images/products/p6-1.svg', '/images/products/p6-2.svg']), price: 10.555 }, 'Цена — число в рублях, не больше двух знаков после запятой'],
  ])('refuses an invalid product %#', async (body, message) => {
    const res = await ctx.api.request('POST', '/api/admin/products', { token: ctx.tokens.admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('edits a price without touching the lines of existing orders, and hides and shows a product', async () => {
    const customer = (await ctx.api.customer('lena')).token;
    await ctx.api.request('POST', '/api/cart/add', { token: customer, body: { product_id: 7, quantity: 1 } });
    await ctx.api.request('POST', '/api/payment/create', { token: customer, body: { deliveryType: 'pickup', items: [] } });

    const current = (await ctx.api.request('GET', '/api/products/7')).json();
    const edit = await ctx.api.request('PUT', '/api/admin/products/7', {
      token: ctx.tokens.admin,
      body: { title: current.title, description: current.description, category: current.category, price: 990, images: current.images },
    });
    expect(edit.statusCode).toBe(200);
    expect((await ctx.api.request('GET', '/api/products/7')).json().price).toBe(990);
    const [order] = (await ctx.api.request('GET', '/api/orders/user', { token: customer })).json();
    expect(order.items[0].price).toBe(700);

    await ctx.api.request('PUT', '/api/admin/products/7/visibility', { token: ctx.tokens.admin, body: { is_visible: false } });
    expect((await ctx.api.request('GET', '/api/products/7')).statusCode).toBe(404);
    const listed = (await ctx.api.request('GET', '/api/admin/products', { token: ctx.tokens.admin }))
      .json()
      .find((p: { product_id: number }) => p.product_id === 7);
    expect(listed).toMatchObject({
      is_visible: false,
      price: 990,
      username: 'lena',
      orders: [expect.objectContaining({ item_price: 700, quantity: 1, username: 'lena' })],
    });
    await ctx.api.request('PUT', '/api/admin/products/7/visibility', { token: ctx.tokens.admin, body: { is_visible: true } });
    expect((await ctx.api.request('GET', '/api/products/7')).statusCode).toBe(200);
    expect((await ctx.api.request('PUT', '/api/admin/products/999/visibility', { token: ctx.tokens.admin, body: { is_visible: true } })).statusCode).toBe(404);
  });
});
