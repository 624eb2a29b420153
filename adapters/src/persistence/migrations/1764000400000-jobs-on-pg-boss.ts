import { PgBoss } from 'pg-boss';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { onTransactionOf } from '../../jobs/transaction-database';

/** As the release that made this migration queued notifications; frozen here, as a migration is. */
const DELIVERY_QUEUE = 'deliver-notification';
const DELIVERY_OPTIONS = { retryLimit: 11, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60, deleteAfterSeconds: 14 * 24 * 3600 };

interface UnsentNotification {
  readonly channel: 'mail' | 'telegram';
  readonly payload: object;
}

/**
 * The jobs move to pg-boss (schema `pgboss`): the scheduler's claims (`job_runs`) and the outbox of
 * mails and alerts (`notifications`) go. Notifications still waiting to be sent become delivery jobs
 * in the transaction that drops the outbox, so none is lost or sent twice across the upgrade.
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
        await moveUnsentNotifications(queryRunner, boss);
        await queryRunner.commitTransaction();
      } catch (error) {
        await queryRunner.rollbackTransaction();
        throw error;
      }
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_runs (
        job text NOT NULL,
        tick bigint NOT NULL,
        replica text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        error text,
        PRIMARY KEY (job, tick)
      )`);
    await queryRunner.query(`
      CREATE TABLE notifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('mail', 'telegram')),
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        abandoned_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX notifications_due_idx ON notifications (next_attempt_at) WHERE sent_at IS NULL AND abandoned_at IS NULL`);
  }
}

async function moveUnsentNotifications(queryRunner: QueryRunner, boss: PgBoss): Promise<void> {
  const unsent: UnsentNotification[] = await queryRunner.query(
    `SELECT channel, payload FROM notifications WHERE sent_at IS NULL AND abandoned_at IS NULL ORDER BY id FOR UPDATE`,
  );
  const db = onTransactionOf(queryRunner);
  for (const { channel, payload } of unsent) await boss.send(DELIVERY_QUEUE, { channel, message: payload }, { db });
  await queryRunner.query(`DROP TABLE notifications`);
  await queryRunner.query(`DROP TABLE job_runs`);
}
