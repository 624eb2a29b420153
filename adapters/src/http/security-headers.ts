import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once. Ours never vary per request (no CSP nonces), and
 * @fastify/helmet would build a new helmet middleware, CSP parsing included, on every request.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every response of the instance, API, pages and static files alike, carries the headers. */
export function addSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
