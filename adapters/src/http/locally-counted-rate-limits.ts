import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Hits of one key to add to its shared count. */
export interface HitsToCount {
  readonly key: string;
  readonly hits: number;
  readonly ttlMs: number;
  readonly limit: number;
  /** How long a key over its limit stays blocked. */
  readonly blockMs: number;
}

/** A key's shared count after hits were added, and the time left in its window (or block). */
export interface CountedHits {
  readonly hits: number;
  readonly msLeft: number;
}

/** The count every replica shares (PostgreSQL): adds the hits of each key at once, answers each key's new count. */
export interface HitCounter {
  count(batch: readonly HitsToCount[]): Promise<ReadonlyMap<string, CountedHits>>;
}

/** How long hits counted here wait before they are written, together with every other key's. */
export const WRITE_AFTER_MS = 50;
/** Up to this share of its limit a key is counted here; beyond it every hit is counted in the shared count at once. */
const LOCAL_SHARE = 0.5;
/** After a failed write (the database away), how long until the hits are written again. */
export const WRITE_AGAIN_AFTER_MS = 1000;
/** How often keys whose window ended are forgotten. */
const FORGET_EVERY_MS = 10_000;
/** Two answers of one window may place its end this far apart (the answers' travel); a later window ends a whole window later. */
const SAME_WINDOW_MS = 1000;

/** What this replica knows of a key's window. */
interface KeyWindow {
  readonly ttlMs: number;
  readonly limit: number;
  readonly blockMs: number;
  /** The shared count as last answered. */
  shared: number;
  /** When the window (or block) ends, by this replica's clock. */
  endsAt: number;
  /** Hits counted here and not yet written. */
  unwritten: number;
  /** Hits being written. */
  writing: number;
}

/**
 * The throttlers' storage: a fixed window per key, shared by every replica. Every hit of a
 * throttler that is not `countedLocally` goes to the shared count at once and is judged by it.
 * The others are counted mostly here: the first hit of a window, and every hit once a key has used
 * half its limit, still go to the shared count at once, so such a limit is exact where it bites;
 * the hits below that are counted here and written for every key in one statement a moment later
 * (WRITE_AFTER_MS), so the busiest limited writes (cart adds, orders) cost no round trip of their
 * own. What that allows: another replica's hits of the last write interval are learnt only with
 * the next write (a key may pass its limit by that many), and that interval's hits are lost if the
 * process dies.
 */
export class LocallyCountedRateLimits implements ThrottlerStorage {
  private readonly windows = new Map<string, KeyWindow>();
  /** The keys with hits counted here and not yet written. */
  private readonly keysUnwritten = new Set<string>();
  private writeTimer: ReturnType<typeof setTimeout> | null = null;
  private forgottenAt = Date.now();

  constructor(
    private readonly counter: HitCounter,
    private readonly countedLocally: (throttlerName: string) => boolean,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${key}`;
    const limits = { ttlMs: ttl, limit, blockMs: blockDuration };
    if (!this.countedLocally(throttlerName)) return record(await this.countNow(id, limits, 1), limit);
    this.forgetEnded();
    const now = Date.now();
    let window = this.windows.get(id);
    if (window && now < window.endsAt && window.shared + window.writing + window.unwritten + 1 <= limit * LOCAL_SHARE) {
      window.unwritten++;
      this.keysUnwritten.add(id);
      this.writeSoon();
      return record({ hits: window.shared + window.writing + window.unwritten, msLeft: window.endsAt - now }, limit);
    }
    if (!window) {
      window = { ...limits, shared: 0, endsAt: 0, unwritten: 0, writing: 0 };
      this.windows.set(id, window);
    }
    // Judged by the shared count: this hit with those counted here and not yet written (none
    // once their window has ended: they no longer count).
    const hits = 1 + (now < window.endsAt ? window.unwritten : 0);
    window.unwritten = 0;
    window.writing += hits;
    try {
      const counted = await this.countNow(id, limits, hits);
      learn(window, counted);
      return record(counted, limit);
    } finally {
      window.writing -= hits;
    }
  }

  private async countNow(id: string, limits: Omit<HitsToCount, 'key' | 'hits'>, hits: number): Promise<CountedHits> {
    const counted = (await this.counter.count([{ key: id, hits, ...limits }])).get(id);
    if (!counted) throw new Error(`the shared count did not answer for ${id}`);
    return counted;
  }

  private writeSoon(afterMs = WRITE_AFTER_MS): void {
    if (this.writeTimer) return;
    this.writeTimer = setTimeout(() => void this.writeUnwritten(), afterMs);
    this.writeTimer.unref?.();
  }

  /**
   * Every key's unwritten hits in one statement. A failed write keeps them for the next, a second
   * later, except those of a window that has ended by then: they no longer count.
   */
  private async writeUnwritten(): Promise<void> {
    this.writeTimer = null;
    const now = Date.now();
    const sent = [...this.keysUnwritten].flatMap((id) => {
      const window = this.windows.get(id);
      if (!window || window.unwritten === 0) return [];
      if (window.endsAt <= now) {
        window.unwritten = 0;
        return [];
      }
      const hits = window.unwritten;
      window.unwritten = 0;
      window.writing += hits;
      return [{ id, window, hits }];
    });
    this.keysUnwritten.clear();
    if (sent.length === 0) return;
    try {
      const counted = await this.counter.count(
        sent.map(({ id, window, hits }) => ({ key: id, hits, ttlMs: window.ttlMs, limit: window.limit, blockMs: window.blockMs })),
      );
      for (const { id, window } of sent) {
        const answer = counted.get(id);
        if (answer) learn(window, answer);
      }
    } catch {
      for (const { id, window, hits } of sent) {
        window.unwritten += hits;
        this.keysUnwritten.add(id);
      }
      this.writeSoon(WRITE_AGAIN_AFTER_MS);
    } finally {
      for (const { window, hits } of sent) window.writing -= hits;
    }
  }

  private forgetEnded(): void {
    const now = Date.now();
    if (now - this.forgottenAt < FORGET_EVERY_MS) return;
    this.forgottenAt = now;
    for (const [id, window] of this.windows) if (window.endsAt <= now && window.unwritten === 0 && window.writing === 0) this.windows.delete(id);
  }
}

/**
 * Takes in an answer of the shared count. Within a window the count only grows, so an answer lower
 * than one already taken in arrived late and is passed over, unless it opened a later window.
 */
function learn(window: KeyWindow, counted: CountedHits): void {
  const endsAt = Date.now() + counted.msLeft;
  if (counted.hits < window.shared && endsAt <= window.endsAt + SAME_WINDOW_MS) return;
  window.shared = counted.hits;
  window.endsAt = endsAt;
}

function record({ hits, msLeft }: CountedHits, limit: number): ThrottlerStorageRecord {
  const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
  const isBlocked = hits > limit;
  return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
}
