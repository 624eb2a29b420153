import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  let now = 1_000_000_000_000;
  const tokens = () => new VerifiedTokens(() => now);

  it('gives back what a remembered token said until its expiry, and nothing from then on', () => {
    const verified = tokens();
    const payload = { sub: 7, role: 'user', exp: now / 1000 + 60 };
    verified.remember('a.b.c', payload);
    expect(verified.payloadOf('a.b.c')).toEqual(payload);
    now += 59_999;
    expect(verified.payloadOf('a.b.c')).toEqual(payload);
    now += 1;
    expect(verified.payloadOf('a.b.c')).toBeUndefined();
    now -= 10_000;
    expect(verified.payloadOf('a.b.c')).toBeUndefined();
  });

  it('knows only the exact strings it was given, and none without an expiry', () => {
    const verified = tokens();
    verified.remember('a.b.c', { sub: 7, role: 'user', exp: now / 1000 + 60 });
    verified.remember('d.e.f', { sub: 8, role: 'user' });
    expect(verified.payloadOf('a.b.C')).toBeUndefined();
    expect(verified.payloadOf('a.b.c ')).toBeUndefined();
    expect(verified.payloadOf('d.e.f')).toBeUndefined();
  });

  it('keeps at most ten thousand, starting over past that', () => {
    const verified = tokens();
    for (let n = 0; n <= 10_000; n++) verified.remember(`t${n}`, { sub: n + 1, role: 'user', exp: now / 1000 + 60 });
    expect(verified.payloadOf('t0')).toBeUndefined();
    expect(verified.payloadOf('t10000')).toBeDefined();
  });
});
