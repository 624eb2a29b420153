import { JwtService } from '@nestjs/jwt';
import { AccessTokenSubject } from './access-token-subject';
import { VerifiedTokens } from './verified-tokens';

describe('AccessTokenSubject', () => {
  const SECRET = 'a-secret-of-at-least-thirty-two-characters';
  const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256', expiresIn: 900 } });
  const bearer = (token: string) => `Bearer ${token}`;

  it('names the account of a correctly signed token and verifies it once while it is valid', () => {
    const verified = new VerifiedTokens();
    const subject = new AccessTokenSubject(jwt, SECRET, verified);
    const verify = jest.spyOn(jwt, 'verify');
    const token = jwt.sign({ sub: 7, role: 'user' });

    expect(subject.of(bearer(token))).toBe(7);
    expect(subject.of(bearer(token))).toBe(7);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verified.payloadOf(token)).toMatchObject({ sub: 7 });
    verify.mockRestore();
  });

  it('takes a token the guards verified without verifying it again, and not once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-12-06T10:00:00Z') });
    try {
      const verified = new VerifiedTokens();
      const subject = new AccessTokenSubject(jwt, SECRET, verified);
      const token = jwt.sign({ sub: 8, role: 'user' });
      verified.remember(token, jwt.verify(token));
      const verify = jest.spyOn(jwt, 'verify');

      expect(subject.of(bearer(token))).toBe(8);
      expect(verify).not.toHaveBeenCalled();
      jest.setSystemTime(new Date('2026-12-06T10:15:01Z'));
      expect(subject.of(bearer(token))).toBeUndefined();
      verify.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names nobody for a forged, foreign or absent token, nor for one whose subject is no account id', () => {
    const subject = new AccessTokenSubject(jwt, SECRET, new VerifiedTokens());
    const [header, payload] = jwt.sign({ sub: 7, role: 'user' }).split('.');
    const foreign = new JwtService({ secret: 'another-secret-of-thirty-two-characters' }).sign({ sub: 7, role: 'user' });

    expect(subject.of(bearer(`${header}.${payload}.${'A'.repeat(43)}`))).toBeUndefined();
    expect(subject.of(bearer(foreign))).toBeUndefined();
    expect(subject.of(undefined)).toBeUndefined();
    expect(subject.of(jwt.sign({ sub: 7 }))).toBeUndefined();
    expect(subject.of(bearer(jwt.sign({ sub: '7', role: 'user' })))).toBeUndefined();
  });
});
