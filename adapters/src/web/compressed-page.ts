import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendReady, type ReadyReply } from '../http/answers-before-routing';
import { acceptedEncoding } from '../http/compression';
import type { FinishedPage } from './finished-pages';

/** Sends a page's HTML compressed as the browser accepts it (brotli, else gzip), to be revalidated on every visit. */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: FinishedPage): Promise<void> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) await page.bytes.in(encoding);
  // At hand now: the compressed bytes were stored before this await resumed.
  sendReady(reply, pageReplyNow(request.raw, page)!);
}

/** The page's reply to `request` without waiting: null when it is not compressed yet as this browser accepts it. */
export function pageReplyNow(request: IncomingMessage, page: FinishedPage): ReadyReply | null {
  return page.replies.now(acceptedEncoding(request.headers['accept-encoding']));
}
