import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { PostgresHitCounter } from '../persistence/rate-limit/postgres-hit-counter';
import { LocallyCountedRateLimits } from './locally-counted-rate-limits';
import { isCountedLocally, rateLimitThrottlers } from './rate-limits';

/** The throttlers of RATE_LIMITS, shared by the replicas in PostgreSQL (the per-customer ones counted mostly in memory); handlers opt in with @RateLimited. */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => ({
        throttlers: rateLimitThrottlers(config.rateLimitScale),
        // No X-RateLimit-* headers on every counted answer (three for each limit counted, 1 % of an order's CPU):
        // nothing reads them. A refusal still says when to come back (RateLimitGuard's Retry-After).
        setHeaders: false,
        storage: new LocallyCountedRateLimits(new PostgresHitCounter(dataSource), isCountedLocally),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
