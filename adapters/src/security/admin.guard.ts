import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { UserRepository } from '@shop/application';
import { ApiError } from '../http/api-error';
import type { AuthenticatedUser } from './authenticated-user';

/** After JwtAuthGuard: the caller must be an admin according to the database, not the token. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly users: UserRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    const account = user ? await this.users.findById(user.id) : null;
    if (account?.role !== 'admin') throw new ApiError(HttpStatus.FORBIDDEN, 'Доступ запрещён');
    return true;
  }
}
