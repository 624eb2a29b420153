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
        storage: new LocallyCountedRateLimits(new PostgresHitCounter(dataSource), isCountedLocally),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
