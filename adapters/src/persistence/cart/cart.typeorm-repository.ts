import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { In } from 'typeorm';
import { CartRepository, type AddOutcome, type CartLineRef } from '@shop/application';
import type { CartCatalogue, CompositionEntry, StoredCartLine } from '@shop/domain';
import { toCartCatalogue } from '../catalogue/catalogue.mapper';
import { FlowerOrmEntity } from '../catalogue/flower.orm-entity';
import { ProductOrmEntity } from '../catalogue/product.orm-entity';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

interface LineRow {
  id: string;
  product_id: number | null;
  composition: { flower_id: number; quantity: number }[] | null;
  quantity: number;
}

const LINES = `SELECT id, product_id, composition, quantity FROM cart_lines WHERE user_id = $1 ORDER BY created_at, id`;

const toStoredLine = (row: LineRow): StoredCartLine => ({
  id: Number(row.id),
  productId: row.product_id,
  flowers: row.composition?.map((f) => ({ flowerId: f.flower_id, quantity: f.quantity })) ?? null,
  quantity: row.quantity,
});

/** Which of the owner's lines a call means: a product's line, or any line by id. */
const lineCondition = (line: CartLineRef): [string, number] => ('productId' in line ? ['product_id', line.productId] : ['id', line.lineId]);

@Injectable()
export class CartTypeormRepository extends CartRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transaction: TypeormTransactionRunner,
  ) {
    super();
  }

  /**
   * One statement: concurrent adds serialise on the line's unique index and each one counts. The
   * busiest write of the shop, so it is a named prepared statement straight on the pool:
   * PostgreSQL plans it once per connection.
   */
  async addProduct(userId: number, productId: number, quantity: number, maxPerLine: number): Promise<AddOutcome> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query({
      name: 'cart-add-product',
      text: `INSERT INTO cart_lines (user_id, product_id, quantity) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, product_id) WHERE product_id IS NOT NULL
             DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity WHERE cart_lines.quantity + EXCLUDED.quantity <= $4
             RETURNING id`,
      values: [userId, productId, quantity, maxPerLine],
    });
    return result.rowCount === 1 ? 'added' : 'limit';
  }

  async addBouquet(
    userId: number,
    key: string,
    flowers: readonly Pick<CompositionEntry, 'flowerId' | 'quantity'>[],
    quantity: number,
    maxPerLine: number,
  ): Promise<AddOutcome> {
    const composition = JSON.stringify(flowers.map((f) => ({ flower_id: f.flowerId, quantity: f.quantity })));
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO cart_lines (user_id, bouquet_key, composition, quantity) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (user_id, bouquet_key) WHERE bouquet_key IS NOT NULL
       DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity WHERE cart_lines.quantity + EXCLUDED.quantity <= $5
       RETURNING id`,
      [userId, key, composition, quantity, maxPerLine],
    );
    return rows.length === 1 ? 'added' : 'limit';
  }

  async setQuantity(userId: number, line: CartLineRef, quantity: number): Promise<boolean> {
    const [column, value] = lineCondition(line);
    const [rows]: [unknown[], number] = await this.dataSource.query(`UPDATE cart_lines SET quantity = $3 WHERE user_id = $1 AND ${column} = $2 RETURNING id`, [userId, value, quantity]);
    return rows.length > 0;
  }

  async removeLine(userId: number, line: CartLineRef): Promise<boolean> {
    const [column, value] = lineCondition(line);
    const [rows]: [unknown[], number] = await this.transaction.manager().query(`DELETE FROM cart_lines WHERE user_id = $1 AND ${column} = $2 RETURNING id`, [userId, value]);
    return rows.length > 0;
  }

  async clear(userId: number): Promise<void> {
    await this.transaction.manager().query(`DELETE FROM cart_lines WHERE user_id = $1`, [userId]);
  }

  async count(userId: number): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(`SELECT coalesce(sum(quantity), 0)::int AS count FROM cart_lines WHERE user_id = $1`, [userId]);
    return row.count;
  }

  async lines(userId: number): Promise<StoredCartLine[]> {
    return ((await this.dataSource.query(LINES, [userId])) as LineRow[]).map(toStoredLine);
  }

  async lockForCheckout(userId: number): Promise<{ lines: StoredCartLine[]; catalogue: CartCatalogue }> {
    const manager = this.transaction.transactionManager();
    const rows: LineRow[] = await manager.query(`${LINES} FOR UPDATE`, [userId]);
    const productIds = rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id]));
    const [products, flowers] = await Promise.all([
      manager.getRepository(ProductOrmEntity).findBy({ id: In(productIds) }),
      manager.getRepository(FlowerOrmEntity).find(),
    ]);
    return { lines: rows.map(toStoredLine), catalogue: toCartCatalogue(products, flowers) };
  }
}
