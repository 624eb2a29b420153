import { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoStagePaymentsAndRefunds1763800600000 implements MigrationInterface {
  name = 'TwoStagePaymentsAndRefunds1763800600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A paid order may be refunded in full.
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_status_check`);
    await queryRunner.query(`ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'canceled', 'paid', 'refunded'))`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN refunded_at timestamptz`);
    // A payment replaced by a newer one of its order: its hold is released, never captured.
    await queryRunner.query(`ALTER TABLE payments ADD COLUMN superseded_at timestamptz`);
    // One refund per order, whatever the number of presses.
    await queryRunner.query(`
      CREATE TABLE refunds (
        id text PRIMARY KEY,
        order_id integer NOT NULL UNIQUE REFERENCES orders (id),
        payment_id text NOT NULL REFERENCES payments (id),
        amount_kopecks integer NOT NULL CHECK (amount_kopecks > 0),
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'canceled')),
        reason text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    // The sandbox provider's refunds, one per Idempotence-Key as YooKassa keeps them.
    await queryRunner.query(`
      CREATE TABLE sandbox_refunds (
        id text PRIMARY KEY,
        idempotence_key text NOT NULL UNIQUE,
        payment_id text NOT NULL REFERENCES sandbox_payments (id),
        amount_kopecks integer NOT NULL,
        description text NOT NULL,
        receipt_request jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Notifications name a payment or a refund: keep the event's object id under one name.
    await queryRunner.query(`ALTER TABLE payment_events RENAME COLUMN payment_id TO object_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment_events RENAME COLUMN object_id TO payment_id`);
    await queryRunner.query(`DROP TABLE sandbox_refunds`);
    await queryRunner.query(`DROP TABLE refunds`);
    await queryRunner.query(`ALTER TABLE payments DROP COLUMN superseded_at`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN refunded_at`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_status_check`);
    await queryRunner.query(`ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'canceled', 'paid'))`);
  }
}
