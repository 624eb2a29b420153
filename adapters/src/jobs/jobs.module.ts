import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler';

/** The scheduler of the background jobs (imported only when JOBS_ENABLED is not false). */
@Global()
@Module({ providers: [JobScheduler], exports: [JobScheduler] })
export class JobsModule {}
