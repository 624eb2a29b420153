import { Injectable } from '@nestjs/common';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { CartRepository, type AddOutcome, type CartLineRef } from '@shop/application';
import { Money, type CartCatalogue, type CompositionEntry, type StoredCartLine } from '@shop/domain';
import { toCartCatalogue } from '../catalogue/catalogue.mapper';
import { FlowerOrmEntity } from '../catalogue/flower.orm-entity';
import { ProductOrmEntity } from '../catalogue/product.orm-entity';
import { connectionPoolOf } from '../shared/connection-pool';
import { parameterList } from '../shared/parameter-list';
import { selectRows } from '../shared/select-rows';
import { sendStatement } from '../shared/send-statement';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { ADD_BOUQUET, ADD_PRODUCT, ADD_PRODUCTS } from './cart-add.sql';
import { CartAddBatches, type ProductAdd } from './cart-add-batches';
import { CartLineOrmEntity, type StoredCartFlower } from './cart-line.orm-entity';

/** What the cart upserts return: the line they added to, none when the line is at its cap. */
interface UpsertedLineRow {
  id: string;
}

type StoredLineRow = Pick<CartLineOrmEntity, 'id' | 'productId' | 'composition' | 'quantity'>;

/**
 * The checkout's lock on the owner's lines, in raw SQL: every order placement takes it, and
 * TypeORM's `find` with a lock built the statement and hydrated entities on each one (measured:
 * bench/api.bench.ts, order creation). Aliased to the entity's property names, so it reads StoredLineRow.
 */
const LOCK_LINES = `SELECT id, product_id AS "productId", composition, quantity FROM cart_lines WHERE user_id = $1 ORDER BY created_at, id FOR UPDATE`;
/** A placed order's cart emptied, in the transaction that placed it. */
const CLEAR_CART = 'DELETE FROM cart_lines WHERE user_id = $1';

const toStoredLine = (row: StoredLineRow): StoredCartLine => ({
  id: Number(row.id),
  productId: row.productId,
  flowers:
    row.composition?.map((f) => ({
      flowerId: f.flower_id,
      quantity: f.quantity,
      unitPrice: f.price_kopecks === undefined ? null : Money.ofKopecks(f.price_kopecks),
    })) ?? null,
  quantity: row.quantity,
});

/** Which of the owner's lines a call means: a product's line, or any line by id. */
const lineWhere = (userId: number, line: CartLineRef): FindOptionsWhere<CartLineOrmEntity> =>
  'productId' in line ? { userId, productId: line.productId } : { userId, id: String(line.lineId) };

@Injectable()
export class CartTypeormRepository extends CartRepository {
  private readonly productAdds = new CartAddBatches({
    batch: async (adds) => {
      const { rows } = await connectionPoolOf(this.dataSource).query<{ user_id: number }>(ADD_PRODUCTS, [
        adds.map((add) => add.userId),
        adds.map((add) => add.productId),
        adds.map((add) => add.quantity),
        adds[0].maxPerLine,
      ]);
      return new Set(rows.map((row) => row.user_id));
    },
    single: async (add: ProductAdd) => {
      const result = await connectionPoolOf(this.dataSource).query<UpsertedLineRow>(ADD_PRODUCT, [add.userId, add.productId, add.quantity, add.maxPerLine]);
      return result.rowCount === 1 ? 'added' : 'limit';
    },
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly transaction: TypeormTransactionRunner,
  ) {
    super();
  }

  /** Straight on the pool (see connectionPoolOf), in batches under load (CartAddBatches). */
  addProduct(userId: number, productId: number, quantity: number, maxPerLine: number): Promise<AddOutcome> {
    return this.productAdds.add({ userId, productId, quantity, maxPerLine });
  }

  async addBouquet(
    userId: number,
    key: string,
    flowers: readonly Pick<CompositionEntry, 'flowerId' | 'quantity' | 'unitPrice'>[],
    quantity: number,
    maxPerLine: number,
  ): Promise<AddOutcome> {
    const composition: StoredCartFlower[] = flowers.map((f) => ({ flower_id: f.flowerId, quantity: f.quantity, price_kopecks: f.unitPrice.kopecks }));
    const rows: UpsertedLineRow[] = await this.dataSource.query(ADD_BOUQUET, [userId, key, quantity, maxPerLine, JSON.stringify(composition)]);
    return rows.length === 1 ? 'added' : 'limit';
  }

  async setQuantity(userId: number, line: CartLineRef, quantity: number): Promise<boolean> {
    const { affected } = await this.dataSource.manager.update(CartLineOrmEntity, lineWhere(userId, line), { quantity });
    return (affected ?? 0) > 0;
  }

  async removeLine(userId: number, line: CartLineRef): Promise<boolean> {
    const { affected } = await this.transaction.manager().delete(CartLineOrmEntity, lineWhere(userId, line));
    return (affected ?? 0) > 0;
  }

  async clear(userId: number): Promise<void> {
    await sendStatement(this.transaction.manager(), CLEAR_CART, [userId]);
  }

  async count(userId: number): Promise<number> {
    return (await this.dataSource.manager.sum(CartLineOrmEntity, 'quantity', { userId })) ?? 0;
  }

  async lines(userId: number): Promise<StoredCartLine[]> {
    return (await this.dataSource.manager.find(CartLineOrmEntity, this.linesOf(userId))).map(toStoredLine);
  }

  async lockForCheckout(userId: number): Promise<{ lines: StoredCartLine[]; catalogue: CartCatalogue }> {
    const manager = this.transaction.transactionManager();
    const { rows } = await sendStatement<StoredLineRow>(manager, LOCK_LINES, [userId]);
    // Only what the lines name: an order of products reads no flower, a bouquet only its own.
    const productIds = rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
    const flowerIds = [...new Set(rows.flatMap((row) => row.composition?.map((flower) => flower.flower_id) ?? []))];
    const products = productIds.length > 0 ? await selectRows(manager, ProductOrmEntity, `id IN (${parameterList(productIds.length)})`, productIds) : [];
    const flowers = flowerIds.length > 0 ? await selectRows(manager, FlowerOrmEntity, `id IN (${parameterList(flowerIds.length)})`, flowerIds) : [];
    return { lines: rows.map(toStoredLine), catalogue: toCartCatalogue(products, flowers) };
  }

  /** The owner's lines, oldest first. */
  private linesOf(userId: number) {
    return {
      select: { id: true, productId: true, composition: true, quantity: true },
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    } as const;
  }
}
