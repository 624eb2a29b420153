import * as path from 'node:path';
import { Client } from 'pg';
import { PgBoss } from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../adapters/src/jobs/job-queue-schema';
import { eventually } from '../adapters/test/support/eventually';
import { startS3Bucket, type S3Bucket } from '../adapters/test/support/s3-bucket';
import { PNG, multipart } from '../adapters/test/support/multipart';
import { SEEDED_ADMIN } from './support/api';
import { startThrowawayShopServer, type ShopServer } from './support/shop-server';

/** A JSON call to one replica; the answer's refresh cookie, when it sets one, as a Cookie header. */
async function call(replica: ShopServer, method: string, url: string, options: { token?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${replica.url}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('shop_refresh='))
    ?.split(';')[0];
  return { status: response.status, data: text ? JSON.parse(text) : undefined, cookie };
}

const SCHEDULED = [
  'expire-unpaid-orders',
  'remind-memorable-dates',
  'remind-unpaid-orders',
  'remove-orphaned-uploads',
  'retry-payment-notifications',
  'send-closing-receipts',
];
const TICKS = 5;

/** The scheduled jobs a replica ran, by job id, as its log says. */
const ranBy = (replica: ShopServer): string[] =>
  replica.logs.filter((line) => line.msg === 'job done' && SCHEDULED.includes(String(line.job))).map((line) => String(line.id));

describe('two API replicas on one PostgreSQL and one S3 bucket', () => {
  let bucket: S3Bucket;
  let first: ShopServer;
  let second: ShopServer;
  let databaseUrl: string;
  let db: Client;

  beforeAll(async () => {
    bucket = await startS3Bucket();
    // No JWT_SECRET (production sets one on every replica): the key the first generates is kept in
    // the database, so the second uses it too. Debug lines name every job a replica runs.
    const shared = { ...bucket.env(), LOG_LEVEL: 'debug' };
    first = await startThrowawayShopServer('shop-replica-1-', shared);
    databaseUrl = first.embeddedDatabaseUrl();
    second = await startThrowawayShopServer('shop-replica-2-', { ...shared, DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'false' });
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await second?.stop();
    await first?.stop();
    await bucket?.stop();
  });

  it('takes an access token and a cart from one replica on the other', async () => {
    expect(
      (await call(first, 'POST', '/api/auth/register', { body: { username: 'replica_anna', email: 'anna@replicas.example', password: 'Зелень-2025' } })).status,
    ).toBe(201);
    const login = await call(first, 'POST', '/api/auth/login', { body: { identifier: 'replica_anna', password: 'Зелень-2025' } });
    expect(login.status).toBe(200);
    const profile = await call(second, 'GET', '/api/profile', { token: login.data.token });
    expect([profile.status, profile.data.user.username]).toEqual([200, 'replica_anna']);
    expect((await call(second, 'POST', '/api/cart/add', { token: login.data.token, body: { product_id: 2, quantity: 1 } })).status).toBeLessThan(300);
    const cart = await call(first, 'GET', '/api/cart', { token: login.data.token });
    expect(cart.data.items.map((item: { product_id: number }) => item.product_id)).toContain(2);
  });

  it('rotates a refresh token on one replica and catches its reuse on the other, revoking the family', async () => {
    const login = await call(first, 'POST', '/api/auth/login', { body: { identifier: 'replica_anna', password: 'Зелень-2025' } });
    const rotated = await call(second, 'POST', '/api/auth/refresh', { cookie: login.cookie });
    expect(rotated.status).toBe(200);
    expect(rotated.cookie).toBeDefined();
    expect(rotated.cookie).not.toBe(login.cookie);
    // Within 10 s another tab gets the same successor from either replica; after that a replay is theft.
    expect((await call(first, 'POST', '/api/auth/refresh', { cookie: login.cookie })).cookie).toBe(rotated.cookie);
    await db.query(`UPDATE refresh_tokens SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL AND revoked_at IS NULL`);
    const replay = await call(first, 'POST', '/api/auth/refresh', { cookie: login.cookie });
    expect([replay.status, replay.data]).toEqual([401, { error: 'Сессия истекла. Войдите снова.' }]);
    expect((await call(second, 'POST', '/api/auth/refresh', { cookie: rotated.cookie })).status).toBe(401);
  });

  it('counts failed logins of both replicas against one limit', async () => {
    expect(
      (await call(first, 'POST', '/api/auth/register', { body: { username: 'replica_boris', email: 'boris@replicas.example', password: 'Зелень-2025' } }))
        .status,
    ).toBe(201);
    const attempt = (replica: ShopServer) => call(replica, 'POST', '/api/auth/login', { body: { identifier: 'replica_boris', password: 'not-his-password' } });
    for (let i = 0; i < 5; i++) expect((await attempt(first)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(second)).status).toBe(401);
    const blocked = await attempt(first);
    expect([blocked.status, blocked.data]).toEqual([429, { error: 'Слишком много запросов. Попробуйте позже.' }]);
    expect((await attempt(second)).status).toBe(429);
  });

  it('serves a picture uploaded through one replica from the other, out of the bucket', async () => {
    const admin = await call(second, 'POST', '/api/auth/login', { body: { identifier: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
    const file = multipart('leaf.png', 'image/png', PNG);
    const uploaded = await fetch(`${first.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...file.headers, authorization: `Bearer ${admin.data.token}` },
      body: file.payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(await bucket.objects()).toContain(path.basename(url));
    const served = await fetch(`${second.url}${url}`);
    expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const created = await call(second, 'POST', '/api/admin/products', {
      token: admin.data.token,
      body: { title: 'Пеперомия', description: 'Компактная и неприхотливая.', category: 'plants', price: 790, images: [url, '/images/products/p6-1.svg'] },
    });
    expect(created.status).toBe(201);
    // The other replica's catalogue cache forgets within 5 s (CATALOGUE_CACHE_MS).
    const shown = await eventually(async () => (await call(first, 'GET', `/api/products/${created.data.product_id}`)).data.images, {
      timeoutMs: 6000,
      intervalMs: 200,
    });
    expect(shown[0]).toBe(url);
  });

  it('keeps one schedule on the Moscow clock and runs each tick of each job on exactly one of the replicas', async () => {
    const { rows: schedules } = await db.query(`SELECT name, cron, timezone FROM ${JOB_QUEUE_SCHEMA}.schedule ORDER BY name`);
    expect(schedules).toEqual([
      { name: 'expire-unpaid-orders', cron: '*/5 * * * *', timezone: 'Europe/Moscow' },
      { name: 'remind-memorable-dates', cron: '0 10 * * *', timezone: 'Europe/Moscow' },
      { name: 'remind-unpaid-orders', cron: '*/5 * * * *', timezone: 'Europe/Moscow' },
      { name: 'remove-orphaned-uploads', cron: '0 3 * * *', timezone: 'Europe/Moscow' },
      { name: 'retry-payment-notifications', cron: '* * * * *', timezone: 'Europe/Moscow' },
      { name: 'send-closing-receipts', cron: '* * * * *', timezone: 'Europe/Moscow' },
    ]);

    // Ticks as the cron sends them (its next one is up to a minute away), one at a time per job:
    // each wakes both replicas, and one of them takes it.
    const cron = new PgBoss({
      connectionString: databaseUrl,
      schema: JOB_QUEUE_SCHEMA,
      max: 2,
      migrate: false,
      schedule: false,
      supervise: false,
      registerInstance: false,
    });
    await cron.start();
    const state = async (id: string) => (await db.query(`SELECT state FROM ${JOB_QUEUE_SCHEMA}.job WHERE id = $1`, [id])).rows[0]?.state;
    // A tick the cron sent meanwhile may still be running: the queue takes one at a time, so send again once it is done.
    const tick = async (job: string) => {
      const id = await eventually(() => cron.send(job, {}), { timeoutMs: 20_000 });
      await eventually(
        () => state(id),
        (now) => now === 'completed' || now === 'failed',
        { timeoutMs: 20_000 },
      );
    };
    try {
      for (let n = 0; n < TICKS; n++) await Promise.all(SCHEDULED.map(tick));
    } finally {
      await cron.stop({ graceful: false });
    }

    const { rows: jobs } = await db.query(`SELECT id, state FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = ANY($1) ORDER BY created_on`, [SCHEDULED]);
    expect(jobs.length).toBeGreaterThanOrEqual(SCHEDULED.length * TICKS);
    expect(jobs.filter((job: { state: string }) => job.state !== 'completed')).toEqual([]);
    const ran = await eventually(
      () => [...ranBy(first), ...ranBy(second)],
      (ids) => ids.length >= jobs.length,
    );
    expect(ran.sort()).toEqual(jobs.map((job: { id: string }) => job.id).sort());
    expect([ranBy(first).length, ranBy(second).length].every((count) => count > 0)).toBe(true);
  });
});
