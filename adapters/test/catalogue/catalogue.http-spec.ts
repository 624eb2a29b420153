import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import type { FlowerDto, ProductDto } from '@shop/domain';
import { SPEC_PRODUCT_PRICES } from '@shop/domain/testing';
import { CatalogueReadModel } from '@shop/application';
import { CatalogueTypeormReadModel } from '../../src/persistence/catalogue/catalogue.typeorm-read-model';
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
    for (const url of ['/api/products', '/api/products/1', '/api/flowers']) {
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
