import { MigrationInterface, QueryRunner } from 'typeorm';

export class PartialRefundsAndClosingReceipts1764300100000 implements MigrationInterface {
  name = 'PartialRefundsAndClosingReceipts1764300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Several refunds per order, one per Idempotence-Key; each names the lines it returned.
    await queryRunner.query(`ALTER TABLE refunds DROP CONSTRAINT refunds_order_id_key`);
    await queryRunner.query(`ALTER TABLE refunds ADD COLUMN idempotence_key text`);
    await queryRunner.query(`UPDATE refunds SET idempotence_key = 'refund-order-' || order_id`);
    await queryRunner.query(`ALTER TABLE refunds ALTER COLUMN idempotence_key SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE refunds ADD CONSTRAINT refunds_idempotence_key_key UNIQUE (idempotence_key)`);
    await queryRunner.query(`ALTER TABLE refunds ADD COLUMN lines jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`CREATE INDEX refunds_order_idx ON refunds (order_id)`);
    // The 54-FZ closing receipt («чек зачёта предоплаты») of a handed-over order: one per order, retried until sent.
    await queryRunner.query(`
      CREATE TABLE closing_receipts (
        order_id integer PRIMARY KEY REFERENCES orders (id),
        payment_id text NOT NULL REFERENCES payments (id),
        receipt_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX closing_receipts_unsent_idx ON closing_receipts (created_at) WHERE sent_at IS NULL`);
    // The sandbox provider's receipts made by POST /v3/receipts, one per Idempotence-Key.
    await queryRunner.query(`
      CREATE TABLE sandbox_receipts (
        id text PRIMARY KEY,
        idempotence_key text NOT NULL UNIQUE,
        payment_id text NOT NULL REFERENCES sandbox_payments (id),
        request jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_receipts`);
    await queryRunner.query(`DROP TABLE closing_receipts`);
    await queryRunner.query(`DROP INDEX refunds_order_idx`);
    await queryRunner.query(`ALTER TABLE refunds DROP COLUMN lines`);
    await queryRunner.query(`ALTER TABLE refunds DROP COLUMN idempotence_key`);
    await queryRunner.query(`ALTER TABLE refunds ADD CONSTRAINT refunds_order_id_key UNIQUE (order_id)`);
  }
}
