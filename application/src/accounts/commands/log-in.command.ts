import { err, ok, type Result, type UserRole, ACCOUNT_ERRORS, type AccountError } from '@shop/domain';
import { Clock } from '../../shared/clock.port';
import { PasswordHasher } from '../password-hasher.port';
import type { IssuedSession, SessionIssuer } from '../session-issuer.service';
import { UserRepository } from '../user.repository.port';

export interface LogInResult extends IssuedSession {
  readonly userId: number;
  readonly role: UserRole;
}

export class LogIn {
  /** Verified against when the identifier is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: { identifier: string; password: string }): Promise<Result<LogInResult, AccountError>> {
    const found = await this.users.findCredentials(input.identifier.trim());
    if (!found) {
      this.dummyHash ??= this.hasher.hash('no-such-account-password');
      await this.hasher.verify(await this.dummyHash, input.password);
      return err(ACCOUNT_ERRORS.invalidCredentials);
    }
    if (!(await this.hasher.verify(found.passwordHash, input.password))) return err(ACCOUNT_ERRORS.invalidCredentials);

    const { user } = found;
    await this.users.recordLogin(user.id, this.clock.now());
    const session = await this.sessions.startSession(user.id, user.role);
    return ok({ ...session, userId: user.id, role: user.role });
  }
}
