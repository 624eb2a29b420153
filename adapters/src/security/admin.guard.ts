import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { UserRepository } from '@shop/application';
import { DEFAULT_STAFF_PERMISSION, isStaff, roleMay, type StaffPermission } from '@shop/domain';
import { ApiError } from '../http/api-error';
import type { AuthenticatedUser } from './authenticated-user';

export const STAFF_PERMISSION = 'shop:staff-permission';

/** The permission an admin route needs: its own @StaffMay(), else the owner's (a new route is the owner's until said otherwise). */
export const requiredPermission = (reflector: Reflector, context: ExecutionContext): StaffPermission =>
  reflector.getAllAndOverride<StaffPermission | undefined>(STAFF_PERMISSION, [context.getHandler(), context.getClass()]) ?? DEFAULT_STAFF_PERMISSION;

/**
 * After JwtAuthGuard: the caller must be on the staff according to the database, not the token
 * (403 «Доступ запрещён» for a customer), and their role must allow the route's permission
 * (403 «Недостаточно прав» for a florist on the owner's work).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly users: UserRepository,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    const account = user ? await this.users.findById(user.id) : null;
    if (!isStaff(account?.role)) throw new ApiError(HttpStatus.FORBIDDEN, 'Доступ запрещён');
    if (!roleMay(account?.role, requiredPermission(this.reflector, context))) throw new ApiError(HttpStatus.FORBIDDEN, 'Недостаточно прав');
    return true;
  }
}
