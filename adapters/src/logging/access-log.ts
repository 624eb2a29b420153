import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { levels } from 'pino';

/** Requests that would drown the log at info: health checks and everything that is not the API (pages, scripts, pictures). */
const isQuiet = (url: string): boolean => !url.startsWith('/api/') || url.startsWith('/api/health');

/** The account behind a request that its route did not authenticate: read from its bearer token, if any. */
export type TokenSubject = (authorization: unknown) => number | undefined;

/** The caller's account: the one a guard authenticated, else the one a valid bearer token names. */
const callerId = (request: FastifyRequest, tokenSubject: TokenSubject): number | undefined => {
  const user = (request as FastifyRequest & { user?: { id?: unknown } }).user;
  return typeof user?.id === 'number' ? user.id : tokenSubject(request.headers.authorization);
};

/**
 * What one access-log line says about a request: who (the client address, as TRUST_PROXY lets
 * Fastify read it, and the account when signed in), what (method and the route's pattern), and
 * how it went. No header, query or body, so no token, password or personal data.
 */
function accessLogEntry(request: FastifyRequest, reply: FastifyReply, tokenSubject: TokenSubject) {
  const userId = callerId(request, tokenSubject);
  return {
    msg: 'request',
    ip: request.ip,
    method: request.method,
    // The route's pattern ('/api/orders/:orderId'), so ids and queries stay out of the log.
    route: request.routeOptions.url ?? request.url.split('?')[0],
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    reqId: request.id,
    ...(userId === undefined ? {} : { userId }),
  };
}

/** Whether pino writes lines of `level` when it is set to `threshold` (LOG_LEVEL). */
const writes = (threshold: string, level: 'info' | 'debug'): boolean => levels.values[level] >= (levels.values[threshold] ?? levels.values.info);

/** Whether the lines of API calls (info) and of the quiet requests (debug) are written at `threshold`. */
const linesWritten = (threshold: string) => ({ api: writes(threshold, 'info'), quiet: writes(threshold, 'debug') });

/** Whether a request to `url` gets an access-log line at `threshold` (LOG_LEVEL). */
export function accessLogged(threshold: string): (url: string) => boolean {
  const { api, quiet } = linesWritten(threshold);
  return (url) => (isQuiet(url) ? quiet : api);
}

/**
 * One JSON line per request once it is answered: API calls at info, health checks and static files
 * at debug. A line the level (LOG_LEVEL) would not write costs nothing: no hook runs for it.
 */
export function addAccessLog(fastify: FastifyInstance, tokenSubject: TokenSubject, threshold: string): void {
  const { api, quiet } = linesWritten(threshold);
  if (!api && !quiet) return;
  const logger = new Logger('Access');
  fastify.addHook('onResponse', async (request, reply) => {
    if (isQuiet(request.url)) {
      if (quiet) logger.debug(accessLogEntry(request, reply, tokenSubject));
    } else if (api) logger.log(accessLogEntry(request, reply, tokenSubject));
  });
}
