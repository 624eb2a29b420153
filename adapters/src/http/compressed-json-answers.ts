import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedEncoding, compressed } from './compression';

/** Below this a JSON answer goes as it is: compressing it would save a packet at most. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * JSON answers made for one request (a customer's orders, the admin's lists) go compressed to a
 * client that accepts it: a page of 50 orders is about 60 KB of JSON and a tenth of that
 * compressed. Answers that come compressed already (prepared answers) and streams (the exports)
 * are left as they are.
 */
export function compressJsonAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.removeHeader('content-length');
    void reply.header('content-encoding', encoding);
    return compressed(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  });
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) void reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) void reply.header('vary', `${String(vary)}, Accept-Encoding`);
}
