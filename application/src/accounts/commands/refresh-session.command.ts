import { err, ok, type Result, ACCOUNT_ERRORS, type AccountError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { SecureTokens } from '../../shared/secure-tokens.port';
import { AccessTokens } from '../access-tokens.port';
import { REFRESH_REUSE_GRACE_MS, type AccountSettings } from '../account.settings';
import { RefreshTokenStore } from '../refresh-token.store.port';
import type { IssuedSession } from '../session-issuer.service';
import { UserRepository } from '../user.repository.port';

/** Trades a refresh token for a new access token and a rotated refresh token (the same one for a repeat within the grace time). */
export class RefreshSession {
  constructor(
    private readonly refreshTokens: RefreshTokenStore,
    private readonly users: UserRepository,
    private readonly accessTokens: AccessTokens,
    private readonly secureTokens: SecureTokens,
    private readonly clock: Clock,
    private readonly settings: AccountSettings,
  ) {}

  async execute(refreshToken: string | undefined): Promise<Result<IssuedSession, AccountError>> {
    if (!refreshToken) return err(ACCOUNT_ERRORS.sessionExpired);
    const now = this.clock.now();
    const successor = this.secureTokens.successor(refreshToken);
    const refreshExpiresAt = new Date(now.getTime() + this.settings.refreshTokenTtlMs);
    const outcome = await this.refreshTokens.rotate(
      this.secureTokens.hash(refreshToken),
      this.secureTokens.hash(successor),
      now,
      refreshExpiresAt,
      REFRESH_REUSE_GRACE_MS,
    );
    if (outcome.kind !== 'rotated') return err(ACCOUNT_ERRORS.sessionExpired);

    // The role is read afresh: a demoted admin's next access token no longer says admin.
    const user = await this.users.findById(outcome.userId);
    if (!user) return err(ACCOUNT_ERRORS.sessionExpired);
    const accessToken = await this.accessTokens.issue({ userId: user.id, role: user.role });
    return ok({ accessToken, refreshToken: successor, refreshExpiresAt });
  }
}
