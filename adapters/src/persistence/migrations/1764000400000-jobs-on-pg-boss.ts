import { PgBoss } from 'pg-boss';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { onTransactionOf } from '../../jobs/transaction-database';

/** As the release that made this migration queued notifications; frozen here, as a migration is. */
const DELIVERY_QUEUE = 'deliver-notification';
const DELIVERY_OPTIONS = { retryLimit: 11, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60, deleteAfterSeconds: 14 * 24 * 3600 };
/** What a row of the old outbox says once its delivery is the job queue's. */
const HANDED_OVER = 'handed over to the job queue (pgboss)';

interface UnsentNotification {
  readonly id: string;
  readonly channel: 'mail' | 'telegram';
  readonly payload: object;
}

/**
 * The jobs move to pg-boss (schema `pgboss`, installed here). Notifications the old outbox has not
 * sent yet become delivery jobs, and their rows are closed in the same transaction, so none is lost
 * or sent twice. `notifications` and `job_runs` stay for one release, as the replicas of the
 * release before still use them during the rollout; the next release's migration carries what
 * they left unsent the same way and drops both.
 */
export class JobsOnPgBoss1764000400000 implements MigrationInterface {
  name = 'JobsOnPgBoss1764000400000';
  /** pg-boss installs its schema on a connection of its own (in transactions of its own), before this migration's one transaction. */
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    const { url } = queryRunner.connection.options as { url?: string };
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 2, migrate: true, schedule: false, supervise: false, registerInstance: false });
    await boss.start();
    try {
      await boss.createQueue(DELIVERY_QUEUE, DELIVERY_OPTIONS);
      await queryRunner.startTransaction();
      try {
        await handOverUnsentNotifications(queryRunner, boss);
        await queryRunner.commitTransaction();
      } catch (error) {
        await queryRunner.rollbackTransaction();
        throw error;
      }
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
  }

  /** Nothing to undo: the deliveries handed over stay queued (sent once, by the job queue), and pg-boss's schema is its own. */
  async down(): Promise<void> {}
}

async function handOverUnsentNotifications(queryRunner: QueryRunner, boss: PgBoss): Promise<void> {
  const unsent: UnsentNotification[] = await queryRunner.query(
    `SELECT id, channel, payload FROM notifications WHERE sent_at IS NULL AND abandoned_at IS NULL ORDER BY id FOR UPDATE`,
  );
  const db = onTransactionOf(queryRunner);
  for (const { channel, payload } of unsent) await boss.send(DELIVERY_QUEUE, { channel, message: payload }, { db });
  await queryRunner.query(`UPDATE notifications SET abandoned_at = now(), last_error = $2 WHERE id = ANY($1)`, [unsent.map((row) => row.id), HANDED_OVER]);
}
