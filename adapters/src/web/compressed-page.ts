import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../http/compression';
import type { FinishedPage } from './finished-pages';

/** Sends a page's HTML compressed as the browser accepts it (brotli, else gzip), to be revalidated on every visit. */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: FinishedPage): Promise<void> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) await page.bytes.in(encoding);
  sendHtmlNow(request, reply, page);
}

/** The same without waiting: false, and nothing sent, when the page is not compressed yet as this browser accepts it. */
export function sendHtmlNow(request: FastifyRequest, reply: FastifyReply, page: FinishedPage): boolean {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = page.bytes.now(encoding);
  if (!body) return false;
  void reply.status(page.status).header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.send(body);
  return true;
}
