import { PROMO_ERRORS, ok, err, type AppliedPromo, type CartCatalogue, type CartLine, type PromoError, type Result } from '@shop/domain';
import { checkPromo } from './cart-promo';
import { PromoCodeRepository } from './promo-code.repository.port';

/** The promo an order is placed with: the offer applied and the code whose use the order takes. */
export interface PromoToTake {
  readonly promoCodeId: number;
  readonly applied: AppliedPromo;
}

/**
 * Placing an order with the cart's code, inside the placing transaction: the code's row locked, its
 * uses counted and checked with the cart's lines, so of many orders placed at once only as many as
 * the code has uses left carry it; the rest are refused with the reason.
 */
export class PromoUses {
  constructor(private readonly promos: PromoCodeRepository) {}

  /** null: the cart has no code. */
  async check(customerId: number, lines: readonly CartLine[], catalogue: CartCatalogue, now: Date): Promise<Result<PromoToTake | null, PromoError>> {
    const entered = await this.promos.cartPromo(customerId);
    if (!entered) return ok(null);
    const promo = await this.promos.lockById(entered.id);
    if (!promo) return err(PROMO_ERRORS.notFound);
    const applied = await checkPromo(this.promos, promo, customerId, lines, catalogue, now);
    return applied.ok ? ok({ promoCodeId: promo.id, applied: applied.value }) : applied;
  }

  /** The order placed takes the use; the cart's code is spent. */
  async take(orderId: number, customerId: number, taken: PromoToTake): Promise<void> {
    await this.promos.recordUse(orderId, taken.promoCodeId);
    await this.promos.clearCartPromo(customerId);
  }
}
