import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'shop_refresh';
/** The refresh token travels only to the auth endpoints. */
const COOKIE_PATH = '/api/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE] || undefined;
}

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH, expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}
