import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the admin's paged lists filter and search on (adapters/src/persistence/orders/admin-list.sql.ts
 * writes the same expressions, which the planner must see word for word to use these indexes).
 */
export class AdminListIndexes1764200000000 implements MigrationInterface {
  name = 'AdminListIndexes1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // Substring search of names and e-mails, and of phone numbers by their digits (a space between the two phones).
    await queryRunner.query(
      `CREATE INDEX orders_search_text_trgm_idx ON orders USING gin ((lower(coalesce(full_name, '') || ' ' || coalesce(recipient_name, '') || ' ' || coalesce(email, ''))) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX orders_search_phone_trgm_idx ON orders USING gin ((regexp_replace(coalesce(delivery_phone, ''), '\\D', '', 'g') || ' ' || regexp_replace(coalesce(recipient_phone, ''), '\\D', '', 'g')) gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX users_search_trgm_idx ON users USING gin ((lower(username || ' ' || email)) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX orders_delivery_type_created_idx ON orders (delivery_type, created_at)`);
    await queryRunner.query(`CREATE INDEX orders_stage_created_idx ON orders (fulfilment_stage, created_at) WHERE fulfilment_stage IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX orders_delivery_date_idx ON orders (delivery_date) WHERE delivery_date IS NOT NULL`);
    // «Оплаченные»: latest payment first.
    await queryRunner.query(`CREATE INDEX orders_paid_list_idx ON orders ((coalesce(paid_at, created_at)), id) WHERE status IN ('paid', 'refunded')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'orders_paid_list_idx',
      'orders_delivery_date_idx',
      'orders_stage_created_idx',
      'orders_delivery_type_created_idx',
      'users_search_trgm_idx',
      'orders_search_phone_trgm_idx',
      'orders_search_text_trgm_idx',
    ]) {
      await queryRunner.query(`DROP INDEX ${index}`);
    }
  }
}
