import { CART_ERRORS, err, ok, requestedLineQuantity, type CartError, type Result } from '@shop/domain';
import { CartRepository, type CartLineRef } from '../cart.repository.port';

/** Spec §4: plus, minus and direct input; a quantity at or below 0 removes the line. */
export class SetCartLineQuantity {
  constructor(private readonly carts: CartRepository) {}

  async execute(userId: number, line: CartLineRef, quantity: unknown): Promise<Result<void, CartError>> {
    const requested = requestedLineQuantity(quantity);
    if (!requested.ok) return requested;
    const found = requested.value === 0 ? await this.carts.removeLine(userId, line) : await this.carts.setQuantity(userId, line, requested.value);
    return found ? ok(undefined) : err(CART_ERRORS.lineNotFound);
  }
}
