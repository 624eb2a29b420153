import { ACCOUNT_ERRORS, emailError, err, isStaffRole, ok, type AccountError, type Result } from '@shop/domain';
import { MailRenderer } from '../../mail/mail-content';
import { Mailer } from '../../mail/mailer.port';
import { Clock } from '../../shared/clock.port';
import { SecureTokens } from '../../shared/secure-tokens.port';
import type { AccountSettings } from '../account.settings';
import { PasswordHasher } from '../password-hasher.port';
import { PasswordResetTokenStore } from '../password-reset-token.store.port';
import type { UserRecord } from '../user.record';
import { UserRepository } from '../user.repository.port';
import { staffInvitationMail } from './staff-invitation.mail';
import { StaffRepository, type StaffMember } from './staff.repository.port';

/** How long an invitation's link to set a password lasts: longer than a reset link, since nobody asked for it just now. */
export const STAFF_INVITATION_TTL_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The database's limit of a username (users_username_check). */
const MAX_USERNAME_LENGTH = 64;

/**
 * The owner invites someone to the staff by e-mail: an existing account gets the role, an unknown
 * address a new account with no usable password; either way a one-time link to set a password
 * (the password-reset tokens: the new link revokes older ones) is mailed.
 */
export class InviteStaff {
  constructor(
    private readonly users: UserRepository,
    private readonly staff: StaffRepository,
    private readonly resetTokens: PasswordResetTokenStore,
    private readonly secureTokens: SecureTokens,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly renderer: MailRenderer,
    private readonly clock: Clock,
    private readonly settings: AccountSettings,
  ) {}

  async execute(input: { email: unknown; role: unknown }): Promise<Result<StaffMember, AccountError>> {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    const invalid = emailError(email);
    if (invalid) return err(ACCOUNT_ERRORS.invalidInput(invalid));
    if (!isStaffRole(input.role)) return err(ACCOUNT_ERRORS.staffRoleInvalid);
    const user = (await this.users.findByEmail(email)) ?? (await this.newAccount(email));
    const now = this.clock.now();
    const outcome = await this.staff.assign(user.id, input.role, now);
    if (outcome === 'last-owner') return err(ACCOUNT_ERRORS.lastOwner);
    if (outcome === 'not-staff') return err(ACCOUNT_ERRORS.notFound);
    const token = this.secureTokens.generate();
    await this.resetTokens.replace(user.id, this.secureTokens.hash(token), new Date(now.getTime() + STAFF_INVITATION_TTL_DAYS * DAY_MS), now);
    const url = `${this.settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(await this.renderer.render(staffInvitationMail(user.email, input.role, url, STAFF_INVITATION_TTL_DAYS)));
    return ok((await this.staff.member(user.id)) as StaffMember);
  }

  /** An account for an address nobody registered: its login is the address, its password unknowable until the link sets one. */
  private async newAccount(email: string): Promise<UserRecord> {
    const passwordHash = await this.hasher.hash(this.secureTokens.generate());
    const first = await this.users.create({ email, username: email.slice(0, MAX_USERNAME_LENGTH), passwordHash });
    if (!('taken' in first)) return first;
    // Someone's login happens to be this address (or the address was registered a moment ago).
    const again = await this.users.findByEmail(email);
    if (again) return again;
    const suffix = `-${this.secureTokens.generate().slice(0, 8)}`;
    const second = await this.users.create({ email, username: email.slice(0, MAX_USERNAME_LENGTH - suffix.length) + suffix, passwordHash });
    if ('taken' in second) throw new Error(`no username free for the invited ${email}`);
    return second;
  }
}
