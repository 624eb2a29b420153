import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler';
import { UploadJobs } from './upload.jobs';

/** The scheduler of the background jobs (imported only when JOBS_ENABLED is not false), and the storage's daily sweep. */
@Global()
@Module({ providers: [JobScheduler, UploadJobs], exports: [JobScheduler] })
export class JobsModule {}
