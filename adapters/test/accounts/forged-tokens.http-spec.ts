import { sign } from 'jsonwebtoken';
import { useTestApp } from '../support/test-context';

describe('access tokens that are correctly signed but say nothing true', () => {
  const ctx = useTestApp({ customers: ['nina'], admin: true });
  const profile = (token: string) => ctx.api.request('GET', '/api/profile', { token });
  const forged = (payload: Record<string, unknown>) => sign(payload, ctx.t.config.jwtSecret as string, { algorithm: 'HS256', expiresIn: 600 });

  it("accepts only a positive whole 'sub' of an existing account with a known role; anything else is no caller (401)", async () => {
    const nina = (await profile(ctx.tokens.nina)).json().user;
    expect((await profile(forged({ sub: nina.id, role: 'user' }))).statusCode).toBe(200);
    for (const payload of [
      { role: 'admin' },
      { sub: null, role: 'admin' },
      { sub: String(nina.id), role: 'user' },
      { sub: 0, role: 'admin' },
      { sub: -1, role: 'admin' },
      { sub: 1.5, role: 'admin' },
      { sub: 2 ** 31, role: 'admin' },
      { sub: 1e300, role: 'admin' },
      { sub: { id: 1 }, role: 'admin' },
      { sub: 987654, role: 'user' },
      { sub: nina.id, role: 'owner' },
      { sub: nina.id },
    ]) {
      const answer = await profile(forged(payload));
      expect({ payload, status: answer.statusCode, body: answer.json() }).toEqual({ payload, status: 401, body: { error: 'Требуется авторизация' } });
    }
  });

  it("never lets a customer's token act as the admin, whatever its role claims", async () => {
    const nina = (await profile(ctx.tokens.nina)).json().user;
    expect((await ctx.api.request('GET', '/api/admin/orders', { token: forged({ sub: nina.id, role: 'admin' }) })).statusCode).toBe(403);
    expect((await ctx.api.request('GET', '/api/admin/orders', { token: ctx.tokens.admin })).statusCode).toBe(200);
  });

  it('refuses a token it accepted before once it has expired, and one whose signature differs by a character', async () => {
    const nina = (await profile(ctx.tokens.nina)).json().user;
    const token = forged({ sub: nina.id, role: 'user' });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
    const other = token.at(-5) === 'A' ? 'B' : 'A';
    expect((await profile(`${token.slice(0, -5)}${other}${token.slice(-4)}`)).statusCode).toBe(401);
    const expired = Date.now() + 601_000;
    jest.spyOn(Date, 'now').mockReturnValue(expired);
    try {
      expect((await profile(token)).json()).toEqual({ error: 'Требуется авторизация' });
    } finally {
      jest.restoreAllMocks();
    }
  });
});
