import { DataSource } from 'typeorm';
import { cookieHeader } from '../support/api-client';
import { useTestApp } from '../support/test-context';

describe('refresh tokens: rotation, reuse detection, expiry, logout', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.api.register('boris');
  });

  const refresh = (cookie?: string) => ctx.api.request('POST', '/api/auth/refresh', { cookie });

  it('trades the cookie for a new access token and a rotated cookie', async () => {
    const { cookie } = await ctx.api.login('boris');
    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const rotated = cookieHeader(res.headers['set-cookie']);
    expect(rotated).not.toBe(cookie);
    const profile = await ctx.api.request('GET', '/api/profile', { token: accessToken });
    expect(profile.json().user.username).toBe('boris');
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing at the same moment the same successor', async () => {
    const { cookie } = await ctx.api.login('boris');
    const [first, second] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = cookieHeader(first.headers['set-cookie']);
    expect(cookieHeader(second.headers['set-cookie'])).toBe(successor);
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after the 10 s grace', async () => {
    const { cookie } = await ctx.api.login('boris');
    const next = cookieHeader((await refresh(cookie)).headers['set-cookie']);
    await ctx.t.app
      .get(DataSource)
      .query(`UPDATE refresh_tokens SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL AND revoked_at IS NULL`);
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Сессия истекла. Войдите снова.' });
    // The legitimate successor dies with its family.
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token, a forged one and none at all', async () => {
    const { cookie } = await ctx.api.login('boris');
    await ctx.t.app.get(DataSource).query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE rotated_at IS NULL AND revoked_at IS NULL`);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh('shop_refresh=forged-token')).statusCode).toBe(401);
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Сессия истекла. Войдите снова.' });
  });

  it('stores only hashes of refresh tokens', async () => {
    const { cookie } = await ctx.api.login('boris');
    const token = cookie.split('=')[1];
    const rows = await ctx.t.app.get(DataSource).query(`SELECT token_hash FROM refresh_tokens`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toBe(token);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const { cookie } = await ctx.api.login('boris');
    const res = await ctx.api.request('POST', '/api/auth/logout', { cookie });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/shop_refresh=;/);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses a missing, malformed or tampered access token with 401', async () => {
    const { token } = await ctx.api.login('boris');
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 1, role: 'admin' })).toString('base64url');
    for (const bad of [undefined, 'garbage', `${header}.${forgedPayload}.${signature}`]) {
      const res = await ctx.api.request('GET', '/api/profile', { token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Требуется авторизация' });
    }
    expect(payload).toBeDefined();
  });
});
