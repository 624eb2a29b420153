import {
  ADD_TO_CART_QUANTITY,
  CART_ERRORS,
  MAX_LINE_QUANTITY,
  addToCartError,
  err,
  lineQuantityError,
  ok,
  type CartError,
  type Result,
  type StockError,
} from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { StockReservations } from '../../stock/stock-reservations.service';
import { CartRepository } from '../cart.repository.port';
import { cartFitsStock } from '../cart-stock';

/** Spec §7 POST /api/cart/add: pieces of a visible, fixed-price product; at most 99 on a line, and no more than its stock. */
export class AddToCart {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
    private readonly stock: StockReservations,
  ) {}

  async execute(userId: number, productId: unknown, quantity: unknown = ADD_TO_CART_QUANTITY): Promise<Result<void, CartError | StockError>> {
    const invalid = lineQuantityError(quantity);
    if (invalid) return err(invalid);
    const catalogue = await this.catalogue.snapshot();
    const product = typeof productId === 'number' ? (catalogue.products.get(productId) ?? null) : null;
    const refused = addToCartError(product);
    if (refused || !product) return err(refused ?? CART_ERRORS.unknownProduct);
    const pieces = quantity as number;
    // Made to order: the busiest write of the shop stays one statement.
    if (product.stock !== null) {
      const lines = await this.carts.lines(userId);
      const added = { id: 0, productId: product.id, flowers: null, quantity: pieces };
      const fits = await cartFitsStock(this.stock, catalogue, [...lines, added], added);
      if (!fits.ok) return fits;
    }
    const outcome = await this.carts.addProduct(userId, product.id, pieces, MAX_LINE_QUANTITY);
    return outcome === 'added' ? ok(undefined) : err(CART_ERRORS.quantityLimit);
  }
}
