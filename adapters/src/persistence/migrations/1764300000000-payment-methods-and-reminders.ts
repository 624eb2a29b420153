import { MigrationInterface, QueryRunner } from 'typeorm';

const METHODS = `('bank_card', 'sbp', 'sberbank', 'tinkoff_bank')`;

export class PaymentMethodsAndReminders1764300000000 implements MigrationInterface {
  name = 'PaymentMethodsAndReminders1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // How the customer pays (YooKassa's payment_method_data.type); every earlier payment was by card.
    await queryRunner.query(`ALTER TABLE payments ADD COLUMN method text NOT NULL DEFAULT 'bank_card' CONSTRAINT payments_method_check CHECK (method IN ${METHODS})`);
    // An attempt's Idempotence-Key belongs to one method: another method is another payment.
    await queryRunner.query(
      `ALTER TABLE payment_attempts ADD COLUMN method text NOT NULL DEFAULT 'bank_card' CONSTRAINT payment_attempts_method_check CHECK (method IN ${METHODS})`,
    );
    // The sandbox models each method: SBP takes the money at once (capture), the others hold it.
    await queryRunner.query(`ALTER TABLE sandbox_payments ADD COLUMN method text NOT NULL DEFAULT 'bank_card'`);
    await queryRunner.query(`ALTER TABLE sandbox_payments ADD COLUMN capture boolean NOT NULL DEFAULT false`);
    // Orders reminded to pay, each once.
    await queryRunner.query(`
      CREATE TABLE payment_reminders (
        order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_reminders`);
    await queryRunner.query(`ALTER TABLE sandbox_payments DROP COLUMN capture`);
    await queryRunner.query(`ALTER TABLE sandbox_payments DROP COLUMN method`);
    await queryRunner.query(`ALTER TABLE payment_attempts DROP COLUMN method`);
    await queryRunner.query(`ALTER TABLE payments DROP COLUMN method`);
  }
}
