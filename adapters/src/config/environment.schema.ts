import * as path from 'node:path';
import { DEFAULT_SLOT_CAPACITIES, MAX_SLOT_CAPACITY, PAYMENT_WINDOW_HOURS, REGISTRATION_PASSWORD_MIN_LENGTH, SHOP_INFO } from '@shop/domain';
import {
  DecimalNumber,
  EmailAddress,
  Flag,
  FolderPath,
  HttpAddress,
  IpRanges,
  OneOf,
  Port,
  PostgresAddress,
  ScriptAddressOrOff,
  SmtpAddress,
  TelegramChatId,
  Text,
  TrustedProxies,
  WholeNumber,
} from './setting-kinds';
import { InProduction, RequiredInProduction, RequiredWith } from './setting-rules';
import { settingDecoratorFor } from './setting.metadata';

export const DEFAULT_ADMIN_EMAIL = 'admin@zelenyi-ugolok.local';
export const DEFAULT_ADMIN_PASSWORD = 'Admin-change-me-1';
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
export const DEFAULT_VK_WIDGET_SCRIPT_URL = 'https://vk.com/js/api/openapi.js?169';

/** The addresses YooKassa sends HTTP notifications from, as it publishes them. */
export const YOOKASSA_NOTIFICATION_RANGES: readonly string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

const Setting = settingDecoratorFor<Environment>();

/**
 * Every environment variable the server reads, declared once: its kind (type and bounds), its
 * default, its rules and the sentence docs/configuration.md shows (`npm run docs:config` writes it).
 * A computed default may read the variables declared above it. Loaded by validate-environment.ts;
 * the rest of the server reads the typed view in app-config.ts.
 */
export class Environment {
  @Setting({ doc: '`production` turns on the production rules (the last column); anything else is a development or test run.' })
  @Text()
  readonly NODE_ENV?: string;

  @Setting({ doc: 'HTTP port of the server.', default: 3000 })
  @Port()
  readonly PORT!: number;

  @Setting({ doc: 'Interface to listen on.', default: '0.0.0.0' })
  @Text()
  readonly HOST!: string;

  @Setting({
    doc: "The shop's public address: links in e-mails, canonical URLs, the payment return address; `https://` makes the cookies Secure.",
    computedDefault: ({ PORT }) => `http://localhost:${PORT}`,
    shownDefault: '`http://localhost:$PORT`',
  })
  @HttpAddress()
  readonly PUBLIC_URL!: string;

  @Setting({
    doc: 'PostgreSQL to use (`postgres://user:pass@host:5432/db`); unset, the server starts an embedded PostgreSQL in `DATA_DIR/postgres`.',
    secret: true,
  })
  @PostgresAddress()
  readonly DATABASE_URL?: string;

  @Setting({
    doc: 'Local data: the embedded cluster (`postgres/`), the mail outbox (`outbox/`), uploaded pictures without `S3_BUCKET` (`uploads/`).',
    default: '.data',
  })
  @FolderPath()
  readonly DATA_DIR!: string;

  @Setting({
    doc:
      'Loopback port of the embedded PostgreSQL (the shop itself connects through its Unix socket in the data folder when the path is short enough). ' +
      "Set: that port, or start-up fails with PostgreSQL's reason.",
    shownDefault: `\`${DEFAULT_EMBEDDED_PG_PORT}\`, or a free port (logged) when another server holds it`,
  })
  @Port()
  readonly EMBEDDED_PG_PORT?: number;

  @Setting({
    doc:
      "Apply pending migrations at start (replicas starting together take turns under a PostgreSQL lock); `false`: migrations are the deploy's own step " +
      '(`node adapters/dist/migrate.js`) and the server refuses to start while one is pending.',
    default: true,
  })
  @Flag()
  readonly MIGRATE_ON_START!: boolean;

  @Setting({
    doc: "PostgreSQL connections per API process (mind the server's `max_connections` times the replicas).",
    computedDefault: ({ DATABASE_URL }) => (DATABASE_URL ? 20 : 50),
    shownDefault: '`50` embedded, `20` with `DATABASE_URL`',
  })
  @WholeNumber(1, 500)
  readonly DB_POOL_SIZE!: number;

  @Setting({ doc: 'E-mail of the admin account created on first start.', default: DEFAULT_ADMIN_EMAIL })
  @EmailAddress()
  readonly ADMIN_EMAIL!: string;

  @Setting({ doc: 'Its initial password (a later start never resets it; the admin changes it in the shop).', default: DEFAULT_ADMIN_PASSWORD, secret: true })
  @Text(REGISTRATION_PASSWORD_MIN_LENGTH)
  @InProduction({
    holds: (password) => password !== undefined && password !== DEFAULT_ADMIN_PASSWORD,
    demand: 'required, not the default',
    problem: (name) => `${name} must be set to a value other than the default in production.`,
  })
  readonly ADMIN_PASSWORD!: string;

  @Setting({
    doc: 'HMAC key of the access tokens, the same on every replica; changing it signs everyone out. Unset, every server on the same database uses the one the first generated.',
    shownDefault: 'generated once and kept in the database',
    secret: true,
  })
  @Text(32)
  @RequiredInProduction('every API replica must sign and check the access tokens with the same key')
  readonly JWT_SECRET?: string;

  @Setting({ doc: 'pino log level.', default: 'info' })
  @OneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  readonly LOG_LEVEL!: string;

  @Setting({ doc: 'Serve the built front ends and render the pages from this process (`false` behind a reverse proxy that serves them).', default: true })
  @Flag()
  readonly SERVE_FRONTENDS!: boolean;

  @Setting({
    doc: 'Folder holding `shell/dist`, `shop-frontend/dist` and `admin-frontend/dist`.',
    default: path.resolve(__dirname, '..', '..', '..'),
    shownDefault: 'the checkout (the folder holding `adapters/`)',
  })
  @FolderPath()
  readonly WEB_ROOT!: string;

  @Setting({
    doc: 'The proxies whose `X-Forwarded-*` headers are trusted: client addresses for rate limits, the access log and the payment webhook.',
    default: false,
  })
  @TrustedProxies()
  @InProduction({
    holds: (trusted) => trusted !== true,
    demand: 'not `true`',
    problem: (name) => `${name}=true would trust any client's X-Forwarded-For in production: list the proxy addresses or CIDR ranges instead.`,
  })
  readonly TRUST_PROXY!: boolean | string;

  @Setting({ doc: 'Multiplies every rate limit; the browser tests raise it.', default: 1 })
  @DecimalNumber(1)
  @InProduction({ holds: (scale) => scale === undefined || scale === 1, demand: '`1`', problem: (name) => `${name} must be 1 in production.` })
  readonly RATE_LIMIT_SCALE!: number;

  @Setting({ doc: "The mail provider's SMTP URL (`smtps://user:pass@smtp.example.com:465`); unset, mail is written to `MAIL_OUTBOX_DIR`.", secret: true })
  @SmtpAddress()
  readonly SMTP_URL?: string;

  @Setting({ doc: "Sender of the shop's e-mails.", default: `"${SHOP_INFO.name}" <no-reply@zelenyi-ugolok.local>` })
  @Text()
  readonly MAIL_FROM!: string;

  @Setting({ doc: "`Reply-To` of every mail: where a customer's answer goes (the sender is a no-reply address).", default: SHOP_INFO.supportEmail })
  @EmailAddress()
  readonly SHOP_REPLY_TO!: string;

  @Setting({
    doc: 'Where `.eml` files go without `SMTP_URL` (the log names each file).',
    computedDefault: ({ DATA_DIR }) => path.join(DATA_DIR, 'outbox'),
    shownDefault: '`DATA_DIR/outbox`',
  })
  @FolderPath()
  readonly MAIL_OUTBOX_DIR!: string;

  @Setting({
    doc: 'Where the shop\'s mail alerts go: each new order ("Новый заказ №N", once per order), each payment ("Оплачен заказ №N") and a new "хочу изменить" answer to a bouquet photo (at most one per order in 10 minutes).',
    computedDefault: ({ ADMIN_EMAIL }) => ADMIN_EMAIL,
    shownDefault: '`ADMIN_EMAIL`',
  })
  @EmailAddress()
  readonly SHOP_NOTIFY_EMAIL!: string;

  @Setting({
    doc: 'Telegram Bot API token: the same alerts go to `TELEGRAM_CHAT_ID` with a button to the admin page; unset, each message is written to `TELEGRAM_OUTBOX_DIR`.',
    secret: true,
  })
  @Text()
  readonly TELEGRAM_BOT_TOKEN?: string;

  @Setting({ doc: 'The chat (or channel) the Telegram alerts go to.' })
  @TelegramChatId()
  @RequiredWith('TELEGRAM_BOT_TOKEN', 'the chat the shop alerts go to')
  readonly TELEGRAM_CHAT_ID?: string;

  @Setting({ doc: 'Bot API base.', default: 'https://api.telegram.org' })
  @HttpAddress()
  readonly TELEGRAM_API_URL!: string;

  @Setting({
    doc: 'Without a token each Telegram message is written here as a JSON file (the log names each file).',
    computedDefault: ({ DATA_DIR }) => path.join(DATA_DIR, 'telegram-outbox'),
    shownDefault: '`DATA_DIR/telegram-outbox`',
  })
  @FolderPath()
  readonly TELEGRAM_OUTBOX_DIR!: string;

  @Setting({ doc: 'YooKassa API v3 shop id; without it and the secret key the local sandbox provider takes payments (test mode, no money moves).' })
  @Text()
  @RequiredInProduction('without YooKassa credentials the sandbox provider would let anyone "pay" with a test card')
  readonly YOOKASSA_SHOP_ID?: string;

  @Setting({ doc: 'YooKassa API v3 secret key.', secret: true })
  @Text()
  @RequiredInProduction('without YooKassa credentials the sandbox provider would let anyone "pay" with a test card')
  readonly YOOKASSA_SECRET_KEY?: string;

  @Setting({ doc: 'YooKassa API base.', default: 'https://api.yookassa.ru' })
  @HttpAddress()
  readonly YOOKASSA_API_URL!: string;

  @Setting({ doc: '`vat_code` of the receipt lines (1 = без НДС), as the accountant says (54-ФЗ).', default: 1 })
  @WholeNumber(1, 12)
  readonly YOOKASSA_VAT_CODE!: number;

  @Setting({ doc: '`tax_system_code` of the receipts, as the accountant says.', default: 1 })
  @WholeNumber(1, 6)
  readonly YOOKASSA_TAX_SYSTEM_CODE!: number;

  @Setting({ doc: 'Addresses YooKassa notifications are accepted from.', default: YOOKASSA_NOTIFICATION_RANGES, shownDefault: "YooKassa's published ranges" })
  @IpRanges()
  readonly YOOKASSA_WEBHOOK_IPS!: readonly string[];

  @Setting({ doc: 'Hours a confirmed order stays payable before it is canceled.', default: PAYMENT_WINDOW_HOURS })
  @WholeNumber(1, 24 * 30)
  readonly PAYMENT_WINDOW_HOURS!: number;

  @Setting({
    doc: "Orders a courier slot (10:00–13:00, …) takes on a day, unless the admin's «Календарь» sets that day's own.",
    default: DEFAULT_SLOT_CAPACITIES.courier,
  })
  @WholeNumber(0, MAX_SLOT_CAPACITY)
  readonly SLOT_CAPACITY_COURIER!: number;

  @Setting({ doc: "Orders a pickup slot takes on a day, unless the admin's «Календарь» sets that day's own.", default: DEFAULT_SLOT_CAPACITIES.pickup })
  @WholeNumber(0, MAX_SLOT_CAPACITY)
  readonly SLOT_CAPACITY_PICKUP!: number;

  @Setting({ doc: 'Yandex Delivery B2B token; set, courier prices are quoted by its `check-price`, otherwise by the Moscow tariff.', secret: true })
  @Text()
  readonly YANDEX_DELIVERY_TOKEN?: string;

  @Setting({ doc: 'Yandex Delivery API base.', default: 'https://b2b.taxi.yandex.net' })
  @HttpAddress()
  readonly YANDEX_DELIVERY_URL!: string;

  @Setting({ doc: "Key of Yandex's geocoder, which finds the courier quote's destination.", secret: true })
  @Text()
  readonly YANDEX_GEOCODER_KEY?: string;

  @Setting({ doc: 'Geocoder API base.', default: 'https://geocode-maps.yandex.ru' })
  @HttpAddress()
  readonly YANDEX_GEOCODER_URL!: string;

  @Setting({
    doc: 'Run the scheduled jobs (payment expiry every 5 minutes, payment-notification retries every minute, the sweep of orphaned uploads at 03:00 Moscow time) in this process, on pg-boss; each tick of each job runs on exactly one replica, and tests switch them off. Mails and Telegram alerts are delivered by every process either way.',
    default: true,
  })
  @Flag()
  readonly JOBS_ENABLED!: boolean;

  @Setting({
    doc: 'Keep uploaded pictures (product images, bouquet photos) in this S3-compatible bucket instead of `DATA_DIR/uploads`: required for replicas on more than one host.',
  })
  @Text()
  readonly S3_BUCKET?: string;

  @Setting({ doc: "The storage's address, e.g. `http://minio:9000`, `https://storage.yandexcloud.net`.", shownDefault: 'AWS' })
  @HttpAddress()
  readonly S3_ENDPOINT?: string;

  @Setting({ doc: "The bucket's region (`ru-central1` for Yandex Object Storage).", default: 'us-east-1' })
  @Text()
  readonly S3_REGION!: string;

  @Setting({ doc: "The storage key's id.", shownDefault: "the SDK's own chain (instance role, `AWS_*` variables)" })
  @Text()
  @RequiredWith('S3_SECRET_ACCESS_KEY', 'a key pair: both or neither')
  readonly S3_ACCESS_KEY_ID?: string;

  @Setting({ doc: "The storage key's secret.", shownDefault: "the SDK's own chain", secret: true })
  @Text()
  @RequiredWith('S3_ACCESS_KEY_ID', 'a key pair: both or neither')
  readonly S3_SECRET_ACCESS_KEY?: string;

  @Setting({ doc: '`true` puts the bucket in the path (`http://host/bucket/key`), as MinIO expects.', default: false })
  @Flag()
  readonly S3_FORCE_PATH_STYLE!: boolean;

  @Setting({
    doc:
      'Where browsers load the pictures, e.g. a CDN in front of the bucket; new uploads get addresses there and pages may load pictures from its origin (CSP). ' +
      'Unset: the API streams `/uploads/<name>` from the bucket with `Cache-Control: public, max-age=31536000, immutable` and an ETag. ' +
      'A CDN must not add `Cross-Origin-Resource-Policy: same-origin` (a bucket sends none): mail clients load the bouquet photo from it.',
  })
  @HttpAddress()
  readonly S3_PUBLIC_URL?: string;

  @Setting({
    doc:
      "The script of the VK community widget on the landing (VK's Open API); its origin alone is added to the shop pages' Content-Security-Policy " +
      '(`script-src`, `frame-src`). `off`: no widget, the link card only. The browser tests point it at a local stand-in.',
    default: DEFAULT_VK_WIDGET_SCRIPT_URL,
  })
  @ScriptAddressOrOff()
  readonly VK_WIDGET_SCRIPT_URL!: string | null;
}
