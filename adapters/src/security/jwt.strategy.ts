import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenPayload } from './jwt-access-tokens';
import type { AuthenticatedUser } from './authenticated-user';

export const JWT_STRATEGY_SECRET = Symbol('JWT_STRATEGY_SECRET');

/** Bearer access tokens: signature and expiry checked; the user id becomes request.user. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(secret: string) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: secret, algorithms: ['HS256'], ignoreExpiration: false });
  }

  validate(payload: AccessTokenPayload): AuthenticatedUser {
    return { id: payload.sub };
  }
}
