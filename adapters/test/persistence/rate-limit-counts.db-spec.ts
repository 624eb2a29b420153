import { DataSource } from 'typeorm';
import { LocallyCountedRateLimits, WRITE_AFTER_MS } from '../../src/http/locally-counted-rate-limits';
import { PostgresHitCounter } from '../../src/persistence/rate-limit/postgres-hit-counter';
import { useTestApp } from '../support/test-context';

const MINUTE = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate-limit counts in PostgreSQL, shared by the replicas', () => {
  const ctx = useTestApp();
  let dataSource: DataSource;
  /** A replica's counting: its own memory over the one shared count. */
  const replica = () => new LocallyCountedRateLimits(new PostgresHitCounter(dataSource), (throttler) => throttler.endsWith('-customer'));
  const passed = (records: readonly { isBlocked: boolean }[]) => records.filter((record) => !record.isBlocked).length;

  beforeAll(() => {
    dataSource = ctx.t.app.get(DataSource);
  });

  it('adds the hits of many keys in one statement, opens a window for a new key and blocks a key past its limit', async () => {
    const counter = new PostgresHitCounter(dataSource);
    const first = await counter.count([
      { key: 'test:a', hits: 3, ttlMs: MINUTE, limit: 5, blockMs: 2 * MINUTE },
      { key: 'test:b', hits: 1, ttlMs: MINUTE, limit: 5, blockMs: 2 * MINUTE },
    ]);
    expect([first.get('test:a')?.hits, first.get('test:b')?.hits]).toEqual([3, 1]);
    expect(first.get('test:a')?.msLeft).toBeGreaterThan(MINUTE - 5000);
    const over = await counter.count([{ key: 'test:a', hits: 3, ttlMs: MINUTE, limit: 5, blockMs: 2 * MINUTE }]);
    expect(over.get('test:a')?.hits).toBe(6);
    // Past its limit the key is blocked for blockMs from now.
    expect(over.get('test:a')?.msLeft).toBeGreaterThan(2 * MINUTE - 5000);

    await dataSource.query(`UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key = 'test:b'`);
    const reopened = await counter.count([{ key: 'test:b', hits: 2, ttlMs: MINUTE, limit: 5, blockMs: MINUTE }]);
    expect(reopened.get('test:b')?.hits).toBe(2);
  });

  it('lets exactly the limit through when two replicas are hit at once', async () => {
    const [first, second] = [replica(), replica()];
    const hits = (limits: LocallyCountedRateLimits) => Array.from({ length: 40 }, () => limits.increment('parallel', MINUTE, 30, MINUTE, 'cart-customer'));
    const records = await Promise.all([...hits(first), ...hits(second)]);
    expect(passed(records)).toBe(30);
  });

  it('lets exactly the limit through a replica hit one request after another, most of them counted in memory', async () => {
    const limits = replica();
    const records = [];
    for (let i = 0; i < 60; i++) records.push(await limits.increment('one-by-one', MINUTE, 50, MINUTE, 'cart-customer'));
    expect(passed(records)).toBe(50);
    await pause(WRITE_AFTER_MS * 3);
    const [{ hits }] = await dataSource.query(`SELECT hits FROM rate_limits WHERE key = 'cart-customer:one-by-one'`);
    expect(hits).toBe(60);
  });

  it('writes two replicas’ hits of the same keys at the same moment without a deadlock, and loses none', async () => {
    const [first, second] = [replica(), replica()];
    const keys = Array.from({ length: 50 }, (_, i) => `busy-${i}`);
    // The first hit of each key opens its window; the next ones are counted in memory and written together.
    const round = async (limits: LocallyCountedRateLimits, order: readonly string[]) => {
      for (const key of order) await limits.increment(key, MINUTE, 1000, MINUTE, 'cart-customer');
    };
    for (let i = 0; i < 4; i++) await Promise.all([round(first, keys), round(second, [...keys].reverse())]);
    await pause(WRITE_AFTER_MS * 4);
    const rows: { hits: number }[] = await dataSource.query(`SELECT hits FROM rate_limits WHERE key LIKE 'cart-customer:busy-%'`);
    expect(rows.map((row) => row.hits)).toEqual(Array(50).fill(8));
  });
});
