import { Writable } from 'node:stream';
import { useTestApp } from '../support/test-context';

describe('the access log and private answers', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n').map((line) => JSON.parse(line))), done()) });
  const ctx = useTestApp({ options: { logDestination: sink }, customers: ['lev'] });
  const accessLines = () => lines.filter((line) => line.msg === 'request');

  it('writes one line per API request: method, route, status, duration, request id and the user when known', async () => {
    const profile = await ctx.api.request('GET', '/api/profile', { token: ctx.tokens.lev });
    const { id } = profile.json().user;
    await ctx.api.request('GET', '/api/orders/42424242/photo-response');
    await ctx.api.request('GET', '/api/health');
    await new Promise((resolve) => setImmediate(resolve));

    const [entry] = accessLines().filter((line) => line.route === '/api/profile');
    expect(entry).toMatchObject({ level: 30, method: 'GET', route: '/api/profile', status: 200, userId: id, reqId: expect.any(String), ms: expect.any(Number) });
    const unknown = accessLines().find((line) => String(line.route).includes('42424242') || line.status === 404);
    expect(unknown).toMatchObject({ method: 'GET', status: 404 });
    expect(unknown).not.toHaveProperty('userId');
    // Health checks are logged at debug, below this log's level.
    expect(accessLines().some((line) => String(line.route).startsWith('/api/health'))).toBe(false);
    expect(accessLines().filter((line) => line.reqId === entry.reqId)).toHaveLength(1);
  });

  it('marks every answer about a signed-in caller, and every change, no-store; leaves public reads alone', async () => {
    expect((await ctx.api.request('GET', '/api/profile', { token: ctx.tokens.lev })).headers['cache-control']).toBe('no-store');
    expect((await ctx.api.request('GET', '/api/cart', { token: ctx.tokens.lev })).headers['cache-control']).toBe('no-store');
    expect((await ctx.api.request('POST', '/api/auth/login', { body: { identifier: 'lev', password: 'Зелень-2025' } })).headers['cache-control']).toBe('no-store');
    expect((await ctx.api.request('GET', '/api/products')).headers['cache-control']).toBeUndefined();
  });
});
