import { PROMO_ERRORS, err, normalizePromoCode, ok, type CartPromoDto, type PromoError, type Result } from '@shop/domain';
import { CartRepository } from '../../cart/cart.repository.port';
import { CatalogueReadModel } from '../../catalogue/catalogue.read-model.port';
import { Clock } from '../../shared/clock.port';
import { cartPromoDto, checkPromo, pricedCartLines } from '../cart-promo';
import { PromoCodeRepository } from '../promo-code.repository.port';

/** POST /api/cart/promo: the code checked against the customer's cart now and kept in it when it applies. */
export class ApplyCartPromo {
  constructor(
    private readonly promos: PromoCodeRepository,
    private readonly carts: CartRepository,
    private readonly catalogue: CatalogueReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: number, typed: string): Promise<Result<CartPromoDto, PromoError>> {
    const promo = await this.promos.findByCode(normalizePromoCode(typed));
    if (!promo) return err(PROMO_ERRORS.notFound);
    const [stored, catalogue] = await Promise.all([this.carts.lines(customerId), this.catalogue.snapshot()]);
    const lines = pricedCartLines(stored, catalogue);
    const applied = await checkPromo(this.promos, promo, customerId, lines, catalogue, this.clock.now());
    if (!applied.ok) return applied;
    await this.promos.setCartPromo(customerId, promo.id);
    return ok(cartPromoDto(promo.code, lines, applied));
  }
}
