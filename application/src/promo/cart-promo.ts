import {
  Money,
  applyPromo,
  priceCartLine,
  toCartPromoDto,
  type AppliedPromo,
  type CartPromoDto,
  type CartCatalogue,
  type CartLine,
  type PromoCode,
  type PromoError,
  type Result,
  type StoredCartLine,
} from '@shop/domain';
import { PromoCodeRepository } from './promo-code.repository.port';

/** The cart's lines the catalogue can still price (the ones GET /api/cart shows). */
export const pricedCartLines = (stored: readonly StoredCartLine[], catalogue: CartCatalogue): CartLine[] =>
  stored.flatMap((line) => {
    const priced = priceCartLine(line, catalogue);
    return priced.ok ? [priced.value] : [];
  });

/** The code checked against these lines now, counting the uses other orders hold. */
export const checkPromo = async (
  promos: PromoCodeRepository,
  promo: PromoCode,
  customerId: number,
  lines: readonly CartLine[],
  catalogue: CartCatalogue,
  now: Date,
): Promise<Result<AppliedPromo, PromoError>> => {
  const usage = await promos.usage(promo.id, customerId);
  return applyPromo(promo, usage, lines, (productId) => catalogue.products.get(productId)?.category, now);
};

/** The cart's code on the wire: the discount and totals when it applies, else 0 off and the reason. */
export const cartPromoDto = (code: string, lines: readonly CartLine[], applied: Result<AppliedPromo, PromoError>): CartPromoDto =>
  applied.ok ? toCartPromoDto(code, lines, applied.value.discount, null) : toCartPromoDto(code, lines, Money.ZERO, applied.error.message);
