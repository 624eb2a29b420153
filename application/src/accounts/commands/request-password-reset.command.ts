import { emailError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { SecureTokens } from '../../shared/secure-tokens.port';
import { MailRenderer } from '../../mail/mail-content';
import { Mailer } from '../../mail/mailer.port';
import type { AccountSettings } from '../account.settings';
import { PasswordResetTokenStore } from '../password-reset-token.store.port';
import { passwordResetMail } from '../password-reset.mail';
import { UserRepository } from '../user.repository.port';

/**
 * Sends a single-use reset link when the e-mail has an account; the new link revokes the older
 * ones. The answer comes before any lookup, the same and as fast either way, so the call reveals
 * nothing about which e-mails are registered; the lookup and the mail follow in the background.
 */
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly resetTokens: PasswordResetTokenStore,
    private readonly secureTokens: SecureTokens,
    private readonly mailer: Mailer,
    private readonly renderer: MailRenderer,
    private readonly clock: Clock,
    private readonly settings: AccountSettings,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** The Russian validation message for a malformed e-mail, otherwise null (and the link is on its way if there is an account). */
  execute(email: string): string | null {
    const invalid = emailError(email);
    if (invalid) return invalid;
    void this.sendLink(email.trim().toLowerCase()).catch(this.onFailure);
    return null;
  }

  private async sendLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const now = this.clock.now();
    const token = this.secureTokens.generate();
    await this.resetTokens.replace(user.id, this.secureTokens.hash(token), new Date(now.getTime() + this.settings.resetTokenTtlMs), now);
    const url = `${this.settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(await this.renderer.render(passwordResetMail(user.email, url)));
  }
}
