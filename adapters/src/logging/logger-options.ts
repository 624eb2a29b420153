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

/** Structured JSON logs (pino): one line per request, secrets redacted, static files not logged. */
export function loggerOptions(level: string): Params {
  return {
    pinoHttp: {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[скрыто]' },
      autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api/') },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}
