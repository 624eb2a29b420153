import type { CartItemDto } from '@shop/domain';

export interface BouquetFlowers {
  readonly flowerId: number;
  readonly quantity: number;
}

/** 'added', or 'limit' when the line would pass the per-line maximum (nothing changes then). */
export type AddOutcome = 'added' | 'limit';

/**
 * A customer's cart. Adds are atomic upserts (two tabs adding at once never lose an add); every
 * call names the owner, so one customer can never touch another's lines.
 */
export abstract class CartRepository {
  abstract addProduct(userId: number, productId: number, quantity: number, maxPerLine: number): Promise<AddOutcome>;
  abstract addBouquet(userId: number, key: string, flowers: readonly BouquetFlowers[], quantity: number, maxPerLine: number): Promise<AddOutcome>;
  /** Sets the quantity of the owner's line (a product id or a bouquet line id); false if no such line. */
  abstract setQuantity(userId: number, line: CartLineRef, quantity: number): Promise<boolean>;
  abstract removeLine(userId: number, lineId: number): Promise<boolean>;
  abstract clear(userId: number): Promise<void>;
  /** Pieces in the cart (the header badge). */
  abstract count(userId: number): Promise<number>;
  /** The lines with today's catalogue titles, prices and images. */
  abstract items(userId: number): Promise<CartItemDto[]>;
}

export type CartLineRef = { readonly productId: number } | { readonly lineId: number };
