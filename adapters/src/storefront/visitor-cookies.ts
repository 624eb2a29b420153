import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Two anonymous ids the API hands out itself, both httpOnly and sent only to /api:
 * - the browser session (no expiry: gone when the browser closes): one like per item and session;
 * - the visitor (a year): whose cookie-consent choice it is before signing in.
 */
const COOKIES = {
  session: { name: 'shop_session', maxAge: undefined },
  visitor: { name: 'shop_visitor', maxAge: 365 * 24 * 60 * 60 },
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
  const { name, maxAge } = COOKIES[kind];
  void reply.setCookie(name, id, { httpOnly: true, sameSite: 'lax', secure, path: '/api', ...(maxAge ? { maxAge } : {}) });
  return id;
}
