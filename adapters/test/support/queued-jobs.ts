import type { DataSource } from 'typeorm';
import { JOB_QUEUE_SCHEMA } from '../../src/jobs/job-queue-schema';
import { eventually, type Patience } from './eventually';

/** A job in pg-boss's table, as the operator's query reads it. */
export interface QueuedJob<Data = unknown> {
  readonly id: string;
  readonly state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  readonly retryCount: number;
  readonly data: Data;
  readonly output: { readonly reason?: string } | null;
}

/** Every job of the queue `name`, oldest first. */
export function queuedJobs<Data = unknown>(db: DataSource, name: string): Promise<QueuedJob<Data>[]> {
  return db.query(`SELECT id, state, retry_count AS "retryCount", data, output FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 ORDER BY created_on, id`, [name]);
}

const finished = (job: QueuedJob): boolean => job.state === 'completed' || job.state === 'failed';

/** The queue's jobs once none is waiting, running or due for a retry. */
export function settledJobs<Data = unknown>(db: DataSource, name: string, patience?: Patience): Promise<QueuedJob<Data>[]> {
  return eventually(
    () => queuedJobs<Data>(db, name),
    (jobs) => jobs.every(finished),
    patience,
  );
}
