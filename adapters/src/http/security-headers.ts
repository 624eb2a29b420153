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

/** The headers that mean something on a script, a stylesheet or a picture; the rest govern documents. */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/** A file of a build or an uploaded picture: a path ending in a file name, outside the API. */
const isAsset = (url: string) => !url.startsWith('/api/') && /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0]);

/**
 * Pictures meant to be seen elsewhere too: uploads (the bouquet photo in a mail, a product in a link
 * preview) and the site's images (the logo in every mail, the raster link previews). A mail client or
 * another site loads them from its own origin, which `Cross-Origin-Resource-Policy: same-origin` would block.
 */
const isPublicImage = (url: string) => /^\/(?:uploads|images)\//.test(url);

/**
 * The security headers of an answer at `url`: pages and API answers carry all of them; the shop's
 * pages (every document outside /api/) may be given their own policy (`pageOptions`). Files carry
 * only those that apply to them: a page's dozen scripts would otherwise each bring along some 700
 * bytes of policies meant for documents.
 */
export function securityHeadersByAddress(options: HelmetOptions, pageOptions: HelmetOptions = options): (url: string) => Readonly<Record<string, string>> {
  const headers = securityHeaders(options);
  const pageHeaders = pageOptions === options ? headers : securityHeaders(pageOptions);
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.has(name)));
  const publicImageHeaders = { ...assetHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  return (url) => {
    if (isAsset(url)) return isPublicImage(url) ? publicImageHeaders : assetHeaders;
    return url.startsWith('/api/') ? headers : pageHeaders;
  };
}

/** Every answer gets the security headers of its address. */
export function addSecurityHeaders(fastify: FastifyInstance, headersFor: (url: string) => Readonly<Record<string, string>>): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}
