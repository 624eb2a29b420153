import { hostname } from 'node:os';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ifAdvisoryLockFree } from '../persistence/advisory-lock';

/** Claims kept per job, so an operator sees the recent runs (SELECT * FROM job_runs). */
const KEPT_RUNS = 1000;
const SKIPPED = 'skipped: the previous run is still going';

/**
 * Runs each scheduled job once per tick across all replicas. Ticks are wall-clock multiples of the
 * job's interval (tick n starts at n × interval since the epoch), the same on every replica; the
 * first replica to record the tick in `job_runs` runs it, the others skip it. A run still going
 * when its next tick comes holds an advisory lock, so that tick is recorded and skipped.
 */
@Injectable()
export class JobScheduler implements BeforeApplicationShutdown {
  private readonly logger = new Logger(JobScheduler.name);
  private readonly replica = `${hostname()}:${process.pid}`;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `everyMs` is scaled by JOBS_INTERVAL_SCALE. */
  every(job: string, everyMs: number, run: () => Promise<void>): void {
    const interval = Math.max(100, Math.round(everyMs * this.config.jobsIntervalScale));
    const schedule = (previous: number) => {
      if (this.stopped) return;
      // Never the same tick again, even if the clock reads a millisecond short when a timer fires.
      const tick = Math.max(previous + 1, Math.floor(Date.now() / interval) + 1);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const done = this.runTick(job, tick, run).finally(() => this.running.delete(done));
        this.running.add(done);
        schedule(tick);
      }, tick * interval - Date.now());
      timer.unref();
      this.timers.add(timer);
    };
    schedule(0);
  }

  /** Stops the timers and lets the runs under way finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.running]);
  }

  private async runTick(job: string, tick: number, run: () => Promise<void>): Promise<void> {
    try {
      if (!(await this.claim(job, tick))) {
        this.logger.debug({ msg: 'scheduled job tick taken', job, tick });
        return;
      }
      const startedAt = performance.now();
      const ran = await ifAdvisoryLockFree(this.dataSource, `job:${job}`, async () => {
        await run();
        return true;
      }).catch(async (error: unknown) => {
        await this.finish(job, tick, error instanceof Error ? error.message : String(error));
        throw error;
      });
      if (!ran) {
        await this.finish(job, tick, SKIPPED);
        this.logger.warn({ msg: 'scheduled job skipped: the previous run is still going', job, tick });
        return;
      }
      await this.finish(job, tick, null);
      this.logger.debug({ msg: 'scheduled job ran', job, tick, ms: Math.round(performance.now() - startedAt) });
    } catch (error) {
      this.logger.error({ msg: 'scheduled job failed', job, tick, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  /** True for the one replica whose insert of the tick lands. */
  private async claim(job: string, tick: number): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO job_runs (job, tick, replica) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING tick`,
      [job, tick, this.replica],
    );
    if (claimed.length > 0) await this.dataSource.query(`DELETE FROM job_runs WHERE job = $1 AND tick < $2`, [job, tick - KEPT_RUNS]);
    return claimed.length > 0;
  }

  private async finish(job: string, tick: number, error: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE job_runs SET finished_at = now(), error = $3 WHERE job = $1 AND tick = $2`, [job, tick, error]);
  }
}
