import { composeBouquet } from '../bouquet/bouquet-composition.rules';
import type { BouquetError } from '../bouquet/bouquet.errors';
import type { BouquetSelection } from '../bouquet/bouquet-selection.value-object';
import type { FlowerCatalogue } from '../catalogue/flower.entity';
import type { Product } from '../catalogue/product.entity';
import type { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { CART_ERRORS, type CartError } from './cart.errors';
import { bouquetLine, lineQuantityError, linesTotal, productLine, type CartLine } from './cart-line.value-object';

/** Spec §5: every press of "add to cart" adds one piece. */
export const ADD_TO_CART_QUANTITY = 1;

/** An immutable cart: every command returns a new cart or a CartError. */
export class Cart {
  private constructor(readonly lines: readonly CartLine[]) {}

  static empty(): Cart {
    return new Cart([]);
  }

  /** Rebuilds a stored cart, refusing quantities out of 1…99 and repeated line keys. */
  static restore(lines: readonly CartLine[]): Result<Cart, CartError> {
    const keys = new Set(lines.map((line) => line.key));
    if (keys.size !== lines.length) return err(CART_ERRORS.duplicateLine);
    const invalid = lines.map((line) => lineQuantityError(line.quantity)).find((error) => error !== null);
    return invalid ? err(invalid) : ok(new Cart([...lines]));
  }

  /** Adds one piece of a product; a product priced "from" (the composition service) cannot be bought online. */
  add(product: Product): Result<Cart, CartError> {
    if (product.priceFrom) return err(CART_ERRORS.priceOnRequest);
    return this.addLine(productLine(product, ADD_TO_CART_QUANTITY));
  }

  /** Adds one collected bouquet priced from the flower catalogue ('Собранный букет'). */
  addBouquet(selection: BouquetSelection, flowers: FlowerCatalogue): Result<Cart, CartError | BouquetError> {
    const composition = composeBouquet(selection, flowers);
    return composition.ok ? this.addLine(bouquetLine(composition.value, ADD_TO_CART_QUANTITY)) : composition;
  }

  /** Plus/minus and direct input: 0 or less removes the line, more than 99 is refused. */
  setQuantity(key: string, quantity: number): Result<Cart, CartError> {
    if (Number.isNaN(quantity)) return err(CART_ERRORS.invalidQuantity);
    if (quantity <= 0) return this.remove(key);
    const error = lineQuantityError(quantity);
    if (error) return err(error);
    if (!this.line(key)) return err(CART_ERRORS.lineNotFound);
    return ok(new Cart(this.lines.map((line) => (line.key === key ? { ...line, quantity } : line))));
  }

  remove(key: string): Result<Cart, CartError> {
    if (!this.line(key)) return err(CART_ERRORS.lineNotFound);
    return ok(new Cart(this.lines.filter((line) => line.key !== key)));
  }

  clear(): Cart {
    return Cart.empty();
  }

  line(key: string): CartLine | undefined {
    return this.lines.find((line) => line.key === key);
  }

  total(): Money {
    return linesTotal(this.lines);
  }

  /** The header badge: pieces, not lines (two of one plant count 2). */
  itemCount(): number {
    return this.lines.reduce((count, line) => count + line.quantity, 0);
  }

  isEmpty(): boolean {
    return this.lines.length === 0;
  }

  private addLine(added: CartLine): Result<Cart, CartError> {
    const existing = this.line(added.key);
    if (!existing) return ok(new Cart([...this.lines, added]));
    return this.setQuantity(added.key, existing.quantity + added.quantity);
  }
}
