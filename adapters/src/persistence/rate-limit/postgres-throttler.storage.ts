import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource, Raw } from 'typeorm';
import { connectionPoolOf } from '../shared/connection-pool';
import { RateLimitOrmEntity } from './rate-limit.orm-entity';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The key's count after this hit and the time left in its window. */
interface CountedHitRow {
  hits: number;
  ms_left: number;
}

/**
 * Raw SQL: it runs before every rate-limited request (every cart add and checkout), and counting,
 * opening a new window and blocking are one conditional upsert TypeORM's upsert cannot express.
 * A named prepared statement straight on the pool (see connectionPoolOf).
 */
const COUNT_HIT = `
  INSERT INTO rate_limits (key, hits, expires_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
    expires_at = CASE
      WHEN rate_limits.expires_at <= now() THEN EXCLUDED.expires_at
      WHEN rate_limits.hits + 1 > $3 THEN greatest(rate_limits.expires_at, now() + $4 * interval '1 millisecond')
      ELSE rate_limits.expires_at END
  RETURNING hits, ceil(extract(epoch FROM (expires_at - now())) * 1000)::int AS ms_left`;

/**
 * Rate-limit counters in PostgreSQL, so a limit holds across every API replica: a fixed window
 * per key, counted with one atomic upsert.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private calls = 0;

  constructor(private readonly dataSource: DataSource) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const { rows } = await connectionPoolOf(this.dataSource).query<CountedHitRow>({
      name: 'rate-limit-count-hit',
      text: COUNT_HIT,
      values: [`${throttlerName}:${key}`, ttl, limit, blockDuration],
    });
    const [row] = rows;
    if (++this.calls % 500 === 0) void this.dropExpired().catch(() => undefined);
    const secondsLeft = Math.max(1, Math.ceil(row.ms_left / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Windows that ended, by the database's clock (which wrote them). */
  private async dropExpired(): Promise<void> {
    await this.dataSource.manager.delete(RateLimitOrmEntity, { expiresAt: Raw((column) => `${column} < now()`) });
  }
}
