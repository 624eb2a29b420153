import * as path from 'node:path';
import { SHOP_INFO } from '@shop/domain';

/** Everything the server reads from its environment, parsed and checked once at start-up. */
export interface AppConfig {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  /** Cookies carry Secure when the shop is served over https (PUBLIC_URL says so). */
  readonly secureCookies: boolean;
  /** External PostgreSQL; when absent an embedded server is started under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Connections per API process: more for the embedded server, which this process has to itself. */
  readonly dbPoolSize: number;
  readonly embeddedPostgresPort: number;
  /** EMBEDDED_PG_PORT was given: that port or nothing. Otherwise a taken default gives way to a free port. */
  readonly embeddedPostgresPortFixed: boolean;
  readonly admin: { readonly email: string; readonly password: string };
  readonly logLevel: string;
  /** Serve the built front ends from this process (off behind a reverse proxy). */
  readonly serveFrontends: boolean;
  /** Folder holding shell/, shop-frontend/ and admin-frontend/ with their dist/ builds. */
  readonly webRoot: string;
  /** Fastify trustProxy: false, true, or a list of proxy addresses/CIDRs (comma-separated). */
  readonly trustProxy: boolean | string;
  /** HMAC secret of the access tokens; unset: generated once and kept in the database (security/jwt-secret.ts). */
  readonly jwtSecret: string | undefined;
  readonly mail: {
    /** nodemailer SMTP URL (smtps://user:pass@host:465); unset: messages go to the outbox folder. */
    readonly smtpUrl: string | undefined;
    readonly from: string;
    /** Where a customer's reply goes (SHOP_REPLY_TO, else the shop's contact e-mail): the sender is a no-reply address. */
    readonly replyTo: string;
    readonly outboxDir: string;
  };
  /** Where the shop hears of new orders and change requests: a mailbox and a Telegram chat. */
  readonly shopAlerts: {
    /** SHOP_NOTIFY_EMAIL, else the admin's e-mail. */
    readonly email: string;
    /** Bot API token; unset: each message is written as a JSON file to `outboxDir`. */
    readonly telegramToken: string | undefined;
    readonly telegramChatId: string | undefined;
    readonly telegramApiUrl: string;
    readonly telegramOutboxDir: string;
  };
  /** Yandex Delivery (courier quotes); unset token: the Moscow tariff suggests prices. */
  readonly yandexDelivery: {
    readonly token: string | undefined;
    readonly url: string;
    readonly geocoderKey: string | undefined;
    readonly geocoderUrl: string;
  };
  /** YooKassa API v3; without shop id and secret key the local sandbox provider takes payments. */
  readonly yookassa: {
    readonly shopId: string | undefined;
    readonly secretKey: string | undefined;
    readonly apiUrl: string;
    readonly vatCode: number;
    readonly taxSystemCode: number;
    /** Addresses notifications are accepted from (YooKassa's published ranges by default). */
    readonly webhookAllowlist: readonly string[];
  };
  /** Hours a confirmed order stays payable before the expiry job cancels it. */
  readonly paymentWindowHours: number;
  /** Scheduled jobs (payment expiry, notification retries); tests switch them off. */
  readonly jobsEnabled: boolean;
  /** Multiplies every job's interval (the replica test runs minutes as fractions of a second). */
  readonly jobsIntervalScale: number;
  /** Apply pending migrations at start (under a lock); false: refuse to start while any is pending. */
  readonly migrateOnStart: boolean;
  /** Multiplies every rate limit (tests of whole journeys raise it; never below 1 in production). */
  readonly rateLimitScale: number;
  /** Where uploaded pictures are kept: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
  readonly storage: StorageConfig;
  /**
   * The VK community widget of the landing's social block: the script it loads (VK's openapi.js;
   * tests name a local stand-in). Its origin alone is let through the Content-Security-Policy.
   * Null: no widget, the link card only.
   */
  readonly vkWidgetScriptUrl: string | null;
}

export type StorageConfig = { readonly kind: 'local'; readonly folder: string } | S3StorageConfig;

export interface S3StorageConfig {
  readonly kind: 's3';
  readonly bucket: string;
  readonly region: string;
  /** Unset: AWS itself; MinIO, Yandex Object Storage and others give theirs. */
  readonly endpoint: string | undefined;
  /** Both unset: the SDK's own chain (instance role, AWS_* variables). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and s3rver expect, instead of the host name. */
  readonly forcePathStyle: boolean;
  /** Where browsers load the files (a CDN or the bucket's public address); unset: the API streams /uploads/*. */
  readonly publicUrl: string | undefined;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@zelenyi-ugolok.local';
export const DEFAULT_ADMIN_PASSWORD = 'Admin-change-me-1';

export class ConfigError extends Error {}

/** The addresses YooKassa sends HTTP notifications from, as it publishes them. */
export const YOOKASSA_NOTIFICATION_RANGES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

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
  if (production && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET must be set in production (shared by every API replica).');
  }
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  if (admin.password.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  }
  const publicUrl = stripTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  if (production && env.TRUST_PROXY === 'true') {
    throw new ConfigError('TRUST_PROXY=true would trust any client\'s X-Forwarded-For in production: list the proxy addresses or CIDRs instead.');
  }
  if (production && !(env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY)) {
    throw new ConfigError('YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY must be set in production: without them the sandbox provider would let anyone "pay" with a test card.');
  }
  if (env.TELEGRAM_BOT_TOKEN && !env.TELEGRAM_CHAT_ID) {
    throw new ConfigError('TELEGRAM_CHAT_ID must be set with TELEGRAM_BOT_TOKEN (the chat the shop alerts go to).');
  }
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    dbPoolSize: parseWhole(env.DB_POOL_SIZE ?? (env.DATABASE_URL ? '20' : '50'), 'DB_POOL_SIZE', 1, 500),
    embeddedPostgresPort: parsePort(env.EMBEDDED_PG_PORT || '54329', 'EMBEDDED_PG_PORT'),
    embeddedPostgresPortFixed: Boolean(env.EMBEDDED_PG_PORT),
    admin,
    logLevel: env.LOG_LEVEL ?? 'info',
    serveFrontends: (env.SERVE_FRONTENDS ?? 'true') !== 'false',
    webRoot: path.resolve(cwd, env.WEB_ROOT ?? path.join(__dirname, '..', '..', '..')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jwtSecret: env.JWT_SECRET || undefined,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || '"Зелёный уголок" <no-reply@zelenyi-ugolok.local>',
      replyTo: (env.SHOP_REPLY_TO || SHOP_INFO.supportEmail).trim(),
      outboxDir: path.resolve(cwd, env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR ?? '.data', 'outbox')),
    },
    shopAlerts: {
      email: (env.SHOP_NOTIFY_EMAIL || admin.email).trim(),
      telegramToken: env.TELEGRAM_BOT_TOKEN || undefined,
      telegramChatId: env.TELEGRAM_CHAT_ID || undefined,
      telegramApiUrl: stripTrailingSlash(env.TELEGRAM_API_URL ?? 'https://api.telegram.org'),
      telegramOutboxDir: path.resolve(cwd, env.TELEGRAM_OUTBOX_DIR ?? path.join(env.DATA_DIR ?? '.data', 'telegram-outbox')),
    },
    yandexDelivery: {
      token: env.YANDEX_DELIVERY_TOKEN || undefined,
      url: stripTrailingSlash(env.YANDEX_DELIVERY_URL ?? 'https://b2b.taxi.yandex.net'),
      geocoderKey: env.YANDEX_GEOCODER_KEY || undefined,
      geocoderUrl: stripTrailingSlash(env.YANDEX_GEOCODER_URL ?? 'https://geocode-maps.yandex.ru'),
    },
    yookassa: {
      shopId: env.YOOKASSA_SHOP_ID || undefined,
      secretKey: env.YOOKASSA_SECRET_KEY || undefined,
      apiUrl: stripTrailingSlash(env.YOOKASSA_API_URL ?? 'https://api.yookassa.ru'),
      vatCode: parseWhole(env.YOOKASSA_VAT_CODE ?? '1', 'YOOKASSA_VAT_CODE', 1, 12),
      taxSystemCode: parseWhole(env.YOOKASSA_TAX_SYSTEM_CODE ?? '1', 'YOOKASSA_TAX_SYSTEM_CODE', 1, 6),
      webhookAllowlist: (env.YOOKASSA_WEBHOOK_IPS ?? YOOKASSA_NOTIFICATION_RANGES.join(',')).split(',').map((range) => range.trim()).filter(Boolean),
    },
    paymentWindowHours: parseWhole(env.PAYMENT_WINDOW_HOURS ?? '72', 'PAYMENT_WINDOW_HOURS', 1, 24 * 30),
    jobsEnabled: (env.JOBS_ENABLED ?? 'true') !== 'false',
    jobsIntervalScale: parseBetween(env.JOBS_INTERVAL_SCALE ?? '1', 'JOBS_INTERVAL_SCALE', 0.001, 100),
    migrateOnStart: parseFlag(env.MIGRATE_ON_START ?? 'true', 'MIGRATE_ON_START'),
    rateLimitScale: parseScale(env.RATE_LIMIT_SCALE ?? '1', production),
    storage: env.S3_BUCKET ? s3Storage(env, env.S3_BUCKET) : { kind: 'local', folder: path.resolve(cwd, env.DATA_DIR ?? '.data', 'uploads') },
    vkWidgetScriptUrl: scriptUrl(env.VK_WIDGET_SCRIPT_URL ?? DEFAULT_VK_WIDGET_SCRIPT_URL, 'VK_WIDGET_SCRIPT_URL'),
  };
}

/** VK's Open API script, which draws the community widget. */
export const DEFAULT_VK_WIDGET_SCRIPT_URL = 'https://vk.com/js/api/openapi.js?169';

/** An http(s) script address (a query is allowed), or null when the setting is empty. */
function scriptUrl(value: string, name: string): string | null {
  if (value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) address or empty, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) address or empty, got "${value}".`);
  return url.toString();
}

function s3Storage(env: Env, bucket: string): S3StorageConfig {
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all.');
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT ? httpUrl(env.S3_ENDPOINT, 'S3_ENDPOINT') : undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseFlag(env.S3_FORCE_PATH_STYLE ?? 'false', 'S3_FORCE_PATH_STYLE'),
    publicUrl: env.S3_PUBLIC_URL ? httpUrl(env.S3_PUBLIC_URL, 'S3_PUBLIC_URL') : undefined,
  };
}

function httpUrl(value: string, name: string): string {
  if (!/^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/.test(value)) throw new ConfigError(`${name} must be an http(s) address without query, got "${value}".`);
  return stripTrailingSlash(value);
}

function parseFlag(value: string, name: string): boolean {
  if (value !== 'true' && value !== 'false') throw new ConfigError(`${name} must be true or false, got "${value}".`);
  return value === 'true';
}

function parsePort(value: string, name: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number, got "${value}".`);
  }
  return port;
}

function parseWhole(value: string, name: string, min: number, max: number): number {
  return parseBetween(value, name, min, max, 'whole');
}

function parseBetween(value: string, name: string, min: number, max: number, kind: 'whole' | 'any' = 'any'): number {
  const number = Number(value);
  if (!Number.isFinite(number) || (kind === 'whole' && !Number.isInteger(number)) || number < min || number > max) {
    throw new ConfigError(`${name} must be a ${kind === 'whole' ? 'whole ' : ''}number from ${min} to ${max}, got "${value}".`);
  }
  return number;
}

function parseScale(value: string, production: boolean): number {
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1 || (production && scale !== 1)) {
    throw new ConfigError(`RATE_LIMIT_SCALE must be a number >= 1 (and 1 in production), got "${value}".`);
  }
  return scale;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
