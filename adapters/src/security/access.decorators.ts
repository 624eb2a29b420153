import { SetMetadata, UseGuards, applyDecorators, type CanActivate, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiSecurity } from '@nestjs/swagger';
import { DEFAULT_STAFF_PERMISSION, type StaffPermission } from '@shop/domain';
import { ApiErrors } from '../http/openapi/api.decorators';
import { AdminGuard, STAFF_PERMISSION } from './admin.guard';
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

/**
 * The back office: a valid token (401), a staff role in the database and one that may do the
 * route's work (403). The work is the owner's (`shop.manage`) unless the route or its controller
 * says @StaffMay(): a route nobody thought about stays closed to the florist.
 */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth(), ApiErrors(401, 403));

/** The staff permission an @AdminOnly() route needs instead of the owner's (domain/src/accounts/staff-permissions.ts). */
export const StaffMay = (permission: StaffPermission) =>
  applyDecorators(SetMetadata(STAFF_PERMISSION, permission), ApiExtension('x-staff-permission', permission));

/** Anyone; a valid token, when sent, names the caller (an invalid one is ignored, never refused). */
export const SignedInIfTokenSent = () => applyDecorators(Public(), UseGuards(OptionalJwtAuthGuard), ApiSecurity({}), ApiBearerAuth());

/** The permission an @AdminOnly() route needs, as the guard reads it (the handler's, else the controller's, else the owner's). */
export const staffPermissionOf = (controller: Type, handler: object): StaffPermission =>
  Reflect.getMetadata(STAFF_PERMISSION, handler) ?? Reflect.getMetadata(STAFF_PERMISSION, controller) ?? DEFAULT_STAFF_PERMISSION;

/** What a route's guards and markers let through: 'undeclared' is a route nobody said anything about. */
export type RouteAccess = 'admin' | 'signed-in' | 'public' | 'undeclared';

export function routeAccess(guards: readonly Type<CanActivate>[], markedPublic: boolean): RouteAccess {
  if (guards.includes(AdminGuard)) return 'admin';
  if (guards.includes(JwtAuthGuard)) return 'signed-in';
  return markedPublic ? 'public' : 'undeclared';
}
