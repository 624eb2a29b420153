import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SecureTokens } from '@shop/application';

export class CryptoSecureTokens extends SecureTokens {
  /** `secret` keys the successors: only the server can tell a refresh token's successor. */
  constructor(private readonly secret: string) {
    super();
  }

  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  /** SHA-256 suffices: the tokens are random 256-bit values, not guessable passwords. */
  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  successor(token: string): string {
    return createHmac('sha256', this.secret).update(`refresh-successor\0${token}`).digest('base64url');
  }

  /** The purpose is part of the signed text, so a mark made for one use never opens another. */
  sign(purpose: string, subject: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\0${subject}`).digest('base64url');
  }

  verify(purpose: string, subject: string, signature: unknown): boolean {
    if (typeof signature !== 'string') return false;
    const expected = Buffer.from(this.sign(purpose, subject));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
