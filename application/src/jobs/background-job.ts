/**
 * How a failed run is tried again: at most `attempts` runs in all, each wait about twice the one
 * before (with some jitter), from `firstDelaySeconds` up to `maxDelaySeconds`.
 */
export interface RetryPolicy {
  readonly attempts: number;
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
}

/** What a run did that the operator should hear of (logged, and kept with the run), or null for nothing worth a line. */
export type JobReport = Readonly<Record<string, unknown>> | null;

/**
 * Work done outside the request that caused it, by whichever replica takes it from the queue all
 * replicas share: each piece of work sent runs once, and again only after a failure, as `retry`
 * says. A thrown FinalFailure gives it up at once.
 */
export interface BackgroundJob<Data extends object> {
  readonly name: string;
  readonly retry: RetryPolicy;
  /** A run still going after this long counts as failed (and is tried again, as `retry` says). */
  readonly timeoutSeconds: number;
  run(data: Data): Promise<JobReport>;
}

/**
 * Work the calendar starts: every tick of `cron` (minute, hour, day of month, month, day of week;
 * read on the shop's Moscow clock) runs once across all replicas. A tick that comes while the
 * previous run is still going, or waiting to be tried again, is dropped.
 */
export interface ScheduledJob extends BackgroundJob<Record<string, never>> {
  readonly cron: string;
}

/** A failure no retry will change (a chat that does not exist, a blocked bot): the work is given up at once. */
export class FinalFailure extends Error {}
