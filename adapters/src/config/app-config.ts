import * as path from 'node:path';
import type { SlotCapacities } from '@shop/domain';
import { DEFAULT_EMBEDDED_PG_PORT, type Environment } from './environment.schema';
import { PRODUCTION } from './setting-rules';
import { validateEnvironment, type RawEnvironment } from './validate-environment';

/** Everything the server reads from its environment, as its modules use it (the schema is environment.schema.ts). */
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
  /** Places per delivery slot on a day the admin's calendar leaves at the defaults. */
  readonly slotCapacities: SlotCapacities;
  /** The scheduled jobs (payment expiry, payment-notification retries, the uploads sweep) run here; tests switch them off. */
  readonly jobsEnabled: boolean;
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

/**
 * The server's configuration: the environment as the schema (environment.schema.ts) validated it,
 * grouped and with its folders resolved against `cwd`. Throws a ConfigError naming every invalid variable.
 */
export function loadConfig(env: RawEnvironment = process.env, cwd: string = process.cwd()): AppConfig {
  return appConfigOf(validateEnvironment(env), cwd);
}

function appConfigOf(env: Environment, cwd: string): AppConfig {
  const folder = (relative: string) => path.resolve(cwd, relative);
  return {
    production: env.NODE_ENV === PRODUCTION,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    secureCookies: env.PUBLIC_URL.startsWith('https://'),
    databaseUrl: env.DATABASE_URL,
    dataDir: folder(env.DATA_DIR),
    dbPoolSize: env.DB_POOL_SIZE,
    embeddedPostgresPort: env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT,
    embeddedPostgresPortFixed: env.EMBEDDED_PG_PORT !== undefined,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    logLevel: env.LOG_LEVEL,
    serveFrontends: env.SERVE_FRONTENDS,
    webRoot: folder(env.WEB_ROOT),
    trustProxy: env.TRUST_PROXY,
    jwtSecret: env.JWT_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, replyTo: env.SHOP_REPLY_TO, outboxDir: folder(env.MAIL_OUTBOX_DIR) },
    shopAlerts: {
      email: env.SHOP_NOTIFY_EMAIL,
      telegramToken: env.TELEGRAM_BOT_TOKEN,
      telegramChatId: env.TELEGRAM_CHAT_ID,
      telegramApiUrl: env.TELEGRAM_API_URL,
      telegramOutboxDir: folder(env.TELEGRAM_OUTBOX_DIR),
    },
    yandexDelivery: {
      token: env.YANDEX_DELIVERY_TOKEN,
      url: env.YANDEX_DELIVERY_URL,
      geocoderKey: env.YANDEX_GEOCODER_KEY,
      geocoderUrl: env.YANDEX_GEOCODER_URL,
    },
    yookassa: {
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
      apiUrl: env.YOOKASSA_API_URL,
      vatCode: env.YOOKASSA_VAT_CODE,
      taxSystemCode: env.YOOKASSA_TAX_SYSTEM_CODE,
      webhookAllowlist: env.YOOKASSA_WEBHOOK_IPS,
    },
    paymentWindowHours: env.PAYMENT_WINDOW_HOURS,
    slotCapacities: { courier: env.SLOT_CAPACITY_COURIER, pickup: env.SLOT_CAPACITY_PICKUP },
    jobsEnabled: env.JOBS_ENABLED,
    migrateOnStart: env.MIGRATE_ON_START,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    storage: env.S3_BUCKET ? s3Storage(env, env.S3_BUCKET) : { kind: 'local', folder: path.join(folder(env.DATA_DIR), 'uploads') },
    vkWidgetScriptUrl: env.VK_WIDGET_SCRIPT_URL,
  };
}

function s3Storage(env: Environment, bucket: string): S3StorageConfig {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}
