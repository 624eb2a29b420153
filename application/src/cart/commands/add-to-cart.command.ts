import { ADD_TO_CART_QUANTITY, CART_ERRORS, MAX_LINE_QUANTITY, addToCartError, err, lineQuantityError, ok, type CartError, type Result } from '@shop/domain';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { CartRepository } from '../cart.repository.port';

/** Spec §7 POST /api/cart/add: pieces of a visible, fixed-price product; at most 99 on a line. */
export class AddToCart {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  async execute(userId: number, productId: unknown, quantity: unknown = ADD_TO_CART_QUANTITY): Promise<Result<void, CartError>> {
    const invalid = lineQuantityError(quantity);
    if (invalid) return err(invalid);
    const product = typeof productId === 'number' ? ((await this.catalogue.snapshot()).products.get(productId) ?? null) : null;
    const refused = addToCartError(product);
    if (refused || !product) return err(refused ?? CART_ERRORS.unknownProduct);
    const outcome = await this.carts.addProduct(userId, product.id, quantity as number, MAX_LINE_QUANTITY);
    return outcome === 'added' ? ok(undefined) : err(CART_ERRORS.quantityLimit);
  }
}
