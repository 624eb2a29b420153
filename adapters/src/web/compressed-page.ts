import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../http/compression';
import type { FinishedPage } from './finished-pages';

/** Sends a page's HTML compressed as the browser accepts it (brotli, else gzip). */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: FinishedPage): Promise<void> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  void reply.status(page.status).header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  if (encoding === 'br') return void reply.header('content-encoding', 'br').send(await page.brotliBody());
  if (encoding === 'gzip') return void reply.header('content-encoding', 'gzip').send(await page.gzipBody());
  void reply.send(page.body);
}
