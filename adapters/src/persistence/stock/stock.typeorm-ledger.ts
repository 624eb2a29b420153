import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StockLedger } from '@shop/application';
import type { FlowerStockLevel, ProductStockLevel, StockDemand, StockLevels } from '@shop/domain';
import { CatalogueTypeormReadModel } from '../catalogue/catalogue.typeorm-read-model';
import { parameterList } from '../shared/parameter-list';
import { sendStatement } from '../shared/send-statement';
import { StatementTexts } from '../shared/statement-texts';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

interface ProductLevelRow {
  id: number;
  title: string;
  stock: number | null;
}

interface FlowerLevelRow extends ProductLevelRow {
  available: boolean;
}

// Only rows with a limit (or a flower out of season) are read and locked: a made-to-order product
// or an unlimited flower never makes two checkouts wait on each other. The ids go as an IN list,
// so each statement keeps its generic plan (parameterList).
// Each text is kept per number of ids and lock (StatementTexts), so a checkout sends a string the
// connection has seen before.
const levelTexts = new StatementTexts();
const levelsOf = (table: string, columns: string, limited: string) => (ids: number, lock: string) =>
  levelTexts.of(`${table} ${ids}${lock}`, () => `SELECT ${columns} FROM ${table} WHERE id IN (${parameterList(ids)}) AND ${limited} ORDER BY id${lock}`);
const productLevels = levelsOf('products', 'id, title, stock', 'stock IS NOT NULL');
const flowerLevels = levelsOf('flowers', 'id, title, available, stock', '(stock IS NOT NULL OR NOT available)');
const LOCKED = ' FOR UPDATE';

/** `$1` ids, `$2` counts (signed: negative takes); only limited rows change, locked beforehand in id order. */
const moveStock = (table: 'products' | 'flowers') =>
  `UPDATE ${table} SET stock = ${table}.stock + change.count
   FROM unnest($1::int[], $2::int[]) AS change(id, count)
   WHERE ${table}.id = change.id AND ${table}.stock IS NOT NULL`;

const MOVE_PRODUCTS = moveStock('products');
const MOVE_FLOWERS = moveStock('flowers');

const idsOf = (counts: ReadonlyMap<number, number>): number[] => [...counts.keys()].sort((a, b) => a - b);

/**
 * Products' stock and flowers' stems in PostgreSQL, in the caller's transaction. Placement locks the
 * limited rows (products, then flowers, each in id order, so two checkouts never deadlock), the
 * domain checks them, then one statement per table takes what the order needs.
 */
@Injectable()
export class StockTypeormLedger extends StockLedger {
  constructor(
    private readonly transaction: TypeormTransactionRunner,
    private readonly catalogue: CatalogueTypeormReadModel,
  ) {
    super();
  }

  levels(demand: StockDemand): Promise<StockLevels> {
    return this.read(this.transaction.manager(), demand, '');
  }

  lockLevels(demand: StockDemand): Promise<StockLevels> {
    return this.read(this.transaction.transactionManager(), demand, LOCKED);
  }

  take(demand: StockDemand): Promise<void> {
    return this.move(demand, -1);
  }

  async giveBack(demand: StockDemand): Promise<void> {
    // Locked in the same order as placement locks them, so a give-back and a checkout never deadlock.
    await this.lockLevels(demand);
    await this.move(demand, 1);
  }

  private async read(manager: EntityManager, demand: StockDemand, lock: string): Promise<StockLevels> {
    const products = demand.products.size
      ? (await sendStatement<ProductLevelRow>(manager, productLevels(demand.products.size, lock), idsOf(demand.products))).rows
      : [];
    const flowers = demand.flowers.size
      ? (await sendStatement<FlowerLevelRow>(manager, flowerLevels(demand.flowers.size, lock), idsOf(demand.flowers))).rows
      : [];
    return {
      products: new Map(products.map(({ id, title, stock }): [number, ProductStockLevel] => [id, { title, stock }])),
      flowers: new Map(flowers.map(({ id, title, available, stock }): [number, FlowerStockLevel] => [id, { title, available, stock }])),
    };
  }

  private async move(demand: StockDemand, sign: 1 | -1): Promise<void> {
    const manager = this.transaction.transactionManager();
    let changed = 0;
    for (const [statement, counts] of [
      [MOVE_PRODUCTS, demand.products],
      [MOVE_FLOWERS, demand.flowers],
    ] as const) {
      if (counts.size === 0) continue;
      const ids = idsOf(counts);
      const { rowCount } = await sendStatement(manager, statement, [ids, ids.map((id) => sign * (counts.get(id) ?? 0))]);
      changed += rowCount ?? 0;
    }
    // The storefront's catalogue shows stock: this replica reads it afresh once the change is in.
    if (changed > 0) this.transaction.afterCommit(() => this.catalogue.forget());
  }
}
