import { DataSource } from 'typeorm';
import { PendingMigrationsError, prepareSchema } from '../../src/persistence/database-setup';
import { databaseOptions } from '../../src/persistence/database-options';
import { MIGRATIONS } from '../../src/persistence/migrations';
import { mailWithSubject } from '../support/parsed-outbox';
import { queuedJobs } from '../support/queued-jobs';
import { createTestDatabase } from '../support/test-database';
import { useTestApp } from '../support/test-context';

const UPGRADE = 'JobsOnPgBoss1764000400000';

describe('the schema on several replicas', () => {
  const ctx = useTestApp();
  const withDataSource = async (url: string, use: (dataSource: DataSource) => Promise<void>) => {
    const dataSource = await new DataSource(databaseOptions(url, 4)).initialize();
    try {
      await use(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };

  it('applies migrations under a lock, once, and a replica set not to migrate refuses a schema that is behind', () =>
    withDataSource(ctx.t.databaseUrl, async (dataSource) => {
      await expect(prepareSchema(dataSource, false)).resolves.toEqual([]);
      await dataSource.query(`DELETE FROM migrations WHERE name = 'SharedByReplicas1763800800000'`);
      await dataSource.query(`DROP TABLE job_runs, server_secrets`);
      await expect(prepareSchema(dataSource, false)).rejects.toBeInstanceOf(PendingMigrationsError);
      const together = await Promise.all([prepareSchema(dataSource, true), prepareSchema(dataSource, true)]);
      expect(together.flat()).toEqual(['SharedByReplicas1763800800000']);
      await expect(prepareSchema(dataSource, false)).resolves.toEqual([]);
    }));

  it('hands the mails the old outbox had not sent to the job queue on the upgrade, once, and closes their rows', () =>
    withDataSource(ctx.t.databaseUrl, async (dataSource) => {
      await dataSource.query(`DELETE FROM migrations WHERE name = $1`, [UPGRADE]);
      const mail = (subject: string) => JSON.stringify({ to: 'anna@example.ru', subject, text: subject, html: `<p>${subject}</p>` });
      await dataSource.query(
        `INSERT INTO notifications (channel, payload, sent_at, abandoned_at) VALUES ('mail', $1, now(), NULL), ('mail', $2, NULL, now()), ('mail', $3, NULL, NULL)`,
        [mail('Уже отправлено'), mail('Брошено'), mail('Ждёт отправки')],
      );
      expect(await prepareSchema(dataSource, true)).toEqual([UPGRADE]);

      // The running shop's workers deliver it as any queued mail; the old replicas' outbox no longer offers it.
      expect((await mailWithSubject(ctx.t.config.mail.outboxDir, 'Ждёт отправки')).to).toBe('anna@example.ru');
      const carried = await queuedJobs<{ message: { subject: string } }>(dataSource, 'deliver-notification');
      expect(carried.map((job) => job.data.message.subject)).toEqual(['Ждёт отправки']);
      expect(await dataSource.query(`SELECT count(*)::int AS unsent FROM notifications WHERE sent_at IS NULL AND abandoned_at IS NULL`)).toEqual([
        { unsent: 0 },
      ]);
    }));

  it("installs the job queue on the upgrade of a database that never had one, as the shop's role", async () => {
    const url = await createTestDatabase();
    // The schema as it stood before the job queue's migration; it and every later one are run on the upgrade.
    const upgradeAt = MIGRATIONS.findIndex((migration) => migration.name === UPGRADE);
    const before = await new DataSource({ ...databaseOptions(url, 2), migrations: MIGRATIONS.slice(0, upgradeAt) }).initialize();
    await before.runMigrations();
    await before.query(`INSERT INTO notifications (channel, payload) VALUES ('telegram', '{"text": "Новый заказ №7"}')`);
    await before.destroy();
    await withDataSource(url, async (after) => {
      expect(await prepareSchema(after, true)).toEqual(MIGRATIONS.slice(upgradeAt).map((migration) => migration.name));
      expect(await after.query(`SELECT data, state, retry_limit AS "retryLimit" FROM pgboss.job WHERE name = 'deliver-notification'`)).toEqual([
        { data: { channel: 'telegram', message: { text: 'Новый заказ №7' } }, state: 'created', retryLimit: 11 },
      ]);
      expect(await after.query(`SELECT current_user AS role, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`)).toEqual([
        { role: 'shop_app', superuser: false },
      ]);
    });
  });
});
