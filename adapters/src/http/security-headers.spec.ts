import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  const csp = (upgrade: [] | null) =>
    securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'cdn.example'], upgradeInsecureRequests: upgrade } } });

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
