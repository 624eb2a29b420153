import { useTestApp } from '../support/test-context';

describe('client addresses behind a proxy', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '10.10.0.1', RATE_LIMIT_SCALE: '1' } });
  const register = (n: number, ip: string, forwardedFor: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: { email: `p${n}@example.ru`, username: `proxy_${n}`, password: 'Зелень-2025' },
    });

  it('ignores X-Forwarded-For from an address that is not the proxy: a client cannot choose its own address', async () => {
    for (let n = 0; n < 10; n++) expect((await register(n, '203.0.113.7', `198.51.100.${n}`)).statusCode).toBe(201);
    expect((await register(10, '203.0.113.7', '198.51.100.200')).statusCode).toBe(429);
  });

  it('takes the client address the trusted proxy reports', async () => {
    for (let n = 20; n < 32; n++) expect((await register(n, '10.10.0.1', `198.51.100.${n}`)).statusCode).toBe(201);
  });
});
