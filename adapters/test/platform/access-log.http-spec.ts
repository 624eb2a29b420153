import { jsonLogLines } from '../support/log-lines';
import { useTestApp } from '../support/test-context';

describe('the access log and private answers', () => {
  const PROXY = '10.10.0.1';
  const { lines, sink } = jsonLogLines();
  const ctx = useTestApp({ options: { logDestination: sink }, customers: ['lev'], env: { TRUST_PROXY: PROXY } });
  const accessLines = () => lines.filter((line) => line.msg === 'request');
  // The line is written in the answer's onResponse hook, just after inject resolves.
  const written = () => new Promise((resolve) => setImmediate(resolve));
  const send = (url: string, headers: Record<string, string>, remoteAddress: string) => ctx.t.app.inject({ method: 'GET', url, headers, remoteAddress });
  const newest = () => accessLines().at(-1) as Record<string, unknown>;

  it('writes one line per API request: client address, method, route, status, duration, request id and the user when known', async () => {
    const profile = await ctx.api.request('GET', '/api/profile', { token: ctx.tokens.lev, ip: '203.0.113.40' });
    const { id } = profile.json().user;
    await ctx.api.request('GET', '/api/orders/42424242/photo-response', { ip: '203.0.113.41' });
    await ctx.api.request('GET', '/api/health');
    await written();

    const [entry] = accessLines().filter((line) => line.route === '/api/profile');
    expect(entry).toMatchObject({
      level: 30,
      ip: '203.0.113.40',
      method: 'GET',
      route: '/api/profile',
      status: 200,
      userId: id,
      reqId: expect.any(String),
      ms: expect.any(Number),
    });
    const unknown = accessLines().find((line) => String(line.route).includes('42424242') || line.status === 404);
    expect(unknown).toMatchObject({ ip: '203.0.113.41', method: 'GET', status: 404 });
    expect(unknown).not.toHaveProperty('userId');
    // Health checks are logged at debug, below this log's level.
    expect(accessLines().some((line) => String(line.route).startsWith('/api/health'))).toBe(false);
    expect(accessLines().filter((line) => line.reqId === entry.reqId)).toHaveLength(1);
    // Like every line written while a request is answered, it names the request (the path without its query).
    expect(entry.req).toEqual({ id: entry.reqId, method: 'GET', url: '/api/profile' });
  });

  it('names the signed-in caller on a public route too, and nobody for a forged or absent token', async () => {
    const profile = await ctx.api.request('GET', '/api/profile', { token: ctx.tokens.lev });
    const { id } = profile.json().user;
    await ctx.api.request('GET', '/api/products?category=plants', { token: ctx.tokens.lev });
    await written();
    expect(newest()).toMatchObject({ route: '/api/products', status: 200, userId: id });

    const [header, payload] = ctx.tokens.lev.split('.');
    await ctx.api.request('GET', '/api/products', { token: `${header}.${payload}.${'A'.repeat(43)}` });
    await written();
    expect(newest()).toMatchObject({ route: '/api/products', status: 200 });
    expect(newest()).not.toHaveProperty('userId');
  });

  it('takes the client address from X-Forwarded-For only when the trusted proxy sent it', async () => {
    await send('/api/products', { 'x-forwarded-for': '198.51.100.9' }, PROXY);
    await written();
    expect(newest()).toMatchObject({ ip: '198.51.100.9', route: '/api/products' });
    await send('/api/products', { 'x-forwarded-for': '198.51.100.10' }, '203.0.113.50');
    await written();
    expect(newest()).toMatchObject({ ip: '203.0.113.50', route: '/api/products' });
  });

  it('keeps tokens, queries and bodies out of every line', async () => {
    const login = await ctx.api.request('POST', '/api/auth/login', { body: { identifier: 'lev', password: 'Зелень-2025' }, ip: '203.0.113.60' });
    await ctx.api.request('GET', '/api/admin/deliveries?date=2026-12-01&token=query-secret-42', { token: ctx.tokens.lev, ip: '203.0.113.60' });
    await written();
    const mine = accessLines().filter((line) => line.ip === '203.0.113.60');
    expect(mine.map((line) => [line.method, line.route, line.status])).toEqual([
      ['POST', '/api/auth/login', 200],
      ['GET', '/api/admin/deliveries', 403],
    ]);
    const text = JSON.stringify(mine);
    for (const secret of ['Зелень-2025', 'query-secret-42', '2026-12-01', ctx.tokens.lev, login.json().token]) expect(text).not.toContain(secret);
  });

  it('marks every answer about a signed-in caller, and every change, no-store; public reads may be kept and revalidated', async () => {
    expect((await ctx.api.request('GET', '/api/profile', { token: ctx.tokens.lev })).headers['cache-control']).toBe('no-store');
    expect((await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.lev })).headers['cache-control']).toBe('no-store');
    expect((await ctx.api.request('POST', '/api/auth/login', { body: { identifier: 'lev', password: 'Зелень-2025' } })).headers['cache-control']).toBe(
      'no-store',
    );
    // The catalogue is the same for everybody: kept, and asked again by its ETag.
    expect((await ctx.api.request('GET', '/api/products')).headers['cache-control']).toBe('no-cache');
    expect((await ctx.api.request('GET', '/api/products', { token: ctx.tokens.lev })).headers['cache-control']).toBe('no-cache');
  });
});
