import {
  LocallyCountedRateLimits,
  WRITE_AFTER_MS,
  WRITE_AGAIN_AFTER_MS,
  type CountedHits,
  type HitCounter,
  type HitsToCount,
} from './locally-counted-rate-limits';

/** The shared count as PostgreSQL keeps it (PostgresHitCounter): fixed windows, blocked past the limit. */
class SharedCount implements HitCounter {
  readonly writes: HitsToCount[][] = [];
  failing = false;
  private readonly keys = new Map<string, { hits: number; endsAt: number }>();

  async count(batch: readonly HitsToCount[]): Promise<ReadonlyMap<string, CountedHits>> {
    if (this.failing) throw new Error('the database is away');
    this.writes.push([...batch]);
    const now = Date.now();
    const answers = new Map<string, CountedHits>();
    for (const { key, hits, ttlMs, limit, blockMs } of batch) {
      const stored = this.keys.get(key);
      const counted = !stored || stored.endsAt <= now ? { hits, endsAt: now + ttlMs } : { hits: stored.hits + hits, endsAt: stored.endsAt };
      if (stored && stored.endsAt > now && counted.hits > limit) counted.endsAt = Math.max(counted.endsAt, now + blockMs);
      this.keys.set(key, counted);
      answers.set(key, { hits: counted.hits, msLeft: counted.endsAt - now });
    }
    return answers;
  }

  hitsOf(key: string): number {
    return this.keys.get(key)?.hits ?? 0;
  }
}

const MINUTE = 60_000;
const everyThrottler = () => true;

/** `times` hits of one key one after another; whether each was let through. */
async function hit(limits: LocallyCountedRateLimits, times: number, limit: number, throttler = 'cart-customer'): Promise<boolean[]> {
  const passed: boolean[] = [];
  for (let i = 0; i < times; i++) passed.push(!(await limits.increment('key', MINUTE, limit, MINUTE, throttler)).isBlocked);
  return passed;
}

describe('LocallyCountedRateLimits', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the shared count for the first hit of a window, counts the next ones here and writes them together a moment later', async () => {
    const shared = new SharedCount();
    const limits = new LocallyCountedRateLimits(shared, everyThrottler);
    const first = await limits.increment('a', MINUTE, 100, MINUTE, 'cart-customer');
    await limits.increment('b', MINUTE, 100, MINUTE, 'cart-customer');
    expect(first).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    expect(shared.writes).toHaveLength(2);

    const totals = [];
    for (let i = 0; i < 9; i++) totals.push((await limits.increment('a', MINUTE, 100, MINUTE, 'cart-customer')).totalHits);
    await limits.increment('b', MINUTE, 100, MINUTE, 'cart-customer');
    expect(totals).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(shared.writes).toHaveLength(2);

    await jest.advanceTimersByTimeAsync(WRITE_AFTER_MS);
    expect(shared.writes.slice(2).map((batch) => batch.map(({ key, hits }) => [key, hits]))).toEqual([
      [
        ['cart-customer:a', 9],
        ['cart-customer:b', 1],
      ],
    ]);
    expect([shared.hitsOf('cart-customer:a'), shared.hitsOf('cart-customer:b')]).toEqual([10, 2]);
  });

  it('judges every hit past half the limit by the shared count, with the hits not yet written: exactly the limit passes', async () => {
    const shared = new SharedCount();
    const limits = new LocallyCountedRateLimits(shared, everyThrottler);
    const passed = await hit(limits, 12, 10);
    expect(passed).toEqual([...Array(10).fill(true), false, false]);
    // The first hit, then hits 6 to 12 each on their own (the sixth with the four counted here).
    expect(shared.writes.map((batch) => batch[0].hits)).toEqual([1, 5, 1, 1, 1, 1, 1, 1]);
    const blocked = await limits.increment('key', MINUTE, 10, MINUTE, 'cart-customer');
    expect(blocked).toEqual({ totalHits: 13, timeToExpire: 60, isBlocked: true, timeToBlockExpire: 60 });
  });

  it('holds one limit across two replicas, counting the hits each has not yet written', async () => {
    const shared = new SharedCount();
    const [first, second] = [new LocallyCountedRateLimits(shared, everyThrottler), new LocallyCountedRateLimits(shared, everyThrottler)];
    expect(await hit(first, 5, 10)).toEqual(Array(5).fill(true));
    expect(await hit(second, 5, 10)).toEqual(Array(5).fill(true));
    expect(await hit(first, 1, 10)).toEqual([false]);
    expect(await hit(second, 1, 10)).toEqual([false]);
  });

  it('counts every hit of a limit against guessing in the shared count at once', async () => {
    const shared = new SharedCount();
    const limits = new LocallyCountedRateLimits(shared, (throttler) => throttler !== 'login-ip');
    expect(await hit(limits, 4, 100, 'login-ip')).toEqual(Array(4).fill(true));
    expect(shared.writes.map((batch) => batch.map(({ key, hits }) => [key, hits]))).toEqual(Array(4).fill([['login-ip:key', 1]]));
  });

  it('opens a new window in the shared count once the old one has ended', async () => {
    const shared = new SharedCount();
    const limits = new LocallyCountedRateLimits(shared, everyThrottler);
    await hit(limits, 3, 100);
    await jest.advanceTimersByTimeAsync(MINUTE);
    const writes = shared.writes.length;
    const opened = await limits.increment('key', MINUTE, 100, MINUTE, 'cart-customer');
    expect(opened.totalHits).toBe(1);
    expect(shared.writes).toHaveLength(writes + 1);
  });

  it('keeps the hits of a failed write and writes them a second later, unless their window has ended by then', async () => {
    const shared = new SharedCount();
    const limits = new LocallyCountedRateLimits(shared, everyThrottler);
    await hit(limits, 4, 100);
    await limits.increment('short', 1000, 100, 1000, 'cart-customer');
    await limits.increment('short', 1000, 100, 1000, 'cart-customer');
    shared.failing = true;
    await jest.advanceTimersByTimeAsync(WRITE_AFTER_MS);
    expect(shared.hitsOf('cart-customer:key')).toBe(1);
    shared.failing = false;
    await jest.advanceTimersByTimeAsync(WRITE_AGAIN_AFTER_MS - 1);
    expect(shared.hitsOf('cart-customer:key')).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(shared.writes.at(-1)?.map(({ key, hits }) => [key, hits])).toEqual([['cart-customer:key', 3]]);
    expect(shared.hitsOf('cart-customer:key')).toBe(4);
  });
});
