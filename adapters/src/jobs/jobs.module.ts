import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@shop/application';
import type { AppConfig } from '../config/app-config';
import { PgBossJobQueue } from './pg-boss.job-queue';
import { PgBossJobs } from './pg-boss-jobs';

/**
 * Background work on pg-boss in the shop's database: the queue the application sends jobs to, and
 * this replica's workers. Every replica delivers mails and alerts; the schedule's jobs run on the
 * replicas with JOBS_ENABLED (ShopScheduleJobs).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        { provide: PgBossJobs, useFactory: () => new PgBossJobs({ databaseUrl, migrate: config.migrateOnStart, schedule: config.jobsEnabled }) },
        { provide: JobQueue, useClass: PgBossJobQueue },
      ],
      exports: [PgBossJobs, JobQueue],
    };
  }
}
