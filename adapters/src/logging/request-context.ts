import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request being answered, wherever its handling goes (guards, handlers, filters, services). */
const requestContext = new AsyncLocalStorage<FastifyRequest>();

/** The request a log line is written for, if it is written while one is answered. */
export const requestOfTheLine = (): FastifyRequest | undefined => requestContext.getStore();

/**
 * Keeps each request at hand for the log lines written while it is answered. Nothing is built per
 * request: a line that is written reads the request then (see root-logger.ts).
 */
export function bindRequestsToLogLines(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => requestContext.run(request, done));
}
