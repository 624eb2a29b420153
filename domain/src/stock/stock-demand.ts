import type { CartLine } from '../cart/cart-line.value-object';
import type { StoredCartLine } from '../cart/cart.rules';

/** Pieces of products and stems of flowers, by id: what lines take from the shop's stock. */
export interface StockDemand {
  readonly products: ReadonlyMap<number, number>;
  readonly flowers: ReadonlyMap<number, number>;
}

export const NO_DEMAND: StockDemand = { products: new Map(), flowers: new Map() };

export type DemandLine = Pick<CartLine, 'quantity'> &
  (
    | { readonly kind: 'product'; readonly productId: number }
    | { readonly kind: 'bouquet'; readonly composition: readonly { readonly flowerId: number; readonly quantity: number }[] }
  );

const added = (counts: Map<number, number>, id: number, count: number): void => {
  counts.set(id, (counts.get(id) ?? 0) + count);
};

/** What the lines take: a product's pieces, and a bouquet's stems times the bouquets. */
export const demandOf = (lines: readonly DemandLine[]): StockDemand => {
  const products = new Map<number, number>();
  const flowers = new Map<number, number>();
  for (const line of lines) {
    if (line.kind === 'product') added(products, line.productId, line.quantity);
    else for (const flower of line.composition) added(flowers, flower.flowerId, flower.quantity * line.quantity);
  }
  return { products, flowers };
};

/** What a cart's lines would take if ordered. */
export const cartDemand = (lines: readonly StoredCartLine[]): StockDemand =>
  demandOf(
    lines.flatMap((line): DemandLine[] => {
      if (line.flowers) return [{ kind: 'bouquet' as const, composition: line.flowers, quantity: line.quantity }];
      return line.productId === null ? [] : [{ kind: 'product' as const, productId: line.productId, quantity: line.quantity }];
    }),
  );

/** The part of a demand on what `touched` names: a cart's change is judged on what it changes only. */
export const demandOn = (demand: StockDemand, touched: StockDemand): StockDemand => ({
  products: new Map([...demand.products].filter(([id]) => touched.products.has(id))),
  flowers: new Map([...demand.flowers].filter(([id]) => touched.flowers.has(id))),
});

/** What `before` takes beyond `after`, id by id (never negative). */
export const demandBeyond = (before: StockDemand, after: StockDemand): StockDemand => {
  const beyond = (mine: ReadonlyMap<number, number>, theirs: ReadonlyMap<number, number>) =>
    new Map([...mine].map(([id, count]) => [id, count - (theirs.get(id) ?? 0)] as const).filter(([, count]) => count > 0));
  return { products: beyond(before.products, after.products), flowers: beyond(before.flowers, after.flowers) };
};

export const isNoDemand = (demand: StockDemand): boolean => demand.products.size === 0 && demand.flowers.size === 0;
