import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { requestOfTheLine } from './request-context';

/** Paths never written to a log line: credentials, cookies and anything password- or token-like. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

/** A line written while a request is answered says which: `req: { id, method, url }` (no query). */
const serializeRequest = (request: FastifyRequest) => ({ id: request.id, method: request.method, url: request.url.split('?')[0] });

/**
 * The app's one logger: structured JSON lines (pino), secrets redacted, at LOG_LEVEL. pino calls
 * the mixin only for a line it writes, so a request costs the log nothing until a line is written.
 */
export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[скрыто]' },
    serializers: { req: serializeRequest, res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
    mixin: () => {
      const request = requestOfTheLine();
      return request ? { req: request } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
