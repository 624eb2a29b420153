import { RATE_LIMITS, type RateLimitedAction } from '../../src/http/rate-limits';
import { useTestApp } from '../support/test-context';

describe('rate limits on the account endpoints', () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  beforeAll(async () => {
    await ctx.api.register('egor');
  });

  const TOO_MANY = { error: 'Слишком много запросов. Попробуйте позже.' };

  it("stops a stranger guessing the owner's password after 10 tries from their address, and never locks the owner out", async () => {
    const attempt = (ip: string, password = 'wrong-password') => ctx.api.request('POST', '/api/auth/login', { ip, body: { identifier: 'EGOR', password } });
    for (let i = 0; i < 10; i++) expect((await attempt('10.0.0.66')).statusCode).toBe(401);
    const blocked = await attempt('10.0.0.66');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after-login-account-at-ip'] ?? blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from the stranger's address waits too; from the owner's it signs in.
    expect((await attempt('10.0.0.66', 'Зелень-2025')).statusCode).toBe(429);
    expect((await attempt('10.0.1.2', 'Зелень-2025')).statusCode).toBe(200);
    expect((await attempt('10.0.1.3')).statusCode).toBe(401);
  });

  it('stops one address trying many accounts after 30 logins', async () => {
    const attempt = (n: number) => ctx.api.request('POST', '/api/auth/login', { ip: '10.9.9.9', body: { identifier: `user${n}`, password: 'x-password' } });
    for (let n = 0; n < 30; n++) expect((await attempt(n)).statusCode).toBe(401);
    expect((await attempt(31)).statusCode).toBe(429);
  });

  it('limits forgot-password per e-mail from one address (another address still asks) and registration per address', async () => {
    const forgot = (ip: string) => ctx.api.request('POST', '/api/auth/forgot-password', { ip, body: { email: 'egor@example.ru' } });
    for (let i = 0; i < 3; i++) expect((await forgot('10.1.0.1')).statusCode).toBe(200);
    expect((await forgot('10.1.0.1')).statusCode).toBe(429);
    expect((await forgot('10.1.0.2')).statusCode).toBe(200);

    const register = (n: number) =>
      ctx.api.request('POST', '/api/auth/register', { ip: '10.2.0.1', body: { email: `r${n}@example.ru`, username: `reg${n}`, password: 'Зелень-2025' } });
    for (let n = 0; n < 10; n++) expect((await register(n)).statusCode).toBe(201);
    expect((await register(10)).statusCode).toBe(429);
  });

  it('limits reset attempts per token from one address, and per address', async () => {
    const reset = (ip: string, token = 'guessed-token') =>
      ctx.api.request('POST', '/api/auth/reset-password', { ip, body: { token, password: 'Новый-пароль-1' } });
    for (let i = 0; i < 5; i++) expect((await reset('10.3.0.1')).statusCode).toBe(400);
    expect((await reset('10.3.0.1')).statusCode).toBe(429);
    for (let i = 0; i < 20; i++) expect((await reset('10.3.0.2', `token-${i}`)).statusCode).toBe(400);
    expect((await reset('10.3.0.2', 'token-21')).statusCode).toBe(429);
  });

  it('limits the public payment-outcome lookup per address: 60 a minute, then 429', async () => {
    const ask = (ip: string) => ctx.api.request('GET', '/api/payment/outcome?order=1&check=guessed', { ip });
    for (let i = 0; i < 60; i++) expect((await ask('10.4.0.1')).statusCode).toBe(404);
    const blocked = await ask('10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await ask('10.4.0.2')).statusCode).toBe(404);
  });
});

describe("rate limits on every customer's writes", () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '1' }, customers: ['vera', 'gleb'] });
  type Call = readonly [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown];

  // One call per route; a refused one (an unknown order, an empty cart) counts like any other.
  const ROUTES: readonly (readonly [RateLimitedAction, Call])[] = [
    ['cart', ['POST', '/api/cart/add', { product_id: 1, quantity: 1 }]],
    ['cart', ['POST', '/api/cart/add-bouquet', { items: [{ product_id: 301, quantity: 1 }] }]],
    ['cart', ['PUT', '/api/cart/1', { quantity: 1 }]],
    ['cart', ['DELETE', '/api/cart/remove/999999']],
    ['cart', ['DELETE', '/api/cart/clear']],
    ['checkout', ['POST', '/api/payment/create', { deliveryType: 'pickup', delivery_address_full: '', items: [] }]],
    ['order-contact', ['POST', '/api/delivery/update-contact', { orderId: 999999 }]],
    ['order-contact', ['POST', '/api/delivery/yandex-calc', { orderId: 999999 }]],
    ['photo-answer', ['POST', '/api/orders/999999/photo-response', { approved: true }]],
    ['payment-start', ['POST', '/api/payment/start-payment', { orderId: 999999 }]],
    ['profile', ['PUT', '/api/profile', { email: 'not-an-email' }]],
    ['cookie-consent', ['POST', '/api/cookies/consent', { accepted: true, analytics: false, marketing: false, preferences: false }]],
  ];

  it('counts each action per customer across its routes and answers 429 with Retry-After and the Russian message over the limit', async () => {
    const actions = [...new Set(ROUTES.map(([action]) => action))];
    for (const action of actions) {
      const calls = ROUTES.filter(([name]) => name === action).map(([, call]) => call);
      const { limit, ttlMs } = RATE_LIMITS[action][0];
      const send = ([method, url, body]: Call, token: string) => ctx.api.request(method, url, { token, body, ip: '10.20.0.1' });
      for (let i = 0; i < limit; i++) expect([action, (await send(calls[i % calls.length], ctx.tokens.vera)).statusCode]).not.toEqual([action, 429]);
      for (const call of calls) {
        const blocked = await send(call, ctx.tokens.vera);
        expect([action, call[1], blocked.statusCode, blocked.json()]).toEqual([action, call[1], 429, { error: 'Слишком много запросов. Попробуйте позже.' }]);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(ttlMs / 1000 + 1);
      }
      // Another customer from the same address is counted on their own.
      expect([action, (await send(calls[0], ctx.tokens.gleb)).statusCode]).not.toEqual([action, 429]);
    }
  });

  it("counts the cookie banner's no-JavaScript form with the cookie choices, per address (the form has no session)", async () => {
    const post = (ip: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/cookie-consent',
        payload: new URLSearchParams({ choice: 'reject', return: '/' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip,
      });
    const { limit } = RATE_LIMITS['cookie-consent'][0];
    for (let i = 0; i < limit - 1; i++) expect((await post('10.21.0.1')).statusCode).toBe(303);
    // The JSON route of the same choice, signed out from that address, takes the last one.
    const body = { accepted: false, analytics: false, marketing: false, preferences: false };
    expect((await ctx.api.request('POST', '/api/cookies/consent', { body, ip: '10.21.0.1' })).statusCode).toBe(204);
    const blocked = await post('10.21.0.1');
    expect([blocked.statusCode, blocked.json()]).toEqual([429, { error: 'Слишком много запросов. Попробуйте позже.' }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('10.21.0.2')).statusCode).toBe(303);
  });
});
