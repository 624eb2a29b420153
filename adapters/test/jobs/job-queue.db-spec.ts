import { FinalFailure, JobQueue, TransactionRunner, type BackgroundJob, type Notification } from '@shop/application';
import { DataSource } from 'typeorm';
import { PgBossJobs } from '../../src/jobs/pg-boss-jobs';
import { mailWithSubject } from '../support/parsed-outbox';
import { eventually } from '../support/eventually';
import { jsonLogLines } from '../support/log-lines';
import { queuedJobs } from '../support/queued-jobs';
import { useTestApp } from '../support/test-context';

const MAIL: Notification = {
  channel: 'mail',
  message: { to: 'anna@example.ru', subject: 'Заказ №7 принят', text: 'Заказ №7 принят', html: '<p>Заказ №7 принят</p>' },
};

/** A job that fails as its data says: at once for good, or on every try. */
const FAILING: BackgroundJob<{ readonly final: boolean }> = {
  name: 'failing-probe',
  retry: { attempts: 3, firstDelaySeconds: 1, maxDelaySeconds: 2 },
  timeoutSeconds: 10,
  run: async ({ final }) => {
    throw final ? new FinalFailure('the chat does not exist') : new Error('the service is down');
  },
};

describe('the job queue on pg-boss', () => {
  const { lines, sink } = jsonLogLines();
  const ctx = useTestApp({ options: { logDestination: sink } });
  const db = () => ctx.t.app.get(DataSource);

  it('queues a job with the transaction that sends it: none when it rolls back, delivered once it commits', async () => {
    const jobs = ctx.t.app.get(JobQueue);
    const transaction = ctx.t.app.get(TransactionRunner);
    await expect(
      transaction.run(async () => {
        await jobs.send('deliver-notification', { ...MAIL, message: { ...MAIL.message, subject: 'Отменённое письмо' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await transaction.run(async () => {
      await jobs.send('deliver-notification', MAIL);
      // Not visible outside the transaction before it commits.
      expect(await queuedJobs(db(), 'deliver-notification')).toEqual([]);
    });

    expect((await mailWithSubject(ctx.t.config.mail.outboxDir, 'Заказ №7 принят')).to).toBe('anna@example.ru');
    const [delivered, ...others] = await eventually(
      () => queuedJobs<Notification>(db(), 'deliver-notification'),
      (all) => all[0]?.state === 'completed',
    );
    expect([delivered.data, others]).toEqual([MAIL, []]);
  });

  it('tries a failing job again until its last try, then gives it up; a final failure at once; each in the log', async () => {
    await ctx.t.app.get(PgBossJobs).work(FAILING);
    const jobs = ctx.t.app.get(JobQueue);
    await jobs.send(FAILING.name, { final: true });
    await jobs.send(FAILING.name, { final: false });

    const settled = await eventually(
      () => queuedJobs<{ final: boolean }>(db(), FAILING.name),
      (all) => all.length === 2 && all.every((job) => job.state === 'failed'),
      { timeoutMs: 20_000 },
    );
    expect(settled.map(({ data, retryCount, output }) => ({ data, retryCount, output }))).toEqual([
      { data: { final: true }, retryCount: 0, output: { reason: 'the chat does not exist' } },
      { data: { final: false }, retryCount: 2, output: { reason: 'the service is down' } },
    ]);
    // The two jobs run side by side, so only each job's own lines keep an order.
    const said = (reason: string) =>
      lines.filter((line) => line.job === FAILING.name && line.reason === reason).map(({ level, msg, attempt }) => ({ level, msg, attempt }));
    expect(said('the chat does not exist')).toEqual([{ level: 50, msg: 'job given up', attempt: 1 }]);
    expect(said('the service is down')).toEqual([
      { level: 40, msg: 'job failed, will retry', attempt: 1 },
      { level: 40, msg: 'job failed, will retry', attempt: 2 },
      { level: 50, msg: 'job given up', attempt: 3 },
    ]);
  });
});
