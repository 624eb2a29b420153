import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { AnswersBeforeRouting } from './http/answers-before-routing';
import { compressJsonAnswers } from './http/compressed-json-answers';
import { serveApiDocs } from './http/openapi/api-docs';
import { keepPrivateAnswersPrivate } from './http/private-answers';
import { hardenRequests } from './http/request-hardening';
import { addSecurityHeaders, securityHeadersByAddress } from './http/security-headers';
import { accessLogged, addAccessLog } from './logging/access-log';
import { AppLogger } from './logging/app-logger';
import { bindRequestsToLogLines } from './logging/request-context';
import { AccessTokenSubject } from './security/access-token-subject';
import { createValidationPipe } from './http/validation.pipe';
import { StoredFiles } from './storage/stored-file';
import { serveUploads } from './storage/uploads.route';
import { serveStaticFrontEnds } from './web/static-files';

/** What every instance of the app gets, in production and in tests alike. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.useLogger(app.get(AppLogger));
  const fastify = app.getHttpAdapter().getInstance();
  bindRequestsToLogLines(fastify);
  const tokenSubject = app.get(AccessTokenSubject);
  addAccessLog(fastify, (authorization) => tokenSubject.of(authorization), config.logLevel);
  keepPrivateAnswersPrivate(fastify);
  compressJsonAnswers(fastify);
  hardenRequests(app);
  await app.register(fastifyCookie);
  // Everything is same-origin: no inline scripts, no third-party scripts or frames; only the shop's
  // pages let in the VK community widget, its script and frame from its host alone.
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    frameSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...uploadsOrigin(config)],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
  const widgetHost = vkWidgetOrigin(config);
  const securityHeadersFor = securityHeadersByAddress(
    { contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false },
    {
      contentSecurityPolicy: {
        directives: { ...directives, scriptSrc: [...directives.scriptSrc, ...widgetHost], frameSrc: [...directives.frameSrc, ...widgetHost] },
      },
      crossOriginEmbedderPolicy: false,
    },
  );
  addSecurityHeaders(fastify, securityHeadersFor);
  // After the security headers: the answers served before routing carry them too.
  app.get(AnswersBeforeRouting).serve(fastify, { securityHeadersFor, accessLogged: accessLogged(config.logLevel) });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  await app.register(fastifyMultipart);
  serveApiDocs(app);
  serveUploads(fastify, app.get(StoredFiles));
  if (config.serveFrontends) await serveStaticFrontEnds(app, config.webRoot);
}

/** The VK widget's script host (VK_WIDGET_SCRIPT_URL): its script, and the frame it draws the community in. */
const vkWidgetOrigin = ({ vkWidgetScriptUrl }: AppConfig): string[] => (vkWidgetScriptUrl ? [new URL(vkWidgetScriptUrl).origin] : []);

/** Pictures published at S3_PUBLIC_URL (a CDN) load from that origin. */
const uploadsOrigin = ({ storage }: AppConfig): string[] => (storage.kind === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : []);
