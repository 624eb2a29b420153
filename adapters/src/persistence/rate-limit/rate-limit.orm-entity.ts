import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Fixed-window counters shared by every API replica (an unlogged table: losing them in a crash is harmless). */
@Entity({ name: 'rate_limits' })
@Index('rate_limits_expires_idx', (r: RateLimitOrmEntity) => [r.expiresAt])
export class RateLimitOrmEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;
}
