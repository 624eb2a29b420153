import type { LoggerService } from '@nestjs/common';
import { FinalFailure, type BackgroundJob } from '@shop/application';
import type { JobResult, JobWithMetadata } from 'pg-boss';

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs a batch pg-boss handed this replica and settles each job on its own: done (with what the
 * run reported as the job's output), failed with a retry left, or given up: after its last
 * attempt, or at once on a FinalFailure (pg-boss's `deadletter`: failed, no retry). Each outcome
 * is a log line: `job done` (info when the run reported something, else debug), `job failed, will
 * retry` (warn), `job given up` (error).
 */
export async function runJobs<Data extends object>(
  job: BackgroundJob<Data>,
  batch: readonly JobWithMetadata<Data>[],
  log: LoggerService,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const queued of batch) results.push(await runOne(job, queued, log));
  return results;
}

async function runOne<Data extends object>(job: BackgroundJob<Data>, queued: JobWithMetadata<Data>, log: LoggerService): Promise<JobResult> {
  const line = { job: job.name, id: queued.id, attempt: queued.retryCount + 1 };
  const startedAt = performance.now();
  try {
    const report = await job.run(queued.data);
    const done = { msg: 'job done', ...line, ms: Math.round(performance.now() - startedAt), ...report };
    if (report) log.log(done);
    else log.debug?.(done);
    return { id: queued.id, status: 'completed', output: report ?? undefined };
  } catch (error) {
    const reason = reasonOf(error);
    const final = error instanceof FinalFailure || queued.retryCount >= queued.retryLimit;
    if (final) log.error({ msg: 'job given up', ...line, reason });
    else log.warn({ msg: 'job failed, will retry', ...line, attempts: queued.retryLimit + 1, reason });
    return { id: queued.id, status: error instanceof FinalFailure ? 'deadletter' : 'failed', output: { reason } };
  }
}
