import { CATALOGUE_ERRORS } from '@shop/domain';
import { useTestApp } from '../support/test-context';

describe('the flowers and stock the admin manages', () => {
  const ctx = useTestApp({ admin: true, customers: ['vera'] });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => ctx.api.request(method, url, { token: ctx.tokens.admin, body });
  const refusal = async (answer: Promise<{ statusCode: number; json: () => unknown }>) => {
    const res = await answer;
    return [res.statusCode, res.json()];
  };

  it("lists the spec's 12 flowers, in season and unlimited, then a new one numbered after them", async () => {
    const flowers = (await admin('GET', '/api/admin/flowers')).json();
    expect(flowers).toHaveLength(12);
    expect(flowers[0]).toEqual({ id: 301, title: 'Роза', price: 250, image: '/images/flowers/f301.webp', available: true, stock: null });

    const created = await admin('POST', '/api/admin/flowers', { title: '  Гортензия ', price: 450.5, image: '/images/flowers/f302.svg', stock: 20 });
    expect([created.statusCode, created.json()]).toEqual([
      201,
      { id: 313, title: 'Гортензия', price: 450.5, image: '/images/flowers/f302.svg', available: true, stock: 20 },
    ]);
    expect((await ctx.api.request('GET', '/api/flowers')).json()).toContainEqual(
      expect.objectContaining({ id: 313, title: 'Гортензия', price: 450.5, stock: 20 }),
    );
  });

  it('changes only the fields a PUT names, and answers 404 for a flower that is not there', async () => {
    expect((await admin('PUT', '/api/admin/flowers/302', { price: 700 })).json()).toEqual({
      id: 302,
      title: 'Пион',
      price: 700,
      image: '/images/flowers/f302.webp',
      available: true,
      stock: null,
    });
    expect((await admin('PUT', '/api/admin/flowers/302', { stock: 5, available: false })).json()).toMatchObject({ price: 700, stock: 5, available: false });
    expect((await admin('PUT', '/api/admin/flowers/302', { stock: null, available: true })).json()).toMatchObject({ stock: null, available: true });
    expect(await refusal(admin('PUT', '/api/admin/flowers/9999', { price: 1 }))).toEqual([404, { error: 'Цветок не найден' }]);
    expect(await refusal(admin('PUT', '/api/admin/flowers/abc', { price: 1 }))).toEqual([404, { error: 'Цветок не найден' }]);
  });

  it('refuses a flower without a title, price or picture, a picture from elsewhere and a stock that is no whole count, in Russian', async () => {
    const good = { title: 'Лизиантус', price: 300, image: '/images/flowers/f308.svg' };
    expect(await refusal(admin('POST', '/api/admin/flowers', { ...good, title: '   ' }))).toEqual([400, { error: 'Укажите название цветка' }]);
    expect(await refusal(admin('POST', '/api/admin/flowers', { price: 300, image: good.image }))).toEqual([400, { error: 'Укажите название цветка' }]);
    expect(await refusal(admin('POST', '/api/admin/flowers', { ...good, price: 300.123 }))).toEqual([
      400,
      { error: 'Цена — число в рублях, не больше двух знаков после запятой' },
    ]);
    expect(await refusal(admin('POST', '/api/admin/flowers', { ...good, price: 20_000 }))).toEqual([
      400,
      { error: CATALOGUE_ERRORS.flowerPriceTooHigh.message },
    ]);
    expect(await refusal(admin('POST', '/api/admin/flowers', { ...good, image: 'https://evil.example/x.png' }))).toEqual([
      400,
      { error: 'Изображения загружаются через форму товара; внешние ссылки не принимаются' },
    ]);
    for (const stock of [-1, 1.5, '3']) {
      expect(await refusal(admin('PUT', '/api/admin/flowers/301', { stock }))).toEqual([400, { error: 'Остаток — целое число от 0 или пусто' }]);
    }
    expect((await admin('GET', '/api/admin/flowers')).json()).toHaveLength(13);
  });

  it('is for the admin only', async () => {
    expect((await ctx.api.request('GET', '/api/admin/flowers')).statusCode).toBe(401);
    expect((await ctx.api.request('GET', '/api/admin/flowers', { token: ctx.tokens.vera })).statusCode).toBe(403);
    expect((await ctx.api.request('PUT', '/api/admin/flowers/301', { token: ctx.tokens.vera, body: { price: 1 } })).statusCode).toBe(403);
  });

  it('reads and writes a product’s stock and lead time, keeps them when an edit leaves them out, and refuses bad ones in Russian', async () => {
    const form = {
      title: 'Террариум «Лес»',
      description: 'Ручная работа',
      category: 'terrariums',
      price: 5000,
      images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'],
    };
    const { product_id } = (await admin('POST', '/api/admin/products', { ...form, stock: 3, lead_days: 2 })).json();
    const listed = async () => (await admin('GET', '/api/admin/products')).json().find((p: { product_id: number }) => p.product_id === product_id);
    expect(await listed()).toMatchObject({ stock: 3, lead_days: 2 });
    expect((await ctx.api.request('GET', `/api/products/${product_id}`)).json()).toMatchObject({ stock: 3, lead_days: 2 });

    expect((await admin('PUT', `/api/admin/products/${product_id}`, { ...form, price: 5200 })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ price: 5200, stock: 3, lead_days: 2 });
    expect((await admin('PUT', `/api/admin/products/${product_id}`, { ...form, stock: null, lead_days: 0 })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ stock: null, lead_days: 0 });

    const { product_id: plain } = (await admin('POST', '/api/admin/products', form)).json();
    expect((await ctx.api.request('GET', `/api/products/${plain}`)).json()).toMatchObject({ stock: null, lead_days: 0 });

    for (const stock of [-1, 2.5]) {
      expect(await refusal(admin('PUT', `/api/admin/products/${product_id}`, { ...form, stock }))).toEqual([
        400,
        { error: 'Остаток — целое число от 0 или пусто' },
      ]);
    }
    for (const lead_days of [-1, 31, 1.5, null]) {
      expect(await refusal(admin('PUT', `/api/admin/products/${product_id}`, { ...form, lead_days }))).toEqual([
        400,
        { error: 'Срок изготовления — целое число дней от 0 до 30' },
      ]);
    }
  });
});
