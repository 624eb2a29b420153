import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestApp } from '../support/test-context';

describe('JSON answers made per request, compressed', () => {
  const ctx = useTestApp({ admin: true, customers: ['anna'] });

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    ctx.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

  it('sends a large one as the client accepts it: brotli, else gzip, else as it is', async () => {
    const plain = await get('/api/admin/products', ctx.tokens.admin);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await get('/api/admin/products', ctx.tokens.admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['cache-control']]).toEqual(['br', plain.headers.vary, 'no-store']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));

    const gzip = await get('/api/admin/products', ctx.tokens.admin, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small one, and an error, as it is', async () => {
    const count = await get('/api/cart/count', ctx.tokens.anna, { 'accept-encoding': 'br' });
    expect([count.statusCode, count.headers['content-encoding'], count.json()]).toEqual([200, undefined, { count: 0 }]);
    const refused = await get('/api/admin/products', ctx.tokens.anna, { 'accept-encoding': 'br' });
    expect([refused.statusCode, refused.headers['content-encoding']]).toEqual([403, undefined]);
    expect(refused.json()).toHaveProperty('error');
  });

  it('leaves a streamed export as it is', async () => {
    const csv = await get('/api/admin/exports/orders.csv', ctx.tokens.admin, { 'accept-encoding': 'br' });
    expect([csv.statusCode, csv.headers['content-encoding']]).toEqual([200, undefined]);
    expect(csv.payload.startsWith('\uFEFF')).toBe(true);
  });
});
