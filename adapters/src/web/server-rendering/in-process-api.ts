import type { HttpAdapterHost } from '@nestjs/core';
import type { ServerApiGet } from '@shop/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Public API reads for server rendering, answered by this process through Fastify's inject: the
 * same routes, guards and JSON a browser gets, without a network hop. Only /api/ paths.
 */
export function inProcessApiGet(host: HttpAdapterHost): ServerApiGet {
  return async (path) => {
    if (!path.startsWith('/api/')) return { status: 404, body: null };
    const fastify = host.httpAdapter.getInstance<FastifyInstance>();
    const answer = await fastify.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = answer.json();
    } catch {
      // Not JSON: the status says what went wrong.
    }
    const header = (name: string) => {
      const value = answer.headers[name.toLowerCase()];
      return value === undefined ? null : String(value);
    };
    return { status: answer.statusCode, body, header };
  };
}
