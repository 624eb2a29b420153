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
  // Callback style: every answer passes here, and an async hook costs each of them a promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!isCompressible(reply, payload)) return done(null, payload);
    varyOnAcceptEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.removeHeader('content-length');
    void reply.header('content-encoding', encoding);
    compressed(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding).then((body) => done(null, body), done);
  });
}

/** JSON made for this request (not compressed already, not a stream), large enough to be worth it. */
function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return false;
  return Buffer.byteLength(payload) >= MIN_COMPRESSED_BYTES;
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) void reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) void reply.header('vary', `${String(vary)}, Accept-Encoding`);
}
