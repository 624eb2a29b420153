import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { Params } from 'nestjs-pino';

/** Paths never written to a log line: credentials, cookies and anything password- or token-like. */
export const REDACTED_PATHS = [
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

/**
 * Structured JSON logs (pino), secrets redacted. The access log is written by logging/access-log.ts
 * (one line per request, with its route and user), so pino-http only binds the request to log lines.
 */
export function loggerOptions(level: string, destination?: DestinationStream): Params {
  const options: Options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[скрыто]' },
    autoLogging: false,
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
