import * as path from 'node:path';
import { jsonLogLines } from '../support/log-lines';
import { multipart, PNG } from '../support/multipart';
import { startS3Bucket, type S3Bucket } from '../support/s3-bucket';
import { useTestApp, type TestContext } from '../support/test-context';

const product = (images: string[]) => ({ title: 'Калатея', description: 'Узорные листья.', category: 'plants', price: 1490, images });
const upload = (ctx: TestContext) => {
  const file = multipart('leaf.png', 'image/png', PNG);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: file.payload,
    headers: { ...file.headers, authorization: `Bearer ${ctx.tokens.admin}` },
  });
};

describe('uploads in an S3-compatible bucket, streamed by the API', () => {
  let bucket: S3Bucket;
  beforeAll(async () => {
    bucket = await startS3Bucket();
  });
  afterAll(() => bucket.stop());
  const ctx = useTestApp({ env: () => bucket.env(), admin: true });

  it('puts the file in the bucket and serves it at /uploads/ for a year, revalidated by ETag', async () => {
    const res = await upload(ctx);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await bucket.objects()).toEqual([path.basename(url)]);

    const served = await ctx.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const created = await ctx.api.request('POST', '/api/admin/products', { token: ctx.tokens.admin, body: product([url, '/images/products/p6-1.svg']) });
    expect(created.statusCode).toBe(201);
    expect((await ctx.api.request('GET', `/api/products/${created.json().product_id}`)).json().images).toEqual([url, '/images/products/p6-1.svg']);
  });

  it('answers 404 in Russian for a name it never gave, without asking the bucket for other keys', async () => {
    for (const name of ['3f1c2a4e-0000-4000-8000-000000000000.png', '..%2F..%2Fetc%2Fpasswd', 'x.html']) {
      const res = await ctx.t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Файл не найден' }]);
    }
  });
});

describe('uploads published at S3_PUBLIC_URL (a CDN in front of the bucket)', () => {
  let bucket: S3Bucket;
  beforeAll(async () => {
    bucket = await startS3Bucket('shop-public');
  });
  afterAll(() => bucket.stop());
  const publicUrl = () => `${bucket.endpoint}/${bucket.bucket}`;
  const ctx = useTestApp({ env: () => bucket.env({ S3_PUBLIC_URL: `${publicUrl()}/` }), admin: true });

  it("gives the file's public address, lets the admin use it and lets pages load pictures from there", async () => {
    const { url } = (await upload(ctx)).json();
    expect(url).toMatch(new RegExp(`^${publicUrl()}/[0-9a-f-]{36}\\.png$`));
    const direct = await fetch(url);
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(PNG)).toBe(true);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const created = await ctx.api.request('POST', '/api/admin/products', { token: ctx.tokens.admin, body: product([url, '/images/products/p6-1.svg']) });
    expect(created.statusCode).toBe(201);
    const outside = await ctx.api.request('POST', '/api/admin/products', {
      token: ctx.tokens.admin,
      body: product([`${bucket.endpoint}/other-bucket/a.png`, '/images/products/p6-1.svg']),
    });
    expect([outside.statusCode, outside.json()]).toEqual([400, { error: 'Изображения загружаются через форму товара; внешние ссылки не принимаются' }]);

    const csp = (await ctx.t.app.inject({ method: 'GET', url: '/api/products' })).headers['content-security-policy'] as string;
    expect(csp).toContain(`img-src 'self' data: ${bucket.endpoint};`);
  });
});

describe('uploads while the bucket does not answer', () => {
  let bucket: S3Bucket;
  beforeAll(async () => {
    bucket = await startS3Bucket();
  });
  const { lines, sink } = jsonLogLines();
  const ctx = useTestApp({ env: () => bucket.env(), admin: true, options: { logDestination: sink } });

  it('answers uploads and reads with 503 in Russian and a time to retry, and logs the failed read', async () => {
    const { url } = (await upload(ctx)).json();
    await bucket.stop();
    const refused = await upload(ctx);
    expect([refused.statusCode, refused.json()]).toEqual([503, { error: 'Хранилище изображений временно недоступно. Попробуйте через минуту.' }]);
    expect(refused.headers['retry-after']).toBe('10');
    const read = await ctx.t.app.inject({ method: 'GET', url });
    expect([read.statusCode, read.json()]).toEqual([503, { error: 'Хранилище изображений временно недоступно. Попробуйте через минуту.' }]);
    expect(lines.find((line) => line.msg === 'an upload could not be read from the storage')).toMatchObject({
      level: 50,
      context: 'Uploads',
      req: { method: 'GET', url },
      err: { type: 'StorageUnavailableError' },
    });
  });
});
