import { DataSource } from 'typeorm';
import { PendingMigrationsError, prepareSchema } from '../../src/persistence/database-setup';
import { databaseOptions } from '../../src/persistence/database-options';
import { MIGRATIONS } from '../../src/persistence/migrations';
import { JobsOnPgBoss1764000400000 } from '../../src/persistence/migrations/1764000400000-jobs-on-pg-boss';
import { createTestDatabase } from '../support/test-database';
import { mailWithSubject } from '../support/parsed-outbox';
import { queuedJobs } from '../support/queued-jobs';
import { useTestApp } from '../support/test-context';

describe('the schema on several replicas', () => {
  const ctx = useTestApp();
  const withDataSource = async (use: (dataSource: DataSource) => Promise<void>) => {
    const dataSource = await new DataSource(databaseOptions(ctx.t.databaseUrl, 4)).initialize();
    try {
      await use(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };

  it('carries the mails the old outbox had not sent into the job queue on the upgrade, and drops the outbox', () =>
    withDataSource(async (dataSource) => {
      // The database as the release before left it.
      const upgrade = new JobsOnPgBoss1764000400000();
      await upgrade.down(dataSource.createQueryRunner());
      await dataSource.query(`DELETE FROM migrations WHERE name = $1`, [upgrade.name]);
      const mail = (subject: string) => JSON.stringify({ to: 'anna@example.ru', subject, text: subject, html: `<p>${subject}</p>` });
      await dataSource.query(`INSERT INTO notifications (channel, payload, sent_at, abandoned_at) VALUES ('mail', $1, now(), NULL), ('mail', $2, NULL, now()), ('mail', $3, NULL, NULL)`, [
        mail('Уже отправлено'),
        mail('Брошено'),
        mail('Ждёт отправки'),
      ]);
      expect(await prepareSchema(dataSource, true)).toEqual(['JobsOnPgBoss1764000400000']);

      // The running shop's workers deliver it as any queued mail.
      expect((await mailWithSubject(ctx.t.config.mail.outboxDir, 'Ждёт отправки')).to).toBe('anna@example.ru');
      const carried = await queuedJobs<{ message: { subject: string } }>(dataSource, 'deliver-notification');
      expect(carried.map((job) => job.data.message.subject)).toEqual(['Ждёт отправки']);
      expect(await dataSource.query(`SELECT to_regclass('notifications') AS outbox, to_regclass('job_runs') AS runs`)).toEqual([{ outbox: null, runs: null }]);
    }));

  it('installs the job queue on the upgrade of a database that never had one, as the shop\'s role', async () => {
    const url = await createTestDatabase();
    const before = await new DataSource({ ...databaseOptions(url, 2), migrations: MIGRATIONS.slice(0, -1) }).initialize();
    await before.runMigrations();
    await before.query(`INSERT INTO notifications (channel, payload) VALUES ('telegram', '{"text": "Новый заказ №7"}')`);
    await before.destroy();
    const after = await new DataSource(databaseOptions(url, 2)).initialize();
    try {
      expect(await prepareSchema(after, true)).toEqual(['JobsOnPgBoss1764000400000']);
      expect(await after.query(`SELECT data, state, retry_limit AS "retryLimit" FROM pgboss.job WHERE name = 'deliver-notification'`)).toEqual([
        { data: { channel: 'telegram', message: { text: 'Новый заказ №7' } }, state: 'created', retryLimit: 11 },
      ]);
    } finally {
      await after.destroy();
    }
  });

  it('applies migrations under a lock, once, and a replica set not to migrate refuses a schema that is behind', () =>
    withDataSource(async (dataSource) => {
      await expect(prepareSchema(dataSource, false)).resolves.toEqual([]);
      await dataSource.query(`DELETE FROM migrations WHERE name = 'SharedByReplicas1763800800000'`);
      await dataSource.query(`DROP TABLE server_secrets`);
      await expect(prepareSchema(dataSource, false)).rejects.toBeInstanceOf(PendingMigrationsError);
      const together = await Promise.all([prepareSchema(dataSource, true), prepareSchema(dataSource, true)]);
      expect(together.flat()).toEqual(['SharedByReplicas1763800800000']);
      await expect(prepareSchema(dataSource, false)).resolves.toEqual([]);
    }));
});
