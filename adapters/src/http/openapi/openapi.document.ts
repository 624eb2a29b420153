import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { REFRESH_COOKIE } from '../../accounts/refresh-cookie';
import { routeInventory } from '../route-inventory';
import { ERROR_MEANINGS } from './api.decorators';
import { ERROR, SCHEMAS } from './contract.schemas';
import { describeRequestBody } from './request-schemas';

const DESCRIPTION = [
  'The JSON API of the shop, generated from its controllers.',
  '',
  '- Amounts are roubles (numbers with at most two decimals); the server prices everything.',
  '- A signed-in call sends `Authorization: Bearer <token>` (from `POST /api/auth/login` or `POST /api/auth/refresh`).',
  '  Admin calls also need the admin role, read from the database on every call.',
  '- Every failure is JSON `{ "error": "<Russian text for the person>" }` with its status code.',
  "- Another customer's order, cart line or payment answers 404, exactly as one that does not exist.",
].join('\n');

const MALFORMED_REQUEST =
  'A malformed request: an address that cannot be read, a NUL byte or half a surrogate pair in the path, the query or the body, a body that is no JSON or is nested too deep';

/** Operation ids as `Cart_items`, `AdminOrders_approve`: stable and readable in generated clients. */
const operationId = (controller: string, method: string) => `${controller.replace(/(Http)?Controller$/, '')}_${method}`;

/**
 * The OpenAPI 3 document of the running app: routes, parameters and answers from the controllers'
 * decorators, request bodies from the class-validator DTOs, answers' schemas from the contract.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  for (const route of routeInventory(app)) if (route.body && route.body !== Object) describeRequestBody(route.body);
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.0.3')
    .setTitle('Зелёный уголок — API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The access token of POST /api/auth/login (short-lived; renew with POST /api/auth/refresh)',
    })
    .addCookieAuth(
      REFRESH_COOKIE,
      { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE, description: 'The httpOnly refresh cookie set by login (path /api/auth)' },
      'refresh',
    )
    // Request hardening refuses a malformed request on any route, before the route reads it.
    .addGlobalResponse({ status: 400, description: MALFORMED_REQUEST, schema: ERROR })
    // ApiExceptionFilter answers 503 with Retry-After on any route while the database is unreachable.
    .addGlobalResponse({ status: 503, description: ERROR_MEANINGS[503], schema: ERROR })
    .build();
  return SwaggerModule.createDocument(
    app,
    { ...config, components: { ...config.components, schemas: { ...SCHEMAS.all() } } },
    { operationIdFactory: operationId },
  );
}
