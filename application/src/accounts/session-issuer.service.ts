import type { UserRole } from '@shop/domain';
import { Clock } from '../shared/clock.port';
import { SecureTokens } from '../shared/secure-tokens.port';
import { AccessTokens } from './access-tokens.port';
import type { AccountSettings } from './account.settings';
import { RefreshTokenStore } from './refresh-token.store.port';

export interface IssuedSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly refreshExpiresAt: Date;
}

/** Hands out the pair a signed-in client holds: an access JWT and a refresh token of a new family. */
export class SessionIssuer {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly secureTokens: SecureTokens,
    private readonly clock: Clock,
    private readonly settings: AccountSettings,
  ) {}

  async startSession(userId: number, role: UserRole): Promise<IssuedSession> {
    const refreshToken = this.secureTokens.generate();
    const refreshExpiresAt = new Date(this.clock.now().getTime() + this.settings.refreshTokenTtlMs);
    await this.refreshTokens.issue(userId, this.secureTokens.hash(refreshToken), refreshExpiresAt);
    return { accessToken: await this.accessTokens.issue({ userId, role }), refreshToken, refreshExpiresAt };
  }
}
