import { PromoCodeRepository } from '../promo-code.repository.port';

/** DELETE /api/cart/promo. */
export class RemoveCartPromo {
  constructor(private readonly promos: PromoCodeRepository) {}

  execute(customerId: number): Promise<void> {
    return this.promos.clearCartPromo(customerId);
  }
}
