import { composeBouquet } from '../bouquet/bouquet-composition.rules';
import type { BouquetError } from '../bouquet/bouquet.errors';
import type { FlowerCatalogue } from '../catalogue/flower.entity';
import { isPriceOnRequest } from '../catalogue/product-price.rules';
import type { Product } from '../catalogue/product.entity';
import type { Money } from '../money/money.value-object';
import { ORDER_ERRORS, type OrderError } from '../order/order.errors';
import { err, ok, type Result } from '../shared/result';
import { CART_ERRORS, type CartError } from './cart.errors';
import { bouquetLine, productLine, type CartLine } from './cart-line.value-object';

/** Spec §5: every press of "add to cart" adds one piece. */
export const ADD_TO_CART_QUANTITY = 1;

/** A line holds at most 99 pieces; asking for more is refused with a Russian message. */
export const MAX_LINE_QUANTITY = 99;

/** Null when the quantity may stand on a line: a whole number from 1 to 99. */
export const lineQuantityError = (quantity: unknown): CartError | null => {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return CART_ERRORS.invalidQuantity;
  return quantity > MAX_LINE_QUANTITY ? CART_ERRORS.quantityLimit : null;
};

/** Spec §4: plus, minus and direct input set a line's quantity; 0 (any amount at or below 0) removes the line. */
export const requestedLineQuantity = (quantity: unknown): Result<number, CartError> => {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return err(CART_ERRORS.invalidQuantity);
  return quantity > MAX_LINE_QUANTITY ? err(CART_ERRORS.quantityLimit) : ok(Math.max(quantity, 0));
};

/** Null when the product may go into a cart: it is on the storefront and has a fixed price. */
export const addToCartError = (product: Product | null): CartError | null => {
  if (!product?.visible) return CART_ERRORS.unknownProduct;
  return isPriceOnRequest(product) ? CART_ERRORS.priceOnRequest : null;
};

/** A bouquet's flower as a cart keeps it: with the price it was priced at (null: a line kept before prices were, priced today). */
export interface StoredBouquetFlower {
  readonly flowerId: number;
  readonly quantity: number;
  readonly unitPrice: Money | null;
}

/** A cart line as stored: a product (priced today), or a bouquet's flowers with the prices they were added at. */
export interface StoredCartLine {
  readonly id: number;
  readonly productId: number | null;
  readonly flowers: readonly StoredBouquetFlower[] | null;
  readonly quantity: number;
}

/** What today's catalogue says about the products and flowers a cart names (hidden products too). */
export interface CartCatalogue {
  readonly products: ReadonlyMap<number, Product>;
  readonly flowers: FlowerCatalogue;
}

type PricingError = CartError | BouquetError;

/** The priced line: a product at today's price, or a bouquet flower by flower at the prices it was added at. */
export const priceCartLine = (line: StoredCartLine, catalogue: CartCatalogue): Result<CartLine, PricingError> => {
  if (line.flowers) {
    const selection = new Map(line.flowers.map((flower) => [flower.flowerId, flower.quantity]));
    const kept = new Map(line.flowers.map((flower) => [flower.flowerId, flower.unitPrice]));
    const composed = composeBouquet(selection, catalogue.flowers);
    if (!composed.ok) return composed;
    const composition = composed.value.map((entry) => ({ ...entry, unitPrice: kept.get(entry.flowerId) ?? entry.unitPrice }));
    return ok(bouquetLine(composition, line.quantity));
  }
  const product = line.productId === null ? undefined : catalogue.products.get(line.productId);
  return product ? ok(productLine(product, line.quantity)) : err(CART_ERRORS.lineNotFound);
};

/**
 * The cart's lines as an order will snapshot them: every product must still be on sale at a fixed
 * price, and every bouquet priced from the flower catalogue. The first line that fails stops the order.
 */
export const checkoutLines = (lines: readonly StoredCartLine[], catalogue: CartCatalogue): Result<CartLine[], PricingError | OrderError> => {
  const priced: CartLine[] = [];
  for (const line of lines) {
    const product = line.productId === null ? null : catalogue.products.get(line.productId);
    if (product && !product.visible) return err(ORDER_ERRORS.productUnavailable(product.title));
    if (product?.priceFrom) return err(CART_ERRORS.priceOnRequest);
    const result = priceCartLine(line, catalogue);
    if (!result.ok) return result;
    priced.push(result.value);
  }
  return ok(priced);
};
