import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The products' orders (ADMIN_LISTS.withProducts in admin-list.sql.ts): whether an order holds a
 * catalogue product is answered from this index alone, for the page and for the count.
 */
export class ProductOrdersIndex1764200010000 implements MigrationInterface {
  name = 'ProductOrdersIndex1764200010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX order_lines_product_orders_idx ON order_lines (order_id) WHERE product_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX order_lines_product_orders_idx`);
  }
}
