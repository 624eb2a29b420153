import { FinalFailure, type BackgroundJob } from '../jobs/background-job';
import { JobQueue } from '../jobs/job-queue.port';
import type { ImmediateTransactions } from './shared.fakes';

/** A run of a queued job, as the queue ends it: done, failed with a retry left, or given up. */
export interface QueuedRun {
  readonly job: string;
  readonly data: object;
  outcome: 'queued' | 'done' | 'retry' | 'given-up';
  attempts: number;
  reason: string | null;
}

/**
 * The job queue in memory. A job sent inside a transaction is queued when it commits (never if it
 * rolls back) and run at once, as a replica would take it; `retryFailed` plays the retries.
 */
export class InMemoryJobQueue extends JobQueue {
  readonly runs: QueuedRun[] = [];
  private readonly jobs = new Map<string, BackgroundJob<object>>();

  constructor(private readonly transactions: ImmediateTransactions) {
    super();
  }

  /** Runs the jobs named as `job` from now on. */
  work<Data extends object>(job: BackgroundJob<Data>): void {
    this.jobs.set(job.name, job as BackgroundJob<object>);
  }

  async send(job: string, data: object): Promise<void> {
    this.transactions.afterCommit(() => {
      const run: QueuedRun = { job, data, outcome: 'queued', attempts: 0, reason: null };
      this.runs.push(run);
      void this.attempt(run);
    });
  }

  /** Tries every run that failed with a retry left once more. */
  async retryFailed(): Promise<void> {
    for (const run of this.runs.filter((candidate) => candidate.outcome === 'retry')) await this.attempt(run);
  }

  private async attempt(run: QueuedRun): Promise<void> {
    const job = this.jobs.get(run.job);
    if (!job) return;
    run.attempts += 1;
    try {
      await job.run(run.data);
      Object.assign(run, { outcome: 'done', reason: null });
    } catch (error) {
      const final = error instanceof FinalFailure || run.attempts >= job.retry.attempts;
      Object.assign(run, { outcome: final ? 'given-up' : 'retry', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}
