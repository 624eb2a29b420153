import type { CartPromoDto } from '@shop/domain';
import { CartRepository } from '../../cart/cart.repository.port';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { Clock } from '../../shared/clock.port';
import { cartPromoDto, checkPromo, pricedCartLines } from '../cart-promo';
import { PromoCodeRepository } from '../promo-code.repository.port';

/** The cart's code re-checked against the cart as it is now (GET /api/cart's promo); null: none entered. */
export class CartPromoQuery {
  constructor(
    private readonly promos: PromoCodeRepository,
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: number): Promise<CartPromoDto | null> {
    const promo = await this.promos.cartPromo(customerId);
    if (!promo) return null;
    const [stored, catalogue] = await Promise.all([this.carts.lines(customerId), this.catalogue.snapshot()]);
    const lines = pricedCartLines(stored, catalogue);
    return cartPromoDto(promo.code, lines, await checkPromo(this.promos, promo, customerId, lines, catalogue, this.clock.now()));
  }
}
