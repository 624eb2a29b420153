import * as path from 'node:path';
import { loadConfig } from './app-config';
import { DEFAULT_ADMIN_PASSWORD } from './environment.schema';
import { ConfigError } from './validate-environment';

const SECRET = 'x'.repeat(40);
const YOOKASSA = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'live_secret' };

describe('loadConfig', () => {
  it('falls back to documented defaults for local use', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join('/srv/shop', '.data'));
    expect(config.production).toBe(false);
    expect(config.serveFrontends).toBe(true);
  });

  it('moves the data folder with DATA_DIR and uses DATABASE_URL as given', () => {
    const config = loadConfig({ DATA_DIR: '/var/shop', DATABASE_URL: 'postgres://u:p@db/shop', PUBLIC_URL: 'https://shop.example/' }, '/x');
    expect(config.dataDir).toBe('/var/shop');
    expect(config.databaseUrl).toBe('postgres://u:p@db/shop');
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it('refuses to start in production with the default admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD, JWT_SECRET: SECRET })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-Real-secret-42', JWT_SECRET: SECRET, ...YOOKASSA }).production).toBe(true);
  });

  it('requires a shared JWT secret in production and a long one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-Real-secret-42' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });

  it('never takes payments in the sandbox in production', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-Real-secret-42', JWT_SECRET: SECRET };
    expect(() => loadConfig(production)).toThrow(/YOOKASSA_SHOP_ID must be set in production.*YOOKASSA_SECRET_KEY must be set in production/);
    expect(() => loadConfig({ ...production, YOOKASSA_SHOP_ID: '123456' })).toThrow(/YOOKASSA_SECRET_KEY must be set in production/);
    expect(loadConfig({ ...production, ...YOOKASSA }).yookassa).toMatchObject({ shopId: '123456', secretKey: 'live_secret' });
    expect(loadConfig({}).yookassa.shopId).toBeUndefined();
  });

  it('alerts the shop at SHOP_NOTIFY_EMAIL (else the admin) and in Telegram, or the Telegram outbox folder without a token', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Owner@Shop.ru' }, '/srv/shop').shopAlerts).toEqual({
      email: 'owner@shop.ru',
      telegramToken: undefined,
      telegramChatId: undefined,
      telegramApiUrl: 'https://api.telegram.org',
      telegramOutboxDir: '/srv/shop/.data/telegram-outbox',
    });
    const configured = loadConfig(
      {
        SHOP_NOTIFY_EMAIL: 'florist@shop.ru',
        TELEGRAM_BOT_TOKEN: '1:abc',
        TELEGRAM_CHAT_ID: '-100',
        TELEGRAM_API_URL: 'http://127.0.0.1:9/',
        TELEGRAM_OUTBOX_DIR: '/tmp/tg',
      },
      '/x',
    );
    expect(configured.shopAlerts).toEqual({
      email: 'florist@shop.ru',
      telegramToken: '1:abc',
      telegramChatId: '-100',
      telegramApiUrl: 'http://127.0.0.1:9',
      telegramOutboxDir: '/tmp/tg',
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '1:abc' })).toThrow('TELEGRAM_CHAT_ID must be set with TELEGRAM_BOT_TOKEN');
  });

  it('trusts X-Forwarded-For only from the listed proxies, and never from anyone in production', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '172.30.0.10' }).trustProxy).toBe('172.30.0.10');
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'Owner-password-1', JWT_SECRET: 'x'.repeat(32), ...YOOKASSA };
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY=true would trust any client');
    expect(loadConfig({ ...production, TRUST_PROXY: '172.30.0.0/24' }).trustProxy).toBe('172.30.0.0/24');
  });

  it('sends mail to the outbox folder unless SMTP_URL is set', () => {
    expect(loadConfig({}, '/srv/shop').mail).toMatchObject({ smtpUrl: undefined, outboxDir: '/srv/shop/.data/outbox' });
    expect(loadConfig({ MAIL_OUTBOX_DIR: '/tmp/mail', SMTP_URL: 'smtp://mail:25' }, '/x').mail).toMatchObject({
      smtpUrl: 'smtp://mail:25',
      outboxDir: '/tmp/mail',
    });
  });

  it("answers mail to the shop's contact e-mail unless SHOP_REPLY_TO names another", () => {
    expect(loadConfig({}).mail.replyTo).toBe('hello@zelenyi-ugolok.ru');
    expect(loadConfig({ SHOP_REPLY_TO: ' florist@shop.ru ' }).mail.replyTo).toBe('florist@shop.ru');
  });

  it('scales rate limits only outside production', () => {
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimitScale).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0.5' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-Real-secret-42', JWT_SECRET: SECRET, ...YOOKASSA, RATE_LIMIT_SCALE: '5' })).toThrow(
      /RATE_LIMIT_SCALE/,
    );
  });

  it('rejects a malformed port and a short admin password', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it("loads the VK community widget from VK's Open API script, a stand-in named by VK_WIDGET_SCRIPT_URL, or not at all when it is off", () => {
    expect(loadConfig({}).vkWidgetScriptUrl).toBe('https://vk.com/js/api/openapi.js?169');
    expect(loadConfig({ VK_WIDGET_SCRIPT_URL: 'http://127.0.0.1:4321/js/api/openapi.js' }).vkWidgetScriptUrl).toBe('http://127.0.0.1:4321/js/api/openapi.js');
    expect(loadConfig({ VK_WIDGET_SCRIPT_URL: 'off' }).vkWidgetScriptUrl).toBeNull();
    expect(loadConfig({ VK_WIDGET_SCRIPT_URL: '' }).vkWidgetScriptUrl).toBe('https://vk.com/js/api/openapi.js?169');
    for (const wrong of ['vk.com/js/api/openapi.js', 'javascript:alert(1)', 'ftp://vk.com/openapi.js']) {
      expect(() => loadConfig({ VK_WIDGET_SCRIPT_URL: wrong })).toThrow(/VK_WIDGET_SCRIPT_URL/);
    }
  });

  it('keeps uploads in DATA_DIR/uploads, or in the S3 bucket S3_BUCKET names', () => {
    expect(loadConfig({ DATA_DIR: '/var/shop' }).storage).toEqual({ kind: 'local', folder: '/var/shop/uploads' });
    const s3 = { S3_BUCKET: 'shop', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'shop', S3_REGION: 'ru-central1', S3_PUBLIC_URL: 'https://cdn.example/shop/' }).storage).toMatchObject({
      region: 'ru-central1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: 'https://cdn.example/shop',
    });
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_PUBLIC_URL: 'cdn.example' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
