import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';

/** An address Fastify cannot read (broken percent-encoding, an over-long parameter), answered before any route. */
const BAD_ADDRESS = 'Некорректный адрес запроса';

/** The HTTP server: Fastify with a bounded body and the proxy trusted only when configured. */
export function createFastifyAdapter(trustProxy: boolean | string = false): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: 1024 * 1024,
    trustProxy,
    frameworkErrors: (_error: Error, _request: unknown, reply: FastifyReply) => {
      void reply.code(400).header('cache-control', 'no-store').send({ error: BAD_ADDRESS });
    },
  });
}
