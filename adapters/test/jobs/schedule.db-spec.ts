import type { LoggerService } from '@nestjs/common';
import { shopSchedule, type ScheduledUseCases } from '@shop/application';
import { Client } from 'pg';
import { TestClock } from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../../src/jobs/job-queue-schema';
import { PgBossJobs } from '../../src/jobs/pg-boss-jobs';
import { createTestDatabase } from '../support/test-database';

interface Line {
  readonly msg: string;
  readonly job?: string;
  readonly id?: string;
}

/** A replica's job log: the lines it wrote, and the fake clock's time each run of a use case saw. */
class ReplicaLog implements LoggerService {
  readonly lines: Line[] = [];
  readonly runsAt: { useCase: string; at: number }[] = [];
  log = (line: Line) => this.lines.push(line);
  debug = (line: Line) => this.lines.push(line);
  warn = (line: Line) => this.lines.push(line);
  error = (line: Line) => this.lines.push(line);
}

/** The shop's schedule with use cases that only note when they ran. */
function notingUseCases(log: ReplicaLog, clock: TestClock): ScheduledUseCases {
  const noting = (useCase: string) => ({ execute: async () => (log.runsAt.push({ useCase, at: clock.now() }), []) });
  return {
    expireUnpaidOrders: noting('expire'),
    remindUnpaidOrders: noting('remind'),
    retryPaymentNotifications: noting('retry'),
    removeOrphanedUploads: noting('sweep'),
    sendClosingReceipts: noting('closing'),
  } as unknown as ScheduledUseCases;
}

const MINUTE = 60_000;
const at = (moscow: string) => Date.parse(`${moscow}+03:00`);

describe('the schedule on pg-boss, two replicas on one database, on a fake clock', () => {
  let databaseUrl: string;
  let db: Client;
  const clock = new TestClock(at('2026-05-02T02:58:30'));
  const logs = [new ReplicaLog(), new ReplicaLog()];
  let replicas: PgBossJobs[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    replicas = logs.map((log) => new PgBossJobs({ databaseUrl, migrate: true, schedule: true, clock, log }));
    for (const replica of replicas) await replica.onModuleInit();
    for (const [index, replica] of replicas.entries()) await replica.schedule(shopSchedule(notingUseCases(logs[index], clock)));
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.beforeApplicationShutdown()));
    await db?.end();
  });

  it('turns every tick of 02:59–03:06 Moscow time into one job, run by one replica', async () => {
    while (clock.now() < at('2026-05-02T03:06:55')) await clock.tick(5_000);

    // The ticks each schedule sent, as the minutes (UTC) of their slots.
    const { rows: ticks } = await db.query(
      `SELECT data->>'name' AS job, data->>'slot' AS slot FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = '__pgboss__send-it' ORDER BY 2`,
    );
    const slotsOf = (job: string) => ticks.filter((tick) => tick.job === job).map((tick) => Date.parse(`${tick.slot.replace(' ', 'T')}Z`));
    const minutes = (from: string, count: number, every = 1) => Array.from({ length: count }, (_, n) => at(from) + n * every * MINUTE);
    expect(slotsOf('retry-payment-notifications').filter((slot) => slot >= at('2026-05-02T02:59:00'))).toEqual(minutes('2026-05-02T02:59:00', 8));
    expect(slotsOf('expire-unpaid-orders')).toEqual(minutes('2026-05-02T03:00:00', 2, 5));
    expect(slotsOf('remind-unpaid-orders')).toEqual(minutes('2026-05-02T03:00:00', 2, 5));
    expect(slotsOf('remove-orphaned-uploads')).toEqual([at('2026-05-02T03:00:00')]);

    // One job per tick, each run once, by one replica or the other.
    const { rows: jobs } = await db.query(`SELECT id, name, state FROM ${JOB_QUEUE_SCHEMA}.job WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY created_on`);
    expect(jobs.length).toBe(ticks.length);
    expect(jobs.filter((job) => job.state !== 'completed')).toEqual([]);
    const ran = logs.flatMap((log) => log.lines.filter((line) => line.msg === 'job done').map((line) => line.id));
    expect(ran.sort()).toEqual(jobs.map((job) => job.id).sort());
    // The sweep ran once, after 03:00 Moscow time.
    const sweeps = logs.flatMap((log) => log.runsAt.filter((run) => run.useCase === 'sweep'));
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0].at).toBeGreaterThanOrEqual(at('2026-05-02T03:00:00'));
  });
});
