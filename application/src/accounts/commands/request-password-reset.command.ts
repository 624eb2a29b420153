import { emailError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { SecureTokens } from '../../shared/secure-tokens.port';
import { Mailer } from '../../mail/mailer.port';
import type { AccountSettings } from '../account.settings';
import { PasswordResetTokenStore } from '../password-reset-token.store.port';
import { passwordResetMail } from '../password-reset.mail';
import { UserRepository } from '../user.repository.port';

/**
 * Sends a single-use reset link when the e-mail has an account. The caller answers the same
 * either way, so the call reveals nothing about which e-mails are registered.
 */
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly resetTokens: PasswordResetTokenStore,
    private readonly secureTokens: SecureTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly settings: AccountSettings,
  ) {}

  /** The Russian validation message for a malformed e-mail, otherwise null. */
  async execute(email: string): Promise<string | null> {
    const invalid = emailError(email);
    if (invalid) return invalid;
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    if (!user) return null;

    const token = this.secureTokens.generate();
    const expiresAt = new Date(this.clock.now().getTime() + this.settings.resetTokenTtlMs);
    await this.resetTokens.save(user.id, this.secureTokens.hash(token), expiresAt);
    const url = `${this.settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(passwordResetMail(user.email, url));
    return null;
  }
}
