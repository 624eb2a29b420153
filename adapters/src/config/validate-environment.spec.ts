import { validateSync } from 'class-validator';
import { PAYMENT_WINDOW_HOURS } from '@shop/domain';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, YOOKASSA_NOTIFICATION_RANGES } from './environment.schema';
import { ConfigError, ENVIRONMENT_SETTINGS, validateEnvironment, type RawEnvironment } from './validate-environment';

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'Owner-password-1',
  JWT_SECRET: 'j'.repeat(32),
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'live_secret',
};

/** The problems the environment is refused with (none: it is valid). */
function problemsOf(env: RawEnvironment): readonly string[] {
  try {
    validateEnvironment(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('validateEnvironment', () => {
  it('declares every variable with its sentence and what it accepts, once', () => {
    const names = ENVIRONMENT_SETTINGS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const setting of ENVIRONMENT_SETTINGS) {
      expect(setting.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(setting.doc).toMatch(/[.)]$/);
      expect(setting.accepts).not.toBe('');
    }
  });

  it('gives every variable its default when unset, and the defaults keep the schema', () => {
    for (const env of [{}, PRODUCTION]) {
      const environment = validateEnvironment(env);
      expect(validateSync(environment)).toEqual([]);
      expect(environment).toMatchObject({
        PORT: 3000,
        ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
        LOG_LEVEL: 'info',
        TRUST_PROXY: false,
        RATE_LIMIT_SCALE: 1,
        YOOKASSA_WEBHOOK_IPS: YOOKASSA_NOTIFICATION_RANGES,
        VK_WIDGET_SCRIPT_URL: 'https://vk.com/js/api/openapi.js?169',
      });
    }
  });

  it("takes the payment window's default from the domain", () => {
    expect(validateEnvironment({}).PAYMENT_WINDOW_HOURS).toBe(PAYMENT_WINDOW_HOURS);
    expect(validateEnvironment({ PAYMENT_WINDOW_HOURS: '24' }).PAYMENT_WINDOW_HOURS).toBe(24);
  });

  it('computes the defaults that depend on other variables from their values', () => {
    expect(validateEnvironment({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(validateEnvironment({ PORT: '8080', PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example');
    expect(validateEnvironment({}).DB_POOL_SIZE).toBe(50);
    expect(validateEnvironment({ DATABASE_URL: 'postgres://shop:pw@db:5432/shop' }).DB_POOL_SIZE).toBe(20);
    expect(validateEnvironment({ DATABASE_URL: 'postgres://shop:pw@db:5432/shop', DB_POOL_SIZE: '30' }).DB_POOL_SIZE).toBe(30);
    expect(validateEnvironment({ ADMIN_EMAIL: 'Owner@Shop.ru' }).SHOP_NOTIFY_EMAIL).toBe('owner@shop.ru');
    expect(validateEnvironment({ ADMIN_EMAIL: 'owner@shop.ru', SHOP_NOTIFY_EMAIL: 'florist@shop.ru' }).SHOP_NOTIFY_EMAIL).toBe('florist@shop.ru');
    expect(validateEnvironment({ DATA_DIR: '/var/shop' })).toMatchObject({
      MAIL_OUTBOX_DIR: '/var/shop/outbox',
      TELEGRAM_OUTBOX_DIR: '/var/shop/telegram-outbox',
    });
  });

  it('reads an empty value, or one of spaces only, as unset, for every variable', () => {
    const defaults = validateEnvironment({});
    for (const blank of ['', '   ']) {
      const everyVariableBlank = Object.fromEntries(ENVIRONMENT_SETTINGS.map(({ name }) => [name, blank]));
      expect(validateEnvironment(everyVariableBlank)).toEqual(defaults);
    }
    expect(validateEnvironment({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(validateEnvironment({ JWT_SECRET: '' }).JWT_SECRET).toBeUndefined();
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: '' })).toEqual([expect.stringMatching(/^JWT_SECRET must be set in production/)]);
  });

  it('trims the values it reads', () => {
    expect(validateEnvironment({ PORT: ' 8080 ', SERVE_FRONTENDS: 'false\n', HOST: ' 127.0.0.1 ' })).toMatchObject({
      PORT: 8080,
      SERVE_FRONTENDS: false,
      HOST: '127.0.0.1',
    });
  });

  it('ignores variables it does not declare', () => {
    expect(validateEnvironment({ PATH: '/usr/bin', HOME: '/root' })).toEqual(validateEnvironment({}));
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a port number (0–65535), got "eighty".'],
    ['PORT', '65536', 'PORT must be a port number (0–65535), got "65536".'],
    ['DB_POOL_SIZE', '0', 'DB_POOL_SIZE must be a whole number from 1 to 500, got "0".'],
    ['DB_POOL_SIZE', '2.5', 'DB_POOL_SIZE must be a whole number from 1 to 500, got "2.5".'],
    ['RATE_LIMIT_SCALE', '1e3', 'RATE_LIMIT_SCALE must be a number of at least 1, got "1e3".'],
    ['RATE_LIMIT_SCALE', '0.5', 'RATE_LIMIT_SCALE must be a number of at least 1, got "0.5".'],
    ['MIGRATE_ON_START', 'yes', 'MIGRATE_ON_START must be `true` or `false`, got "yes".'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`, got "verbose".'],
    ['ADMIN_EMAIL', 'owner', 'ADMIN_EMAIL must be an e-mail address, got "owner".'],
    ['PUBLIC_URL', 'shop.example', 'PUBLIC_URL must be an http(s) address without query, got "shop.example".'],
    ['S3_PUBLIC_URL', 'https://cdn.example/?v=1', 'S3_PUBLIC_URL must be an http(s) address without query, got "https://cdn.example/?v=1".'],
    ['VK_WIDGET_SCRIPT_URL', 'javascript:alert(1)', 'VK_WIDGET_SCRIPT_URL must be an http(s) address, or `off`, got "javascript:alert(1)".'],
    ['YOOKASSA_WEBHOOK_IPS', '185.71.76.0/33', 'YOOKASSA_WEBHOOK_IPS must be comma-separated IP addresses or CIDR ranges, got "185.71.76.0/33".'],
    ['TRUST_PROXY', 'nginx', 'TRUST_PROXY must be `false`, `true`, or comma-separated proxy addresses or CIDR ranges, got "nginx".'],
    ['TELEGRAM_CHAT_ID', 'shop chat', 'TELEGRAM_CHAT_ID must be a chat id (`-100…`) or a `@channel` name, got "shop chat".'],
  ])('names %s when it is not of its kind (%s), quoting the value', (name, value, problem) => {
    expect(problemsOf({ [name]: value, ...(name === 'TELEGRAM_CHAT_ID' ? { TELEGRAM_BOT_TOKEN: '1:abc' } : {}) })).toEqual([problem]);
  });

  it.each([
    ['DATABASE_URL', 'mysql://shop:pw@db/shop', 'DATABASE_URL must be a `postgres://` address.'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL must be an `smtp://` or `smtps://` address.'],
    ['JWT_SECRET', 'short-secret', 'JWT_SECRET must be text of at least 32 characters.'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be text of at least 8 characters.'],
  ])('names %s when it is not of its kind, never quoting a secret', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem]);
  });

  it('names every invalid variable in one error, in the order of the schema', () => {
    const attempt = () =>
      validateEnvironment({ PORT: 'eighty', JWT_SECRET: 'short', LOG_LEVEL: 'loud', TELEGRAM_BOT_TOKEN: '1:abc', S3_FORCE_PATH_STYLE: 'yes' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      'Invalid environment (5 variables): PORT must be a port number (0–65535), got "eighty". JWT_SECRET must be text of at least 32 characters. ' +
        'LOG_LEVEL must be one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`, got "loud". ' +
        'TELEGRAM_CHAT_ID must be set with TELEGRAM_BOT_TOKEN (the chat the shop alerts go to). S3_FORCE_PATH_STYLE must be `true` or `false`, got "yes".',
    );
  });

  describe('in production (NODE_ENV=production)', () => {
    it('starts with a real admin password, a shared JWT secret and YooKassa credentials', () => {
      expect(problemsOf(PRODUCTION)).toEqual([]);
    });

    it('names every missing requirement at once', () => {
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        'ADMIN_PASSWORD must be set to a value other than the default in production.',
        'JWT_SECRET must be set in production: every API replica must sign and check the access tokens with the same key.',
        'YOOKASSA_SHOP_ID must be set in production: without YooKassa credentials the sandbox provider would let anyone "pay" with a test card.',
        'YOOKASSA_SECRET_KEY must be set in production: without YooKassa credentials the sandbox provider would let anyone "pay" with a test card.',
      ]);
    });

    it('refuses the default admin password even when it is given', () => {
      expect(problemsOf({ ...PRODUCTION, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toEqual([
        'ADMIN_PASSWORD must be set to a value other than the default in production.',
      ]);
    });

    it('refuses to trust every proxy, and rate limits scaled', () => {
      expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '5' })).toEqual([
        "TRUST_PROXY=true would trust any client's X-Forwarded-For in production: list the proxy addresses or CIDR ranges instead.",
        'RATE_LIMIT_SCALE must be 1 in production.',
      ]);
      expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: '172.30.0.10', RATE_LIMIT_SCALE: '1' })).toEqual([]);
    });

    it('reports a malformed value by its kind alone', () => {
      expect(problemsOf({ ...PRODUCTION, RATE_LIMIT_SCALE: 'many' })).toEqual(['RATE_LIMIT_SCALE must be a number of at least 1, got "many".']);
    });

    it('leaves the same values alone outside production', () => {
      expect(problemsOf({ TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '5', ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toEqual([]);
    });
  });

  it('wants the Telegram chat with the bot token, and both halves of the S3 key pair', () => {
    expect(problemsOf({ TELEGRAM_CHAT_ID: '-100' })).toEqual([]);
    expect(problemsOf({ TELEGRAM_BOT_TOKEN: '1:abc', TELEGRAM_CHAT_ID: '@zelenyi_ugolok' })).toEqual([]);
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'key' })).toEqual(['S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID (a key pair: both or neither).']);
    expect(problemsOf({ S3_SECRET_ACCESS_KEY: 'secret' })).toEqual(['S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY (a key pair: both or neither).']);
  });

  it('reads the kinds into typed values', () => {
    expect(
      validateEnvironment({
        TRUST_PROXY: '10.0.0.1, 10.0.1.0/24 ,loopback',
        YOOKASSA_WEBHOOK_IPS: '185.71.76.0/27, 2a02:5180::/32',
        VK_WIDGET_SCRIPT_URL: 'off',
        RATE_LIMIT_SCALE: '2.5',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      TRUST_PROXY: '10.0.0.1,10.0.1.0/24,loopback',
      YOOKASSA_WEBHOOK_IPS: ['185.71.76.0/27', '2a02:5180::/32'],
      VK_WIDGET_SCRIPT_URL: null,
      RATE_LIMIT_SCALE: 2.5,
      S3_FORCE_PATH_STYLE: true,
    });
    expect(validateEnvironment({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(validateEnvironment({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
