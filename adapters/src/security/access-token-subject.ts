import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { isEntityId } from '@shop/domain';
import { VerifiedTokens } from './verified-tokens';

const BEARER = 'Bearer ';

/**
 * The account a bearer access token names when it is correctly signed and unexpired, without
 * asking the database: who sent a request to a route that does not authenticate its caller
 * (the catalogue, say), for the access log. Never a basis for access: the guards decide that.
 * A token verified once, here or by the guards (VerifiedTokens), is not verified again before it
 * expires: at the default log level every API call writes its line.
 */
export class AccessTokenSubject {
  // A KeyObject, as in JwtStrategy: jsonwebtoken given a string first tries to parse it as a public key.
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    secret: string,
    private readonly verified: VerifiedTokens,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string;
  }

  of(authorization: unknown): number | undefined {
    if (typeof authorization !== 'string' || !authorization.startsWith(BEARER)) return undefined;
    const token = authorization.slice(BEARER.length);
    const sub = (this.verified.payloadOf(token) ?? this.verify(token))?.sub;
    return isEntityId(sub) ? sub : undefined;
  }

  /** What a correctly signed, unexpired token says, remembered; else undefined. */
  private verify(token: string): Readonly<Record<string, unknown>> | undefined {
    try {
      const payload = this.jwt.verify<Record<string, unknown>>(token, { secret: this.key, algorithms: ['HS256'] });
      this.verified.remember(token, payload);
      return payload;
    } catch {
      return undefined;
    }
  }
}
