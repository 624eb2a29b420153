import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenPayload } from './jwt-access-tokens';
import type { AuthenticatedUser } from './authenticated-user';

/** Bearer access tokens: signature and expiry checked; the user id becomes request.user. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(secret: string) {
    // jsonwebtoken takes a KeyObject as it is; given a string it first tries to parse it as a
    // public key and throws, on every request (a tenth of a cart add's CPU). The typings only
    // name strings and buffers.
    const key = createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer;
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: key, algorithms: ['HS256'], ignoreExpiration: false });
  }

  validate(payload: AccessTokenPayload): AuthenticatedUser {
    return { id: payload.sub };
  }
}
