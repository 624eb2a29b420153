import type { FastifyInstance } from 'fastify';

/**
 * Answers about someone — any API call with a bearer token, and every API call that changes
 * something (sign-in and refresh hand out tokens) — are never stored by a browser or a proxy. An
 * anonymous read of public data (the catalogue) is left to the handler.
 */
export function keepPrivateAnswersPrivate(fastify: FastifyInstance): void {
  // Callback style: every answer passes here, and an async hook costs each of them a promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const needsSaying = request.url.startsWith('/api/') && !reply.hasHeader('cache-control');
    if (needsSaying && (request.headers.authorization || request.method !== 'GET')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
