import { SetMetadata, UseGuards, applyDecorators, type CanActivate, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiErrors } from '../http/openapi/api.decorators';
import { AdminGuard } from './admin.guard';
import { JwtAuthGuard } from './jwt-auth.guard';
import { OptionalJwtAuthGuard } from './optional-jwt-auth.guard';

// Who may call a route, said once for Nest and for the OpenAPI document alike: the guards, the
// document's security requirement and its 401/403 answers come from the same decorator.

export const PUBLIC_ACCESS = 'shop:public-access';

/**
 * Open to anyone on purpose. It adds no guard (there is no global one): it is the statement the
 * authorization test asks of every route without @SignedIn() or @AdminOnly(), so a route cannot
 * become public by a forgotten decorator.
 */
export const Public = () => SetMetadata(PUBLIC_ACCESS, true);

/** A signed-in caller: a valid bearer access token, else 401. */
export const SignedIn = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiErrors(401));

/** An admin: a valid token (401) and the admin role in the database (403). */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth(), ApiErrors(401, 403));

/** Anyone; a valid token, when sent, names the caller (an invalid one is ignored, never refused). */
export const SignedInIfTokenSent = () => applyDecorators(Public(), UseGuards(OptionalJwtAuthGuard), ApiSecurity({}), ApiBearerAuth());

/** What a route's guards and markers let through: 'undeclared' is a route nobody said anything about. */
export type RouteAccess = 'admin' | 'signed-in' | 'public' | 'undeclared';

export function routeAccess(guards: readonly Type<CanActivate>[], markedPublic: boolean): RouteAccess {
  if (guards.includes(AdminGuard)) return 'admin';
  if (guards.includes(JwtAuthGuard)) return 'signed-in';
  return markedPublic ? 'public' : 'undeclared';
}
