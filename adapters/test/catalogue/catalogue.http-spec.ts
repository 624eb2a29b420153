import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import type { FlowerDto, ProductDto } from '@shop/domain';
import { SPEC_PRODUCT_PRICES } from '@shop/domain/testing';
import { CatalogueReadModel } from '@shop/application';
import { CATALOGUE_CACHE_MS, CatalogueTypeormReadModel } from '../../src/persistence/catalogue/catalogue.typeorm-read-model';
import { seedCatalogue } from '../../src/persistence/seed/catalogue.seeder';
import { useTestApp } from '../support/test-context';

// Spec §3: constructor flowers 301–312 and their prices (the products' are SPEC_PRODUCT_PRICES).
const SPEC_FLOWERS: [number, number][] = [
  [301, 250],
  [302, 600],
  [303, 250],
  [304, 550],
  [305, 350],
  [306, 350],
  [307, 600],
  [308, 250],
  [309, 190],
  [310, 400],
  [311, 750],
  [312, 650],
];

describe('catalogue API', () => {
  const ctx = useTestApp();

  it('lists the 11 seeded products with the spec prices and 2 to 10 images each', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const products = res.json<ProductDto[]>();
    expect(products.map((p) => [p.id, p.category, p.price])).toEqual(SPEC_PRODUCT_PRICES);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(10);
      expect(p.image).toBe(p.images[0]);
      expect(p.title).toMatch(/[А-Яа-яЁё]/);
      expect(p.description).toMatch(/[А-Яа-яЁё]/);
      expect(p.price_from).toBe(p.id === 8);
    }
  });

  it('returns one product by id', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/products/8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 8, category: 'ServiceFlowers', price: 15000, price_from: true });
  });

  it.each(['999', 'abc', '0', '-1', '1.5', '99999999999'])('answers product %s with a Russian 404', async (id) => {
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Товар не найден' });
  });

  it('answers a page of a category in the order asked, with the count of all and the next page in Link', async () => {
    const get = (url: string) => ctx.t.app.inject({ method: 'GET', url });
    const first = await get('/api/products?category=Artificial_plants&sort=price-asc&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json<ProductDto[]>().map((p) => [p.id, p.price])).toEqual([
      [5, 800],
      [4, 1500],
    ]);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe('</api/products?category=Artificial_plants&sort=price-asc&offset=2&limit=2>; rel="next"');

    const ids: number[] = [];
    for (let url: string | null = '/api/products?category=Artificial_plants&sort=price-asc&limit=2'; url;) {
      const page = await get(url);
      ids.push(...page.json<ProductDto[]>().map((p) => p.id));
      url = /^<([^>]+)>; rel="next"$/.exec(String(page.headers.link ?? ''))?.[1] ?? null;
    }
    expect(ids).toEqual([5, 4, 3, 9, 11]);

    // The storefront's first page of a category: everything of it, nothing more to load.
    const plants = await get('/api/products?category=plants');
    expect(plants.json<ProductDto[]>().map((p) => p.id)).toEqual([6, 7, 10]);
    expect([plants.headers['x-total-count'], plants.headers.link]).toEqual(['3', undefined]);
    // A page is revalidated by its ETag like the whole catalogue, its count with it.
    const again = await ctx.t.app.inject({ method: 'GET', url: '/api/products?category=plants', headers: { 'if-none-match': String(plants.headers.etag) } });
    expect([again.statusCode, again.headers['x-total-count']]).toEqual([304, '3']);
    // Past the end: nothing, and still the count.
    const past = await get('/api/products?category=plants&offset=30&limit=7');
    expect([past.json(), past.headers['x-total-count']]).toEqual([[], '3']);
  });

  it.each([
    ['category=flowers', 'Неизвестная категория товара'],
    ['sort=cheap', 'Порядок товаров — price-asc, price-desc или new'],
    ['limit=0', 'Размер страницы — целое число от 1 до 100'],
    ['limit=500', 'Размер страницы — целое число от 1 до 100'],
    ['offset=-3', 'Смещение — целое число от 0'],
    ['category=plants&category=terrariums', 'Неизвестная категория товара'],
  ])('refuses a page asked as ?%s with 400 and the reason in Russian', async (query, error) => {
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('lists the 12 constructor flowers with the spec prices', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/flowers' });
    const flowers = res.json<FlowerDto[]>();
    expect(flowers.map((f) => [f.id, f.price])).toEqual(SPEC_FLOWERS);
    for (const f of flowers) {
      expect(f.title).toMatch(/^[А-ЯЁ][а-яё]/);
      expect(f.image).toMatch(/^\/images\/flowers\//);
    }
  });

  it('answers the catalogue from bytes prepared once per version: an ETag, 304 for it, brotli or gzip as accepted', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx.t.app.inject({ method: 'GET', url, headers });
    for (const url of ['/api/products', '/api/products?category=plants', '/api/products/1', '/api/flowers']) {
      const plain = await get(url);
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect((await get(url)).headers.etag).toBe(etag);
      const revalidated = await get(url, { 'if-none-match': etag });
      expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('changes the ETag with the catalogue', async () => {
    const before = (await ctx.t.app.inject({ method: 'GET', url: '/api/products' })).headers.etag;
    await ctx.t.app.get(DataSource).query(`UPDATE products SET price_kopecks = price_kopecks + 100 WHERE id = 2`);
    (ctx.t.app.get(CatalogueReadModel) as CatalogueTypeormReadModel).forget();
    const after = await ctx.t.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': String(before) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json<ProductDto[]>().find((product) => product.id === 2)?.price).toBe(SPEC_PRODUCT_PRICES.find(([id]) => id === 2)![2] + 1);
    await ctx.t.app.get(DataSource).query(`UPDATE products SET price_kopecks = price_kopecks - 100 WHERE id = 2`);
    (ctx.t.app.get(CatalogueReadModel) as CatalogueTypeormReadModel).forget();
  });

  it('answers a repeat read in front of Fastify (no access-log line due) with the bytes and headers Fastify sent', async () => {
    await ctx.t.app.listen(0, '127.0.0.1');
    const url = await ctx.t.app.getUrl();
    const headersOf = (answer: Response) => Object.fromEntries([...answer.headers].filter(([name]) => name !== 'date'));
    for (const encoding of ['identity', 'br']) {
      const get = () => fetch(`${url}/api/products`, { headers: { 'accept-encoding': encoding } });
      const routed = await get();
      const routedBody = Buffer.from(await routed.arrayBuffer());
      const again = await get();
      expect(Buffer.from(await again.arrayBuffer())).toEqual(routedBody);
      expect(headersOf(again)).toEqual(headersOf(routed));
      expect([again.headers.get('content-security-policy'), again.headers.get('content-length')]).toEqual([
        expect.stringContaining("default-src 'self'"),
        expect.any(String),
      ]);
      const revalidated = await fetch(`${url}/api/products`, { headers: { 'accept-encoding': encoding, 'if-none-match': String(routed.headers.get('etag')) } });
      expect([revalidated.status, revalidated.headers.get('x-frame-options')]).toEqual([304, 'SAMEORIGIN']);
    }
  });

  it('answers a repeat read before routing with the route’s own bytes and headers, until the catalogue is read again', async () => {
    const get = () => ctx.t.app.inject({ method: 'GET', url: '/api/products' });
    const withoutDate = ({ date: _date, ...headers }: Record<string, unknown>) => headers;
    const first = await get();
    const again = await get();
    expect(again.body).toBe(first.body);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    const priceOf2 = (res: { json: <T>() => T }) => res.json<ProductDto[]>().find((product) => product.id === 2)?.price;
    const specPrice = SPEC_PRODUCT_PRICES.find(([id]) => id === 2)![2];
    // Another replica's change: this one sees it once its catalogue cache time has passed, as every page does.
    await ctx.t.app.get(DataSource).query(`UPDATE products SET price_kopecks = price_kopecks + 100 WHERE id = 2`);
    try {
      expect(priceOf2(await get())).toBe(specPrice);
      const later = Date.now() + CATALOGUE_CACHE_MS + 1;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      expect(priceOf2(await get())).toBe(specPrice + 1);
      expect(priceOf2(await get())).toBe(specPrice + 1);
    } finally {
      jest.restoreAllMocks();
      await ctx.t.app.get(DataSource).query(`UPDATE products SET price_kopecks = price_kopecks - 100 WHERE id = 2`);
      (ctx.t.app.get(CatalogueReadModel) as CatalogueTypeormReadModel).forget();
    }
  });

  it('seeds idempotently: a second seeding adds nothing and keeps admin edits', async () => {
    const dataSource = ctx.t.app.get(DataSource);
    await dataSource.query(`UPDATE products SET price_kopecks = 812300 WHERE id = 1`);
    const again = await dataSource.transaction((m) => seedCatalogue(m));
    expect(again).toEqual({ products: 0, flowers: 0 });
    (ctx.t.app.get(CatalogueReadModel) as CatalogueTypeormReadModel).forget();
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/products/1' });
    expect(res.json().price).toBe(8123);
  });
});
