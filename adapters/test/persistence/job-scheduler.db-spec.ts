import { DataSource } from 'typeorm';
import { JobScheduler } from '../../src/jobs/job-scheduler';
import { PendingMigrationsError, prepareSchema } from '../../src/persistence/database-setup';
import { databaseOptions } from '../../src/persistence/database-options';
import { useTestApp } from '../support/test-context';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs on several replicas', () => {
  const ctx = useTestApp();
  const schedulers = () => {
    const dataSource = ctx.t.app.get(DataSource);
    return [new JobScheduler(dataSource, { ...ctx.t.config, jobsIntervalScale: 1 }), new JobScheduler(dataSource, { ...ctx.t.config, jobsIntervalScale: 1 })];
  };
  const runsOf = async (job: string) =>
    (await ctx.t.app.get(DataSource).query(`SELECT tick::text, error FROM job_runs WHERE job = $1 AND finished_at IS NOT NULL ORDER BY tick`, [job])) as { tick: string; error: string | null }[];

  it('runs each tick of a job once, whichever replica comes first, and every tick', async () => {
    const ran = [0, 0];
    const replicas = schedulers();
    replicas.forEach((scheduler, index) =>
      scheduler.every('count', 200, async () => {
        ran[index] += 1;
      }),
    );
    await sleep(2100);
    await Promise.all(replicas.map((scheduler) => scheduler.beforeApplicationShutdown()));

    const runs = await runsOf('count');
    expect(ran[0] + ran[1]).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(9);
    const ticks = runs.map((run) => Number(run.tick));
    expect(ticks).toEqual(ticks.map((_, i) => ticks[0] + i)); // no tick missed, none twice
    expect(runs.every((run) => run.error === null)).toBe(true);
  });

  it('skips a tick while the previous run of the job is still going, and finishes a run before shutting down', async () => {
    const [scheduler] = schedulers();
    let finished = 0;
    scheduler.every('slow', 200, async () => {
      await sleep(450);
      finished += 1;
    });
    await sleep(1000);
    await scheduler.beforeApplicationShutdown();
    const runs = await runsOf('slow');
    expect(runs.filter((run) => run.error === null)).toHaveLength(finished);
    expect(runs.some((run) => run.error === 'skipped: the previous run is still going')).toBe(true);
    expect(finished).toBeGreaterThanOrEqual(1);
  });

  it('applies migrations under a lock, once, and a replica set not to migrate refuses a schema that is behind', async () => {
    const dataSource = await new DataSource(databaseOptions(ctx.t.databaseUrl, 4)).initialize();
    try {
      await expect(prepareSchema(dataSource, false)).resolves.toEqual([]);
      await dataSource.query(`DELETE FROM migrations WHERE name = 'SharedByReplicas1763800800000'`);
      await dataSource.query(`DROP TABLE job_runs, server_secrets`);
      await expect(prepareSchema(dataSource, false)).rejects.toBeInstanceOf(PendingMigrationsError);
      const together = await Promise.all([prepareSchema(dataSource, true), prepareSchema(dataSource, true)]);
      expect(together.flat()).toEqual(['SharedByReplicas1763800800000']);
      await expect(prepareSchema(dataSource, false)).resolves.toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
