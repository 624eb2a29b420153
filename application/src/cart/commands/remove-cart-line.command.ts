import { CART_ERRORS, err, ok, type CartError, type Result } from '@shop/domain';
import { CartRepository } from '../cart.repository.port';

/** Spec §7 DELETE /api/cart/remove/{id}: a line of the caller's own cart. */
export class RemoveCartLine {
  constructor(private readonly carts: CartRepository) {}

  async execute(userId: number, lineId: number): Promise<Result<void, CartError>> {
    return (await this.carts.removeLine(userId, { lineId })) ? ok(undefined) : err(CART_ERRORS.lineNotFound);
  }
}
