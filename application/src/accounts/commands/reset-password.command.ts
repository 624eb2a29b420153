import { err, ok, resetPasswordPolicyError, type Result, ACCOUNT_ERRORS, type AccountError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { SecureTokens } from '../../shared/secure-tokens.port';
import { PasswordHasher } from '../password-hasher.port';
import { PasswordResetTokenStore } from '../password-reset-token.store.port';
import { RefreshTokenStore } from '../refresh-token.store.port';
import { UserRepository } from '../user.repository.port';

/** Sets a new password from a reset link, then signs the account out everywhere. */
export class ResetPassword {
  constructor(
    private readonly resetTokens: PasswordResetTokenStore,
    private readonly users: UserRepository,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly hasher: PasswordHasher,
    private readonly secureTokens: SecureTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: { token: string; password: string }): Promise<Result<void, AccountError>> {
    const policy = resetPasswordPolicyError(input.password);
    if (policy) return err(ACCOUNT_ERRORS.invalidInput(policy));
    if (!input.token) return err(ACCOUNT_ERRORS.resetTokenInvalid);

    const now = this.clock.now();
    const userId = await this.resetTokens.consume(this.secureTokens.hash(input.token), now);
    if (userId === null) return err(ACCOUNT_ERRORS.resetTokenInvalid);
    await this.users.setPasswordHash(userId, await this.hasher.hash(input.password));
    await this.refreshTokens.revokeAllOfUser(userId, now);
    return ok(undefined);
  }
}
