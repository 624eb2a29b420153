import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's and the exports' ranges: payments by when they succeeded, refunds, paid and created
 * orders by time, page views by day. The payments' and paid orders' indexes carry what the dashboard
 * sums, so its day series and best sellers are read from the indexes alone.
 */
export class ReportingIndexes1764200050000 implements MigrationInterface {
  name = 'ReportingIndexes1764200050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX payments_succeeded_idx ON payments (succeeded_at) INCLUDE (amount_kopecks, incident) WHERE status = 'succeeded'`);
    await queryRunner.query(`CREATE INDEX refunds_created_idx ON refunds (created_at)`);
    await queryRunner.query(`CREATE INDEX orders_paid_idx ON orders (paid_at) INCLUDE (status) WHERE paid_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX orders_created_idx ON orders (created_at)`);
    await queryRunner.query(`CREATE INDEX cart_lines_created_idx ON cart_lines (created_at)`);
    await queryRunner.query(`CREATE INDEX page_views_day_idx ON page_views (day)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of ['page_views_day_idx', 'cart_lines_created_idx', 'orders_created_idx', 'orders_paid_idx', 'refunds_created_idx', 'payments_succeeded_idx'])
      await queryRunner.query(`DROP INDEX ${index}`);
  }
}
