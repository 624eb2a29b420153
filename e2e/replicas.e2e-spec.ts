import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startS3Bucket, type S3Bucket } from '../adapters/test/support/s3-bucket';
import { PNG, multipart } from '../adapters/test/support/multipart';
import { SEEDED_ADMIN } from './support/api';
import { startShopServer, type ShopServer } from './support/shop-server';

/** A JSON call to one replica; the answer's refresh cookie, when it sets one, as a Cookie header. */
async function call(replica: ShopServer, method: string, url: string, options: { token?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${replica.url}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shop_refresh='))?.split(';')[0];
  return { status: response.status, data: text ? JSON.parse(text) : undefined, cookie };
}

interface JobLine {
  readonly msg: string;
  readonly job: string;
  readonly tick: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) {
    const value = await read();
    if (value !== undefined) return value;
  }
  throw new Error(`nothing within ${timeoutMs} ms`);
}

describe('two API replicas on one PostgreSQL and one S3 bucket', () => {
  let bucket: S3Bucket;
  let first: ShopServer;
  let second: ShopServer;
  let secondStartedAt: number;
  let db: Client;

  beforeAll(async () => {
    bucket = await startS3Bucket();
    // No JWT_SECRET (production sets one on every replica): the key the first generates is kept in
    // the database, so the second uses it too. Jobs tick every few hundred ms here.
    const shared = { ...bucket.env(), JOBS_INTERVAL_SCALE: '0.01', LOG_LEVEL: 'debug' };
    first = await startShopServer(mkdtempSync(path.join(tmpdir(), 'shop-replica-1-')), shared);
    const databaseUrl = first.embeddedDatabaseUrl();
    second = await startShopServer(mkdtempSync(path.join(tmpdir(), 'shop-replica-2-')), { ...shared, DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'false' });
    secondStartedAt = Date.now();
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
    expect((await call(first, 'POST', '/api/auth/register', { body: { username: 'replica_anna', email: 'anna@replicas.example', password: 'Зелень-2025' } })).status).toBe(201);
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
    expect((await call(first, 'POST', '/api/auth/register', { body: { username: 'replica_boris', email: 'boris@replicas.example', password: 'Зелень-2025' } })).status).toBe(201);
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
    const uploaded = await fetch(`${first.url}/api/admin/uploads`, { method: 'POST', headers: { ...file.headers, authorization: `Bearer ${admin.data.token}` }, body: file.payload });
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
    const shown = await until(async () => (await call(first, 'GET', `/api/products/${created.data.product_id}`)).data.images, 6000);
    expect(shown[0]).toBe(url);
  });

  it('runs each scheduled job once per tick across the replicas: one runs it, the other finds it taken', async () => {
    await sleep(Math.max(0, secondStartedAt + 4000 - Date.now()));
    // What each replica said of each tick: the one whose claim landed ran it (or skipped it while
    // the job's previous run was still going, or failed); the other found it taken.
    const said: Record<string, string> = {
      'scheduled job ran': 'ran',
      'scheduled job skipped: the previous run is still going': 'skipped',
      'scheduled job failed': 'failed',
      'scheduled job tick taken': 'found taken',
    };
    const outcomesOf = () => {
      const outcomes = new Map<string, string[]>();
      for (const [name, replica] of [['first', first], ['second', second]] as const) {
        for (const line of replica.logs as unknown as JobLine[]) {
          if (!(line.msg in said)) continue;
          const key = `${line.job}#${line.tick}`;
          outcomes.set(key, [...(outcomes.get(key) ?? []), `${name} ${said[line.msg]}`]);
        }
      }
      return outcomes;
    };
    const claimed = (seen: string[]) => seen.filter((outcome) => !outcome.endsWith(' found taken'));
    // The ticks seen so far, judged once every run under way on them has finished and said so.
    const ticks = [...outcomesOf().keys()];
    const outcomes = await until(async () => {
      const all = outcomesOf();
      return ticks.every((key) => claimed(all.get(key) ?? []).length > 0) ? new Map(ticks.map((key) => [key, all.get(key) ?? []])) : undefined;
    }, 15_000);
    for (const seen of outcomes.values()) expect(claimed(seen)).toHaveLength(1);
    expect([...outcomes.values()].flat().filter((outcome) => outcome.endsWith(' failed'))).toEqual([]);
    // The ticks both replicas met and one of them ran: run by one, found taken by the other.
    const met = [...outcomes.entries()].filter(([, seen]) => seen.length === 2 && seen.some((outcome) => outcome.endsWith(' ran')));
    expect(new Set(met.map(([key]) => key.split('#')[0]))).toEqual(new Set(['deliver-notifications', 'retry-payment-notifications', 'expire-unpaid-orders']));
    expect(met.length).toBeGreaterThanOrEqual(8);
    for (const [, seen] of met) expect([['first ran', 'second found taken'], ['first found taken', 'second ran']]).toContainEqual(seen.sort());
    // The operator's record of the runs says who ran each one.
    const recorded = (await db.query(`SELECT DISTINCT replica FROM job_runs WHERE error IS NULL`)).rows.map((row: { replica: string }) => row.replica.split(':')[1]);
    expect(recorded.sort()).toEqual([first.process.pid, second.process.pid].map(String).sort());
  });
});
