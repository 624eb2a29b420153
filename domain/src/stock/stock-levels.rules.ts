import { err, ok, type Result } from '../shared/result';
import type { StockDemand } from './stock-demand';
import { STOCK_ERRORS, type StockError } from './stock.errors';

/** A product's stock as placement reads it; null stock: made to order. */
export interface ProductStockLevel {
  readonly title: string;
  readonly stock: number | null;
}

/** A flower's stems and season as placement reads them; null stock: unlimited. */
export interface FlowerStockLevel extends ProductStockLevel {
  readonly available: boolean;
}

/** The stock of what a demand names; an id missing here has no limit. */
export interface StockLevels {
  readonly products: ReadonlyMap<number, ProductStockLevel>;
  readonly flowers: ReadonlyMap<number, FlowerStockLevel>;
}

const byId = <T>(counts: ReadonlyMap<number, T>): [number, T][] => [...counts].sort(([a], [b]) => a - b);

/**
 * Whether the stock covers the demand: the first product short of pieces, then the first flower
 * out of season or short of stems (in id order), refuses it, naming what is left.
 */
export const stockCovers = (demand: StockDemand, levels: StockLevels): Result<void, StockError> => {
  for (const [id, wanted] of byId(demand.products)) {
    const level = levels.products.get(id);
    if (level && level.stock !== null && wanted > level.stock) return err(STOCK_ERRORS.productShort(level.title, level.stock));
  }
  for (const [id, wanted] of byId(demand.flowers)) {
    const level = levels.flowers.get(id);
    if (!level) continue;
    if (!level.available) return err(STOCK_ERRORS.flowerUnavailable(level.title));
    if (level.stock !== null && wanted > level.stock) return err(STOCK_ERRORS.flowerShort(level.title, level.stock));
  }
  return ok(undefined);
};

/** Whether any of the demanded products or flowers is limited or out of season: only then is the stock asked. */
export const demandIsLimited = (demand: StockDemand, levels: StockLevels): boolean =>
  [...demand.products.keys()].some((id) => (levels.products.get(id)?.stock ?? null) !== null) ||
  [...demand.flowers.keys()].some((id) => {
    const level = levels.flowers.get(id);
    return level !== undefined && (!level.available || level.stock !== null);
  });

/** The part of a demand on rows with a stock limit: what placement takes (nothing to write when an order is all made to order). */
export const limitedPart = (demand: StockDemand, levels: StockLevels): StockDemand => {
  const limited = (counts: ReadonlyMap<number, number>, limits: ReadonlyMap<number, ProductStockLevel>) =>
    new Map([...counts].filter(([id]) => (limits.get(id)?.stock ?? null) !== null));
  return { products: limited(demand.products, levels.products), flowers: limited(demand.flowers, levels.flowers) };
};
