import { err, firstError, normalisePhone, ok, validateProfileForm, type Result, type UserDto, ACCOUNT_ERRORS, type AccountError } from '@shop/domain';
import { toUserDto } from '../user.record';
import { UserRepository } from '../user.repository.port';

export interface ProfileInput {
  readonly email: string;
  readonly fullName?: string | null;
  readonly phone?: string | null;
  readonly telegram?: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Saves the caller's own profile (the id comes from the access token, never from the body). */
export class UpdateProfile {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: number, input: ProfileInput): Promise<Result<UserDto, AccountError>> {
    const changes = {
      email: input.email.trim().toLowerCase(),
      fullName: blankToNull(input.fullName),
      phone: blankToNull(input.phone),
      telegram: blankToNull(input.telegram),
    };
    const problem = firstError(validateProfileForm(changes));
    if (problem) return err(ACCOUNT_ERRORS.invalidInput(problem));
    // Stored as '+7XXXXXXXXXX' whichever accepted spelling the customer typed.
    if (changes.phone !== null) changes.phone = normalisePhone(changes.phone);

    const updated = await this.users.updateProfile(userId, changes);
    if (!updated) return err(ACCOUNT_ERRORS.notFound);
    if ('taken' in updated) return err(ACCOUNT_ERRORS.emailTaken);
    return ok(toUserDto(updated));
  }
}
