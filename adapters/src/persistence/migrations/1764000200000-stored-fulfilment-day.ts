import { MigrationInterface, QueryRunner } from 'typeorm';

export class StoredFulfilmentDay1764000200000 implements MigrationInterface {
  name = 'StoredFulfilmentDay1764000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The Moscow day an order is delivered or handed over, as the Order aggregate decides it
    // (Order.fulfilmentDay(): the chosen date, else the Moscow day of payment); the repository stores it.
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN fulfilment_day date`);
    // The orders stored so far, by the same rule.
    await queryRunner.query(`
      UPDATE orders SET fulfilment_day = coalesce(
        CASE WHEN contact_submitted_at IS NOT NULL THEN delivery_date END,
        CASE WHEN payment_id IS NOT NULL AND paid_at IS NOT NULL THEN (paid_at AT TIME ZONE 'Europe/Moscow')::date END)`);
    // The deliveries board reads a day's paid orders by the stored day.
    await queryRunner.query(`DROP INDEX orders_paid_fulfilment_day_idx`);
    await queryRunner.query(`CREATE INDEX orders_paid_fulfilment_day_idx ON orders (fulfilment_day) WHERE status = 'paid'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_paid_fulfilment_day_idx`);
    await queryRunner.query(
      `CREATE INDEX orders_paid_fulfilment_day_idx ON orders ((coalesce(delivery_date, ((paid_at AT TIME ZONE 'UTC') + interval '3 hours')::date))) WHERE status = 'paid'`,
    );
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN fulfilment_day`);
  }
}
