import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { buildOpenApiDocument } from './openapi.document';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The files of the installed swagger-ui-dist the page needs; nothing else of the package is served. */
const SWAGGER_UI_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/**
 * Swagger UI's start, as a file of its own: the shop's Content-Security-Policy allows scripts and
 * styles from 'self' only, so the page has no inline script or style (which Nest's SwaggerModule
 * page has) and the policy stays the same for this page as for every other.
 */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '${OPENAPI_JSON_PATH}',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
});
`;

const PAGE = `<!DOCTYPE html>
<html lang="ru">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Зелёный уголок — API</title>
  <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
  <link rel="stylesheet" href="${API_DOCS_PATH}/index.css">
  <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
  <script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const swaggerUiFolder = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * GET /api/openapi.json (the document, built from the app once, on the first request) and the
 * reference page GET /api/docs with its files from the installed swagger-ui-dist: no CDN.
 * Plain Fastify routes, not controllers: they are about the API, not part of it.
 */
export function serveApiDocs(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  let document: string | undefined;
  fastify.get(OPENAPI_JSON_PATH, (_request, reply) => {
    try {
      document ??= JSON.stringify(buildOpenApiDocument(app));
    } catch (error) {
      new Logger('OpenAPI').error({ msg: 'the OpenAPI document cannot be built', err: error });
      void reply.status(500).header('cache-control', 'no-store').send({ error: 'Описание API временно недоступно' });
      return;
    }
    void reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  fastify.get(API_DOCS_PATH, (_request, reply) => {
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  });
  fastify.get(`${API_DOCS_PATH}/init.js`, (_request, reply) => {
    void reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT_SCRIPT);
  });
  const files = new Map<string, Buffer>();
  for (const [file, type] of Object.entries(SWAGGER_UI_FILES)) {
    fastify.get(`${API_DOCS_PATH}/${file}`, (_request, reply) => {
      if (!files.has(file)) files.set(file, readFileSync(path.join(swaggerUiFolder(), file)));
      void reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(files.get(file));
    });
  }
}
