import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { isEntityId } from '@shop/domain';

const BEARER = 'Bearer ';

/**
 * The account a bearer access token names when it is correctly signed and unexpired, without
 * asking the database: who sent a request to a route that does not authenticate its caller
 * (the catalogue, say), for the access log. Never a basis for access: the guards decide that.
 */
export class AccessTokenSubject {
  // A KeyObject, as in JwtStrategy: jsonwebtoken given a string first tries to parse it as a public key.
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    secret: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string;
  }

  of(authorization: unknown): number | undefined {
    if (typeof authorization !== 'string' || !authorization.startsWith(BEARER)) return undefined;
    try {
      const { sub } = this.jwt.verify<{ sub?: unknown }>(authorization.slice(BEARER.length), { secret: this.key, algorithms: ['HS256'] });
      return isEntityId(sub) ? sub : undefined;
    } catch {
      return undefined;
    }
  }
}
