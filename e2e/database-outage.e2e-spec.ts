import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { startThrowawayShopServer, type ShopServer } from './support/shop-server';
import { eventually } from './support/storefront';

const CUSTOMERS = 4;
const PASSWORD = 'Chaos-password-1';

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly error: string | null;
}

async function call(server: ShopServer, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { error?: string } | null;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), error: json?.error ?? null };
}

async function customer(server: ShopServer, n: number): Promise<string> {
  const username = `chaos${n}`;
  await call(server, 'POST', '/api/auth/register', undefined, { email: `${username}@example.ru`, username, password: PASSWORD });
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: username, password: PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** One customer ordering again and again: a line into the cart, then an order from it. */
async function orderLoop(server: ShopServer, token: string, until: () => boolean, answers: Answer[]): Promise<void> {
  while (!until()) {
    answers.push(await call(server, 'POST', '/api/cart/add', token, { product_id: 6, quantity: 1 }));
    answers.push(await call(server, 'POST', '/api/payment/create', token, { deliveryType: 'pickup', delivery_address_full: 'Самовывоз', items: [] }));
  }
}

async function healthyWithin(server: ShopServer, ms: number): Promise<number> {
  const started = Date.now();
  await eventually(
    async () => (await fetch(`${server.url}/api/health`).catch(() => null))?.status,
    (status) => status === 200,
    { timeoutMs: ms, intervalMs: 250 },
  );
  return Date.now() - started;
}

describe('the embedded PostgreSQL killed under order load', () => {
  it('answers 503 with Retry-After while it is down, heals by itself, and loses or half-writes no order', async () => {
    // The order loop is a load generator: each customer places orders as fast as it can, far past the per-customer limits.
    const server = await startThrowawayShopServer('shop-chaos-', { RATE_LIMIT_SCALE: '1000' });
    try {
      const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => customer(server, n)));
      const answers: Answer[] = [];
      let done = false;
      const load = Promise.all(tokens.map((token) => orderLoop(server, token, () => done, answers)));

      // The load is under way: orders are being placed when the database dies.
      const placed = (from = 0) => answers.slice(from).filter((answer) => answer.status === 200).length;
      await eventually(
        () => placed(),
        (count) => count >= 2 * CUSTOMERS,
        { timeoutMs: 30_000 },
      );
      const postmaster = Number(readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      await eventually(
        () => answers.some((answer) => answer.status === 503),
        (seen) => seen,
        { timeoutMs: 30_000 },
      );
      const webhook = await call(server, 'POST', '/api/payment/webhook/yookassa', undefined, {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: 'sbx_x' },
      });
      const recoveredAfterMs = await healthyWithin(server, 30_000);
      // Orders are placed again after the recovery, under the same load.
      const answeredBeforeRecovery = answers.length;
      await eventually(
        () => placed(answeredBeforeRecovery),
        (count) => count >= 2 * CUSTOMERS,
        { timeoutMs: 30_000 },
      );
      done = true;
      await load;

      // A 500 names its cause in the log: show it with the failure.
      const internal = server.logs.filter((line) => line.msg === 'request failed' && line.kind !== 'database-unavailable');
      expect({ answers: answers.filter((a) => a.status >= 500 && a.status !== 503), internal }).toEqual({ answers: [], internal: [] });
      const unavailable = answers.filter((a) => a.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      expect(unavailable.every((a) => a.retryAfter === '10' && a.error === 'Сервис временно недоступен. Попробуйте через минуту.')).toBe(true);
      expect(webhook.status).toBe(503);
      expect(recoveredAfterMs).toBeLessThan(30_000);
      expect(server.process.exitCode).toBeNull();
      expect((await call(server, 'POST', '/api/payment/create', tokens[0], { deliveryType: 'pickup', delivery_address_full: '', items: [] })).status).toBe(400);

      // One line per kind of failure per 10 s, not a stack per failed request.
      const failureLines = server.logs.filter((line) => line.msg === 'request failed');
      expect(failureLines.length).toBeLessThanOrEqual(4);
      expect(server.logs.some((line) => String(line.msg).includes('embedded PostgreSQL is running again'))).toBe(true);

      const db = new Client({ connectionString: server.embeddedDatabaseUrl() });
      await db.connect();
      try {
        const broken = await db.query(
          `SELECT o.id FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
           GROUP BY o.id HAVING count(l.id) = 0 OR o.goods_total_kopecks <> coalesce(sum(l.unit_price_kopecks * l.quantity), 0)`,
        );
        expect(broken.rows).toEqual([]);
        // Every order the shop confirmed (201) is there; an order whose commit raced the crash may be too.
        const { rows } = await db.query(`SELECT count(*)::int AS orders FROM orders`);
        expect(rows[0].orders).toBeGreaterThanOrEqual(answers.filter((a) => a.status === 201).length);
      } finally {
        await db.end();
      }
    } finally {
      await server.stop();
    }
  });
});
