import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Requests that would drown the log at info: health checks and everything that is not the API (pages, scripts, pictures). */
const isQuiet = (url: string): boolean => !url.startsWith('/api/') || url.startsWith('/api/health');

/** What one access-log line says about a request. */
export function accessLogEntry(request: FastifyRequest, reply: FastifyReply) {
  const user = (request as FastifyRequest & { user?: { id?: unknown } }).user;
  return {
    msg: 'request',
    method: request.method,
    // The route's pattern ('/api/orders/:orderId'), so ids and queries stay out of the log.
    route: request.routeOptions.url ?? request.url.split('?')[0],
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    reqId: request.id,
    ...(typeof user?.id === 'number' ? { userId: user.id } : {}),
  };
}

/** One JSON line per request once it is answered: API calls at info, health checks and static files at debug. */
export function addAccessLog(fastify: FastifyInstance): void {
  const logger = new Logger('Access');
  fastify.addHook('onResponse', async (request, reply) => {
    const entry = accessLogEntry(request, reply);
    if (isQuiet(request.url)) logger.debug(entry);
    else logger.log(entry);
  });
}
