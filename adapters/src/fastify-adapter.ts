import { FastifyAdapter } from '@nestjs/platform-fastify';

/** The HTTP server: Fastify with a bounded body and the proxy trusted only when configured. */
export function createFastifyAdapter(trustProxy: boolean | string = false): FastifyAdapter {
  return new FastifyAdapter({ bodyLimit: 1024 * 1024, trustProxy });
}
