import { Clock } from '../../shared/clock.port';
import { SecureTokens } from '../../shared/secure-tokens.port';
import { RefreshTokenStore } from '../refresh-token.store.port';

/** Ends the sign-in the refresh token belongs to (its whole family). */
export class LogOut {
  constructor(
    private readonly refreshTokens: RefreshTokenStore,
    private readonly secureTokens: SecureTokens,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.refreshTokens.revokeFamily(this.secureTokens.hash(refreshToken), this.clock.now());
  }
}
