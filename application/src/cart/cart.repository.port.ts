import type { CartCatalogue, CompositionEntry, StoredCartLine } from '@shop/domain';

/** 'added', or 'limit' when the line would pass the per-line maximum (nothing changes then). */
export type AddOutcome = 'added' | 'limit';

/** A product's line (spec §7 PUT /api/cart/{productId}) or any line by its id (a bouquet). */
export type CartLineRef = { readonly productId: number } | { readonly lineId: number };

/**
 * A customer's cart. Adds are single-statement upserts that keep the per-line maximum the caller
 * passes (two tabs adding at once never lose an add nor pass the cap); every call names the owner,
 * so one customer can never touch another's lines. Prices are never stored: lines are priced from
 * the catalogue when read.
 */
export abstract class CartRepository {
  abstract addProduct(userId: number, productId: number, quantity: number, maxPerLine: number): Promise<AddOutcome>;
  abstract addBouquet(
    userId: number,
    key: string,
    /** Each flower with the price it is added at: the bouquet keeps it while in the cart. */
    flowers: readonly Pick<CompositionEntry, 'flowerId' | 'quantity' | 'unitPrice'>[],
    quantity: number,
    maxPerLine: number,
  ): Promise<AddOutcome>;
  /** Sets the quantity of the owner's line; false if there is no such line. */
  abstract setQuantity(userId: number, line: CartLineRef, quantity: number): Promise<boolean>;
  /** Removes the owner's line; false if there is no such line. */
  abstract removeLine(userId: number, line: CartLineRef): Promise<boolean>;
  abstract clear(userId: number): Promise<void>;
  /** Pieces in the cart (the header badge). */
  abstract count(userId: number): Promise<number>;
  /** The owner's lines as stored, oldest first. */
  abstract lines(userId: number): Promise<StoredCartLine[]>;
  /** Inside a transaction: the owner's lines locked until it ends, and the catalogue as the database has it now. */
  abstract lockForCheckout(userId: number): Promise<{ lines: StoredCartLine[]; catalogue: CartCatalogue }>;
}
