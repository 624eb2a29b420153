import { err, ok, type Result, type UserDto, ACCOUNT_ERRORS, type AccountError } from '@shop/domain';
import { toUserDto } from '../user.record';
import { UserRepository } from '../user.repository.port';

export class GetProfile {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: number): Promise<Result<UserDto, AccountError>> {
    const user = await this.users.findById(userId);
    return user ? ok(toUserDto(user)) : err(ACCOUNT_ERRORS.notFound);
  }
}
