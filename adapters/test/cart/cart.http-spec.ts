import { useTestApp } from '../support/test-context';

const TEN_FLOWERS = [
  { product_id: 301, quantity: 5 },
  { product_id: 302, quantity: 3 },
  { product_id: 312, quantity: 2 },
];
// 5 × 250 + 3 × 600 + 2 × 650 = 4 350 ₽

describe('cart API', () => {
  const ctx = useTestApp({ customers: ['anna', 'boris'] });
  afterEach(async () => {
    await ctx.api.request('DELETE', '/api/cart/clear', { token: ctx.tokens.anna });
  });

  const add = (token: string, body: unknown) => ctx.api.request('POST', '/api/cart/add', { token, body });
  const items = async (token: string) => (await ctx.api.request('GET', '/api/cart', { token })).json().items;
  const count = async (token: string) => (await ctx.api.request('GET', '/api/cart/count', { token })).json().count;

  it('adds products one per click and lists them with catalogue titles, prices and images', async () => {
    expect((await add(ctx.tokens.anna, { product_id: 2, quantity: 1 })).json()).toEqual({ success: true, message: 'Товар добавлен в корзину' });
    await add(ctx.tokens.anna, { product_id: 2, quantity: 1 });
    await add(ctx.tokens.anna, { product_id: 6, quantity: 1 });
    expect(await items(ctx.tokens.anna)).toEqual([
      expect.objectContaining({
        product_id: 2,
        title: 'Террариум «Лесная сфера»',
        price: 4500,
        quantity: 2,
        images: expect.arrayContaining(['/images/products/p2-1.webp']),
      }),
      expect.objectContaining({ product_id: 6, price: 700, quantity: 1 }),
    ]);
    expect(await count(ctx.tokens.anna)).toBe(3);
  });

  it.each([
    [{ product_id: 999, quantity: 1 }, 'Товар не найден'],
    [{ product_id: '1', quantity: 1 }, 'Товар не найден'],
    [{ product_id: 8, quantity: 1 }, 'Стоимость этой услуги рассчитывается индивидуально. Свяжитесь с нами, чтобы оформить заказ'],
    [{ product_id: 1, quantity: 1.5 }, 'Количество должно быть целым числом'],
    [{ product_id: 1, quantity: 0 }, 'Количество должно быть целым числом'],
    [{ product_id: 1, quantity: -3 }, 'Количество должно быть целым числом'],
    [{ product_id: 1, quantity: 100 }, 'Можно добавить не более 99 шт. одного товара'],
  ])('refuses %j with 400 %p', async (body, message) => {
    const res = await add(ctx.tokens.anna, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await count(ctx.tokens.anna)).toBe(0);
  });

  it('caps a line at 99 pieces', async () => {
    await add(ctx.tokens.anna, { product_id: 5, quantity: 99 });
    const res = await add(ctx.tokens.anna, { product_id: 5, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Можно добавить не более 99 шт. одного товара' });
    expect(await count(ctx.tokens.anna)).toBe(99);
  });

  it('never loses an add: 50 concurrent adds of one product end with quantity 50', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => add(ctx.tokens.anna, { product_id: 7, quantity: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await items(ctx.tokens.anna)).toEqual([expect.objectContaining({ product_id: 7, quantity: 50 })]);
  });

  it('adds a collected bouquet priced on the server from the flower catalogue', async () => {
    const res = await ctx.api.request('POST', '/api/cart/add-bouquet', {
      token: ctx.tokens.anna,
      body: { items: [...TEN_FLOWERS, { product_id: 301, quantity: 0 }].slice(0, 3) },
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Букет добавлен в корзину' });
    const [bouquet] = await items(ctx.tokens.anna);
    expect(bouquet).toMatchObject({ product_id: 0, title: 'Собранный букет', price: 4350, quantity: 1 });
    expect(bouquet.composition).toEqual([
      { title: 'Роза', quantity: 5, price: 250, images: ['/images/flowers/f301.webp'] },
      { title: 'Пион', quantity: 3, price: 600, images: ['/images/flowers/f302.webp'] },
      { title: 'Ранункулюс', quantity: 2, price: 650, images: ['/images/flowers/f312.webp'] },
    ]);
    await ctx.api.request('POST', '/api/cart/add-bouquet', { token: ctx.tokens.anna, body: { items: [...TEN_FLOWERS].reverse() } });
    expect(await items(ctx.tokens.anna)).toEqual([expect.objectContaining({ title: 'Собранный букет', quantity: 2 })]);
  });

  it.each([
    [{ items: [] }, 'Добавьте цветы в букет'],
    [{ items: [{ product_id: 999, quantity: 1 }] }, 'Такого цветка нет в каталоге'],
    [{ items: [{ product_id: 1, quantity: 1 }] }, 'Такого цветка нет в каталоге'],
    [{ items: [{ product_id: 301, quantity: 0 }] }, 'Количество цветов должно быть целым положительным числом'],
    [{ items: [{ product_id: 301, quantity: 2.5 }] }, 'Количество цветов должно быть целым положительным числом'],
    [{ items: [{ product_id: 301, quantity: 120 }] }, 'В букете может быть не более 99 цветов одного вида'],
    [{ items: 'roses' }, 'Добавьте цветы в букет'],
    [{ items: [null] }, 'Такого цветка нет в каталоге'],
  ])('refuses the bouquet %j with %p', async (body, message) => {
    const res = await ctx.api.request('POST', '/api/cart/add-bouquet', { token: ctx.tokens.anna, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('changes quantities; zero or less removes the line; bouquets are named by composition_id', async () => {
    await add(ctx.tokens.anna, { product_id: 1, quantity: 1 });
    await ctx.api.request('POST', '/api/cart/add-bouquet', { token: ctx.tokens.anna, body: { items: TEN_FLOWERS } });
    expect((await ctx.api.request('PUT', '/api/cart/1', { token: ctx.tokens.anna, body: { quantity: 4 } })).json()).toEqual({ count: 5 });
    const bouquet = (await items(ctx.tokens.anna)).find((i: { product_id: number }) => i.product_id === 0);
    await ctx.api.request('PUT', '/api/cart/0', { token: ctx.tokens.anna, body: { quantity: 3, composition_id: bouquet.id } });
    expect(await count(ctx.tokens.anna)).toBe(7);
    await ctx.api.request('PUT', '/api/cart/1', { token: ctx.tokens.anna, body: { quantity: 0 } });
    await ctx.api.request('PUT', '/api/cart/0', { token: ctx.tokens.anna, body: { quantity: -1, composition_id: bouquet.id } });
    expect(await items(ctx.tokens.anna)).toEqual([]);
    const missing = await ctx.api.request('PUT', '/api/cart/1', { token: ctx.tokens.anna, body: { quantity: 2 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Товар не найден в корзине' });
    expect((await ctx.api.request('PUT', '/api/cart/1', { token: ctx.tokens.anna, body: { quantity: 2.5 } })).statusCode).toBe(400);
  });

  it('removes a line by id and clears the cart', async () => {
    await add(ctx.tokens.anna, { product_id: 1, quantity: 1 });
    await add(ctx.tokens.anna, { product_id: 2, quantity: 1 });
    const [first] = await items(ctx.tokens.anna);
    expect((await ctx.api.request('DELETE', `/api/cart/remove/${first.id}`, { token: ctx.tokens.anna })).json()).toEqual({ count: 1 });
    expect((await ctx.api.request('DELETE', '/api/cart/clear', { token: ctx.tokens.anna })).statusCode).toBe(204);
    expect(await items(ctx.tokens.anna)).toEqual([]);
  });

  it('never shows or changes another customer’s cart', async () => {
    await add(ctx.tokens.boris, { product_id: 3, quantity: 1 });
    const [line] = await items(ctx.tokens.boris);
    expect(await items(ctx.tokens.anna)).toEqual([]);
    expect((await ctx.api.request('DELETE', `/api/cart/remove/${line.id}`, { token: ctx.tokens.anna })).statusCode).toBe(404);
    expect((await ctx.api.request('PUT', '/api/cart/0', { token: ctx.tokens.anna, body: { quantity: 5, composition_id: line.id } })).statusCode).toBe(404);
    await ctx.api.request('DELETE', '/api/cart/clear', { token: ctx.tokens.anna });
    expect(await items(ctx.tokens.boris)).toEqual([expect.objectContaining({ product_id: 3, quantity: 1 })]);
  });
});
