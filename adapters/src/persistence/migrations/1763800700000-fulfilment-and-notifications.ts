import { MigrationInterface, QueryRunner } from 'typeorm';

export class FulfilmentAndNotifications1763800700000 implements MigrationInterface {
  name = 'FulfilmentAndNotifications1763800700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The florist's stage after payment and the photo of the assembled order with the customer's answer.
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN fulfilment_stage text CHECK (fulfilment_stage IN ('assembling', 'ready', 'out_for_delivery', 'delivered', 'picked_up')),
        ADD COLUMN photo_url text,
        ADD COLUMN photo_uploaded_at timestamptz,
        ADD COLUMN photo_approved boolean,
        ADD COLUMN photo_comment text,
        ADD COLUMN photo_answered_at timestamptz`);
    // The deliveries board: a day's paid orders, by the chosen date or (a dateless pickup) the Moscow day of payment (UTC+3).
    await queryRunner.query(
      `CREATE INDEX orders_paid_fulfilment_day_idx ON orders ((coalesce(delivery_date, ((paid_at AT TIME ZONE 'UTC') + interval '3 hours')::date))) WHERE status = 'paid'`,
    );
    // The history keeps the florist's stages beside the status changes.
    await queryRunner.query(`ALTER TABLE order_events ADD COLUMN kind text NOT NULL DEFAULT 'status' CHECK (kind IN ('status', 'fulfilment'))`);
    // Mails and messenger alerts, written with the change that causes them and delivered after it commits; failures are retried.
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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notifications`);
    await queryRunner.query(`ALTER TABLE order_events DROP COLUMN kind`);
    await queryRunner.query(`DROP INDEX orders_paid_fulfilment_day_idx`);
    await queryRunner.query(`
      ALTER TABLE orders DROP COLUMN fulfilment_stage, DROP COLUMN photo_url, DROP COLUMN photo_uploaded_at,
        DROP COLUMN photo_approved, DROP COLUMN photo_comment, DROP COLUMN photo_answered_at`);
  }
}
