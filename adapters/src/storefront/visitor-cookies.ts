import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ConsentOwner } from '@shop/application';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Two anonymous ids the API hands out itself, both httpOnly:
 * - the browser session (no expiry: gone when the browser closes), sent only to /api: one like
 *   per item and session;
 * - the visitor (a year), sent to every path: whose cookie-consent choice it is before signing
 *   in, which a server-rendered page needs too (to show the cookie banner or not).
 */
const COOKIES = {
  session: { name: 'shop_session', maxAge: undefined, path: '/api' },
  visitor: { name: 'shop_visitor', maxAge: 365 * 24 * 60 * 60, path: '/' },
} as const;

type Kind = keyof typeof COOKIES;

export function readVisitorCookie(request: FastifyRequest, kind: Kind): string | undefined {
  const value = request.cookies?.[COOKIES[kind].name];
  return value && /^[\w-]{20,64}$/.test(value) ? value : undefined;
}

/** The id in the request's cookie, or a new one set on the reply. */
export function ensureVisitorCookie(request: FastifyRequest, reply: FastifyReply, kind: Kind, secure: boolean): string {
  const existing = readVisitorCookie(request, kind);
  if (existing) return existing;
  const id = randomBytes(24).toString('base64url');
  setVisitorCookie(reply, kind, id, secure);
  return id;
}

function setVisitorCookie(reply: FastifyReply, kind: Kind, id: string, secure: boolean): void {
  const { name, maxAge, path } = COOKIES[kind];
  void reply.setCookie(name, id, { httpOnly: true, sameSite: 'lax', secure, path, ...(maxAge ? { maxAge } : {}) });
}

/**
 * Sets the request's visitor id again, for a year from now and for every path (ids handed out
 * before pages were rendered on the server were sent to /api only).
 */
export function renewVisitorCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const existing = readVisitorCookie(request, 'visitor');
  if (existing) setVisitorCookie(reply, 'visitor', existing, secure);
}

/** What is stored of an anonymous id: its hash, never the id itself. */
export const hashVisitorId = (id: string) => createHash('sha256').update(id).digest('hex');

const VISITOR_COOKIE_IN_HEADER = new RegExp(`(?:^|;)\\s*${COOKIES.visitor.name}=`);

/** Whether the request carries a visitor cookie at all, read from its Cookie header (before the cookies are parsed). */
export const carriesVisitorCookie = (request: Pick<IncomingMessage, 'headers'>): boolean => VISITOR_COOKIE_IN_HEADER.test(request.headers.cookie ?? '');

/** The anonymous visitor whose consent choice it is, when the request carries their cookie. */
export function visitorConsentOwner(request: FastifyRequest): ConsentOwner | null {
  const visitor = readVisitorCookie(request, 'visitor');
  return visitor ? { visitorHash: hashVisitorId(visitor) } : null;
}
