import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The caller as the access token proves it: an id only (roles are read from the database). */
export interface AuthenticatedUser {
  readonly id: number;
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
