import { Logger, type BeforeApplicationShutdown, type LoggerService, type OnModuleInit } from '@nestjs/common';
import type { BackgroundJob, ScheduledJob } from '@shop/application';
import { SHOP_TIME_ZONE } from '@shop/domain';
import { PgBoss, type Clock, type Db, type JobWithMetadata, type Queue, type QueuePolicy } from 'pg-boss';
import { ThrottledLog } from '../logging/throttled-log';
import { isDatabaseUnavailable } from '../persistence/database-unavailable';
import { PendingMigrationsError } from '../persistence/database-setup';
import { JOB_QUEUE_SCHEMA } from './job-queue-schema';
import { runJobs } from './job-runs';

export interface JobQueueSettings {
  readonly databaseUrl: string;
  /** Install or upgrade pg-boss's schema at start (MIGRATE_ON_START); otherwise refuse one that is missing or behind. */
  readonly migrate: boolean;
  /** Turn this replica's share of the schedules' ticks into jobs (JOBS_ENABLED); workers of scheduled jobs run only where this is on. */
  readonly schedule: boolean;
  /** The time pg-boss reads and its timers run on: the system's, or a test's TestClock. */
  readonly clock?: Clock;
  /** Where the job lines go (the app's logger by default). */
  readonly log?: LoggerService;
}

/** Finished jobs (done, given up) are kept two weeks for the operator, then deleted. */
const KEEP_FINISHED_SECONDS = 14 * 24 * 3600;
/** How long a stopping replica waits for the jobs it is running. */
const STOP_GRACE_MS = 15_000;
const NOT_INSTALLED = ['pg-boss is not installed', 'pg-boss database requires migrations'];
/**
 * A new job wakes the workers at once (LISTEN/NOTIFY); a retry that comes due, or a job a replica
 * left when it stopped, is found by the poll every 2 s.
 */
const POLL_SECONDS = 2;

/**
 * Background work on pg-boss, in the shop's PostgreSQL: jobs sent by any replica, each run by one
 * replica (retried with backoff as its job says), and the schedules, whose every tick becomes one
 * job however many replicas run the cron passes. Started with the module, stopped before the
 * database closes (finishing the jobs under way, for at most 15 s).
 */
export class PgBossJobs implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger: LoggerService;
  private readonly boss: PgBoss;
  private readonly problems = new Map<string, string>();
  private readonly errors = new ThrottledLog((kind, { suppressed }) =>
    this.logger.error({ msg: 'job queue error', kind, suppressed, detail: this.problems.get(kind) }),
  );
  private started = false;

  constructor(settings: JobQueueSettings) {
    this.logger = settings.log ?? new Logger('Jobs');
    this.boss = new PgBoss({
      connectionString: settings.databaseUrl,
      schema: JOB_QUEUE_SCHEMA,
      application_name: 'shop-jobs',
      max: 5,
      connectionTimeoutMillis: 5000,
      migrate: settings.migrate,
      schedule: settings.schedule,
      useListenNotify: true,
      ...(settings.clock ? { clock: settings.clock } : {}),
    });
    // pg-boss reports a failed poll, cron pass or maintenance run as an `error` event; unheard, Node would throw it.
    this.boss.on('error', (error) => this.reportError(error));
    this.boss.on('warning', ({ message, data }) => this.logger.warn({ msg: 'job queue warning', message, data }));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start().catch((error: unknown) => {
      throw error instanceof Error && NOT_INSTALLED.some((text) => error.message.includes(text)) ? new PendingMigrationsError() : error;
    });
    this.started = true;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
  }

  /** Queues a run of `job`; with `db`, on that connection (and its transaction). */
  async send(job: string, data: object, db?: Db): Promise<void> {
    await this.boss.send(job, data, db ? { db } : {});
  }

  /** This replica takes runs of `job` from the queue. */
  async work<Data extends object>(job: BackgroundJob<Data>, policy: QueuePolicy = 'standard'): Promise<void> {
    await this.ensureQueue(job, policy);
    const options = {
      includeMetadata: true,
      perJobResults: true,
      batchSize: 5,
      pollingIntervalSeconds: POLL_SECONDS,
      notifyPollingIntervalSeconds: POLL_SECONDS,
    } as const;
    await this.boss.work(job.name, options, (batch: JobWithMetadata<Data>[]) => runJobs(job, batch, this.logger));
  }

  /**
   * Makes `jobs` the whole schedule: each one queued on every tick of its cron on the Moscow clock
   * and worked here, at most one run of it queued or running at a time; a schedule no longer
   * listed (a job renamed or removed) is taken off.
   */
  async schedule(jobs: readonly ScheduledJob[]): Promise<void> {
    for (const job of jobs) {
      await this.work(job, 'exclusive');
      await this.boss.schedule(job.name, job.cron, null, { tz: SHOP_TIME_ZONE });
    }
    for (const stale of await this.boss.getSchedules()) {
      if (!jobs.some((job) => job.name === stale.name)) await this.boss.unschedule(stale.name, stale.key);
    }
  }

  /** Creates the job's queue, or brings one an earlier release made up to its retry and timeout (the policy stays). */
  private async ensureQueue(job: BackgroundJob<object>, policy: QueuePolicy): Promise<void> {
    const options: Omit<Queue, 'name' | 'policy'> = {
      retryLimit: job.retry.attempts - 1,
      retryDelay: job.retry.firstDelaySeconds,
      retryBackoff: true,
      retryDelayMax: job.retry.maxDelaySeconds,
      expireInSeconds: job.timeoutSeconds,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
      notify: true,
    };
    await this.boss.createQueue(job.name, { ...options, policy });
    await this.boss.updateQueue(job.name, options);
  }

  private reportError(error: Error): void {
    const kind = isDatabaseUnavailable(error) ? 'database-unavailable' : error.message.slice(0, 200);
    this.problems.set(kind, error.message);
    this.errors.report(kind);
  }
}

/** The deploy's migration step: installs or upgrades pg-boss's schema, then lets go (no workers, no cron passes). */
export async function migrateJobQueueSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_QUEUE_SCHEMA,
    max: 1,
    migrate: true,
    schedule: false,
    supervise: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
