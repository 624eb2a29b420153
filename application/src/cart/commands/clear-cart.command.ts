import { CartRepository } from '../cart.repository.port';

/** Spec §7 DELETE /api/cart/clear. */
export class ClearCart {
  constructor(private readonly carts: CartRepository) {}

  execute(userId: number): Promise<void> {
    return this.carts.clear(userId);
  }
}
