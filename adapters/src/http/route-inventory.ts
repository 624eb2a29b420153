import { HttpStatus, RequestMethod, type CanActivate, type INestApplicationContext, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { StaffPermission } from '@shop/domain';
import { PUBLIC_ACCESS, routeAccess, staffPermissionOf, type RouteAccess } from '../security/access.decorators';

/** One route of the running app, as Nest's router holds it. */
export interface RouteDescription {
  readonly method: keyof typeof RequestMethod;
  /** Nest's spelling: '/api/orders/:orderId/photo-response'. */
  readonly path: string;
  readonly controller: Type;
  readonly handler: string;
  /** Class guards first, then the handler's, in the order Nest runs them. */
  readonly guards: readonly Type<CanActivate>[];
  /** Who may call it, from its guards and @Public(). */
  readonly access: RouteAccess;
  /** What work an admin route is (who of the staff may call it); undefined for any other route. */
  readonly permission?: StaffPermission;
  /** The class of the @Body() parameter, when the handler takes one. */
  readonly body?: Type;
  /** The status of a success (@HttpCode, else Nest's default: 201 for POST, 200 otherwise). */
  readonly status: number;
}

interface RouteArgument {
  readonly index: number;
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '/']);

function bodyType(controller: Type, handler: string): Type | undefined {
  const args: Record<string, RouteArgument> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
  const key = Object.keys(args).find((name) => name.split(':')[0] === String(RouteParamtypes.BODY));
  if (key === undefined) return undefined;
  const types: Type[] = Reflect.getMetadata('design:paramtypes', controller.prototype, handler) ?? [];
  return types[args[key].index];
}

/**
 * Every route of the app's controllers, read from the same metadata Nest's router is built from:
 * the OpenAPI document and the authorization tests enumerate routes here, not from a list.
 */
export function routeInventory(app: INestApplicationContext): RouteDescription[] {
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) controllers.add(wrapper.metatype as Type);
  }
  const scanner = new MetadataScanner();
  return [...controllers].flatMap((controller) =>
    scanner.getAllMethodNames(controller.prototype).flatMap((handler) => {
      const target = controller.prototype[handler] as object;
      const requestMethod: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, target);
      if (requestMethod === undefined || Reflect.getMetadata(PATH_METADATA, target) === undefined) return [];
      const method = RequestMethod[requestMethod] as keyof typeof RequestMethod;
      const guards = [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, target) ?? [])];
      const markedPublic = Boolean(Reflect.getMetadata(PUBLIC_ACCESS, target) ?? Reflect.getMetadata(PUBLIC_ACCESS, controller));
      const access = routeAccess(guards, markedPublic);
      const permission = access === 'admin' ? staffPermissionOf(controller, target) : undefined;
      const status = Reflect.getMetadata(HTTP_CODE_METADATA, target) ?? (method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
      const body = bodyType(controller, handler);
      return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((prefix) =>
        asList(Reflect.getMetadata(PATH_METADATA, target)).map((path) => ({
          method,
          path: joinPath(prefix, path),
          controller,
          handler,
          guards,
          access,
          permission,
          body,
          status,
        })),
      );
    }),
  );
}

/** The OpenAPI spelling of a Nest path: '/api/orders/{orderId}/photo-response'. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
