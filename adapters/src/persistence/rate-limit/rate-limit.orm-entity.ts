import { Entity, Index } from 'typeorm';
import { IntegerColumn, MomentColumn, TextPrimaryColumn } from '../shared/columns';

/** Fixed-window counters shared by every API replica (an unlogged table: losing them in a crash is harmless). */
@Entity({ name: 'rate_limits' })
@Index('rate_limits_expires_idx', (r: RateLimitOrmEntity) => [r.expiresAt])
export class RateLimitOrmEntity {
  @TextPrimaryColumn('key')
  key: string;

  @IntegerColumn('hits')
  hits: number;

  @MomentColumn('expires_at')
  expiresAt: Date;
}
