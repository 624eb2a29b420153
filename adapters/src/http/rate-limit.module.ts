import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { PostgresThrottlerStorage } from '../persistence/rate-limit/postgres-throttler.storage';
import { rateLimitThrottlers } from './rate-limits';

/** The throttlers of RATE_LIMITS, counted in PostgreSQL; handlers opt in with @RateLimited. */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => ({
        throttlers: rateLimitThrottlers(config.rateLimitScale),
        storage: new PostgresThrottlerStorage(dataSource),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
