import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecureTokens } from '@shop/application';

@Injectable()
export class CryptoSecureTokens extends SecureTokens {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  /** SHA-256 suffices: the tokens are random 256-bit values, not guessable passwords. */
  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
