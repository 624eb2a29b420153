import { err, firstError, ok, validateRegistrationForm, type Result, type UserDto, ACCOUNT_ERRORS, type AccountError } from '@shop/domain';
import { PasswordHasher } from '../password-hasher.port';
import { toUserDto } from '../user.record';
import { UserRepository } from '../user.repository.port';

export interface RegisterUserInput {
  readonly email: string;
  readonly username: string;
  readonly password: string;
}

export class RegisterUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: RegisterUserInput): Promise<Result<UserDto, AccountError>> {
    const email = input.email.trim().toLowerCase();
    const username = input.username.trim();
    const problem = firstError(validateRegistrationForm({ email, username, password: input.password, confirmPassword: input.password }));
    if (problem) return err(ACCOUNT_ERRORS.invalidInput(problem));

    const created = await this.users.create({ email, username, passwordHash: await this.hasher.hash(input.password) });
    if ('taken' in created) return err(created.taken === 'email' ? ACCOUNT_ERRORS.emailTaken : ACCOUNT_ERRORS.usernameTaken);
    return ok(toUserDto(created));
  }
}
