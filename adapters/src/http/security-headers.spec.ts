import Fastify from 'fastify';
import { addSecurityHeaders, securityHeaders, securityHeadersByAddress } from './security-headers';

describe('securityHeaders', () => {
  const csp = (upgrade: [] | null) =>
    securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'cdn.example'], upgradeInsecureRequests: upgrade } },
    });

  it("gives helmet's headers, lower-cased, with the configured policy", () => {
    const headers = csp(null);
    expect(headers['content-security-policy']).toContain("script-src 'self' cdn.example;");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('asks browsers to upgrade insecure requests only when configured to', () => {
    expect(csp([])['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe('addSecurityHeaders', () => {
  it('gives pages and API answers every header, and files only those that apply to files', async () => {
    const fastify = Fastify();
    addSecurityHeaders(fastify, securityHeadersByAddress({}));
    fastify.get('/*', async () => 'ok');
    const page = await fastify.inject({ url: '/products/plants' });
    const api = await fastify.inject({ url: '/api/products.json' });
    const script = await fastify.inject({ url: '/static/js/main.0123abcd.js' });
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(
      Object.keys(script.headers)
        .filter((name) => securityHeaders({})[name] !== undefined)
        .sort(),
    ).toEqual(['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options']);
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('lets other origins show uploaded pictures and the site images (a mail client, a link preview)', async () => {
    const fastify = Fastify();
    addSecurityHeaders(fastify, securityHeadersByAddress({}));
    fastify.get('/*', async () => 'ok');
    for (const url of ['/uploads/0b7f3c2e-9a1d-4c55-8e21-5f6a7b8c9d0e.jpg', '/images/mail-logo.png']) {
      const answer = await fastify.inject({ url });
      expect([url, answer.headers['cross-origin-resource-policy'], answer.headers['x-content-type-options']]).toEqual([url, 'cross-origin', 'nosniff']);
    }
    expect((await fastify.inject({ url: '/uploads/' })).headers['content-security-policy']).toBeDefined();
  });
});

describe('addSecurityHeaders with a policy of its own for pages', () => {
  it("gives the shop's pages their policy and the API, its reference page included, the strict one", async () => {
    const fastify = Fastify();
    const policy = (scriptSrc: string[]) => ({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc } } });
    addSecurityHeaders(fastify, securityHeadersByAddress(policy(["'self'"]), policy(["'self'", 'https://widgets.example'])));
    fastify.get('/*', async () => 'ok');
    for (const [url, scripts] of [
      ['/', "script-src 'self' https://widgets.example"],
      ['/product/1', "script-src 'self' https://widgets.example"],
      ['/api/products', "script-src 'self'"],
      ['/api/docs', "script-src 'self'"],
    ]) {
      const csp = String((await fastify.inject({ url })).headers['content-security-policy']);
      expect({ url, scripts: /script-src [^;]*/.exec(csp)?.[0] }).toEqual({ url, scripts });
    }
  });
});
