import * as path from 'node:path';

/** Everything the server reads from its environment, parsed and checked once at start-up. */
export interface AppConfig {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  /** External PostgreSQL; when absent an embedded server is started under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly embeddedPostgresPort: number;
  readonly admin: { readonly email: string; readonly password: string };
  readonly logLevel: string;
  /** Serve the built front ends from this process (off behind a reverse proxy). */
  readonly serveFrontends: boolean;
  /** Folder holding shell/, shop-frontend/ and admin-frontend/ with their dist/ builds. */
  readonly webRoot: string;
  /** Fastify trustProxy: false, true, or a list of proxy addresses/CIDRs (comma-separated). */
  readonly trustProxy: boolean | string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@zelenyi-ugolok.local';
export const DEFAULT_ADMIN_PASSWORD = 'Admin-change-me-1';

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = parsePort(env.PORT ?? '3000', 'PORT');
  const admin = {
    email: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase(),
    password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
  };
  if (production && admin.password === DEFAULT_ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD must be set to a non-default value in production (NODE_ENV=production).');
  }
  if (admin.password.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  }
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: stripTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${port}`),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    embeddedPostgresPort: parsePort(env.EMBEDDED_PG_PORT ?? '54329', 'EMBEDDED_PG_PORT'),
    admin,
    logLevel: env.LOG_LEVEL ?? 'info',
    serveFrontends: (env.SERVE_FRONTENDS ?? 'true') !== 'false',
    webRoot: path.resolve(cwd, env.WEB_ROOT ?? path.join(__dirname, '..', '..', '..')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parsePort(value: string, name: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number, got "${value}".`);
  }
  return port;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
