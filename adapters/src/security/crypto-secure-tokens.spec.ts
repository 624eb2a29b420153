import { CryptoSecureTokens } from './crypto-secure-tokens';

describe('CryptoSecureTokens: marks only the server can make', () => {
  const tokens = new CryptoSecureTokens('a-secret-of-at-least-thirty-two-characters');

  it('signs a subject for a purpose, URL-safe, the same every time', () => {
    const mark = tokens.sign('payment-return', '42');
    expect(mark).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.sign('payment-return', '42')).toBe(mark);
    expect(tokens.verify('payment-return', '42', mark)).toBe(true);
  });

  it('refuses a mark of another subject, another purpose, another key, or no mark at all', () => {
    const mark = tokens.sign('payment-return', '42');
    expect(tokens.verify('payment-return', '43', mark)).toBe(false);
    expect(tokens.verify('other-use', '42', mark)).toBe(false);
    expect(new CryptoSecureTokens('another-secret-of-at-least-thirty-two-chars').verify('payment-return', '42', mark)).toBe(false);
    for (const wrong of [undefined, null, 42, '', mark.slice(1), `${mark}x`, ['x']]) expect(tokens.verify('payment-return', '42', wrong)).toBe(false);
  });
});
