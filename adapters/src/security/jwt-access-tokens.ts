import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccessTokens } from '@shop/application';
import type { UserRole } from '@shop/domain';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** What an access token carries; the role is a hint for the UI, never trusted for admin calls. */
export interface AccessTokenPayload {
  sub: number;
  role: UserRole;
}

@Injectable()
export class JwtAccessTokens extends AccessTokens {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(subject: { userId: number; role: UserRole }): Promise<string> {
    const payload: AccessTokenPayload = { sub: subject.userId, role: subject.role };
    return this.jwt.signAsync(payload);
  }
}
