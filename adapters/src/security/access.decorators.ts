import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiErrors } from '../http/openapi/api.decorators';
import { AdminGuard } from './admin.guard';
import { JwtAuthGuard } from './jwt-auth.guard';
import { OptionalJwtAuthGuard } from './optional-jwt-auth.guard';

/**
 * Who may call a route, said once for Nest and for the OpenAPI document alike: the guards and the
 * document's security requirement and 401/403 answers come from the same decorator.
 */

/** A signed-in caller: a valid bearer access token, else 401. */
export const SignedIn = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiErrors(401));

/** An admin: a valid token (401) and the admin role in the database (403). */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth(), ApiErrors(401, 403));

/** Anyone; a valid token, when sent, names the caller (an invalid one is ignored, never refused). */
export const SignedInIfTokenSent = () => applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiSecurity({}), ApiBearerAuth());
