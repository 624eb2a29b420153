import { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderChangesAndShopCancellation1763900100000 implements MigrationInterface {
  name = 'OrderChangesAndShopCancellation1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        -- The customer sent the contact step again (the admin's card says «изменён»).
        ADD COLUMN contact_changed_at timestamptz,
        -- The last alert to the shop of an answer to the bouquet photo (at most one per 10 minutes).
        ADD COLUMN photo_alerted_at timestamptz,
        -- Why the shop canceled an open order the admin deleted: the customer reads it in their history.
        ADD COLUMN cancel_reason text,
        -- The admin deleted the order: off the admin's lists, kept in the customer's history.
        ADD COLUMN deleted_at timestamptz`);
    // 'Все заказы' reads the orders nobody deleted, newest first.
    await queryRunner.query(`CREATE INDEX orders_listed_idx ON orders (created_at DESC, id) WHERE deleted_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_listed_idx`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN deleted_at, DROP COLUMN cancel_reason, DROP COLUMN photo_alerted_at, DROP COLUMN contact_changed_at`);
  }
}
