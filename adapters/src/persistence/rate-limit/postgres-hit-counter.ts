import { DataSource, Raw } from 'typeorm';
import type { CountedHits, HitCounter, HitsToCount } from '../../http/locally-counted-rate-limits';
import { connectionPoolOf } from '../shared/connection-pool';
import { RateLimitOrmEntity } from './rate-limit.orm-entity';

interface CountedHitsRow {
  key: string;
  hits: number;
  ms_left: number;
}

/**
 * Raw SQL: counting, opening a new window and blocking are one conditional upsert TypeORM's upsert
 * cannot express, for any number of keys at once (each at most once, in key order so two replicas
 * writing the same keys lock them in the same order). Sent straight on the pool (see
 * connectionPoolOf).
 */
const COUNT_HITS = `
  WITH counted AS (SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) AS c(key, hits, ttl_ms, hit_limit, block_ms))
  INSERT INTO rate_limits (key, hits, expires_at)
  SELECT key, hits, now() + ttl_ms * interval '1 millisecond' FROM counted ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.expires_at <= now() THEN EXCLUDED.hits ELSE rate_limits.hits + EXCLUDED.hits END,
    expires_at = CASE
      WHEN rate_limits.expires_at <= now() THEN EXCLUDED.expires_at
      WHEN rate_limits.hits + EXCLUDED.hits > (SELECT hit_limit FROM counted WHERE counted.key = EXCLUDED.key)
        THEN greatest(rate_limits.expires_at, now() + (SELECT block_ms FROM counted WHERE counted.key = EXCLUDED.key) * interval '1 millisecond')
      ELSE rate_limits.expires_at END
  RETURNING key, hits, ceil(extract(epoch FROM (expires_at - now())) * 1000)::int AS ms_left`;

/** Rate-limit counters in PostgreSQL, so a limit holds across every API replica: a fixed window per key. */
export class PostgresHitCounter implements HitCounter {
  private writes = 0;

  constructor(private readonly dataSource: DataSource) {}

  async count(batch: readonly HitsToCount[]): Promise<ReadonlyMap<string, CountedHits>> {
    const { rows } = await connectionPoolOf(this.dataSource).query<CountedHitsRow>(COUNT_HITS, [
      batch.map((h) => h.key),
      batch.map((h) => h.hits),
      batch.map((h) => h.ttlMs),
      batch.map((h) => h.limit),
      batch.map((h) => h.blockMs),
    ]);
    if (++this.writes % 500 === 0) void this.dropExpired().catch(() => undefined);
    return new Map(rows.map((row) => [row.key, { hits: row.hits, msLeft: row.ms_left }]));
  }

  /** Windows that ended, by the database's clock (which wrote them). */
  private async dropExpired(): Promise<void> {
    await this.dataSource.manager.delete(RateLimitOrmEntity, { expiresAt: Raw((column) => `${column} < now()`) });
  }
}
