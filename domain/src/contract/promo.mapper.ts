// The mappers of promo codes onto their wire shapes (promo.contract.ts).
import { linesTotal } from '../cart/cart-line.value-object';
import type { Money } from '../money/money.value-object';
import { moscowIso, type PromoCode, type PromoTermsInput } from '../promo/promo-code.terms';
import { goodsAfterDiscount, type PromoLine } from '../promo/promo-discount.rules';
import type { AdminPromoCodeDto, CartPromoDto, PromoCodePayloadDto } from './promo.contract';
import { wireRoubles } from './money.mapper';

export const toAdminPromoCodeDto = (promo: PromoCode, uses: number): AdminPromoCodeDto => ({
  id: promo.id,
  code: promo.code,
  kind: promo.offer.kind,
  value: promo.offer.kind === 'percent' ? promo.offer.percent : wireRoubles(promo.offer.amount),
  min_goods: wireRoubles(promo.minGoods),
  starts_at: promo.startsAt && moscowIso(promo.startsAt),
  ends_at: promo.endsAt && moscowIso(promo.endsAt),
  max_uses: promo.maxUses,
  max_uses_per_customer: promo.maxUsesPerCustomer,
  categories: [...promo.categories],
  product_ids: [...promo.productIds],
  bouquets: promo.bouquets,
  active: promo.active,
  uses,
});

/** The admin's form as the domain reads it. */
export const promoTermsInput = (payload: PromoCodePayloadDto): PromoTermsInput => ({
  code: payload.code,
  kind: payload.kind,
  value: payload.value,
  minGoods: payload.min_goods,
  startsAt: payload.starts_at,
  endsAt: payload.ends_at,
  maxUses: payload.max_uses,
  maxUsesPerCustomer: payload.max_uses_per_customer,
  categories: payload.categories,
  productIds: payload.product_ids,
  bouquets: payload.bouquets,
  active: payload.active,
});

export const toCartPromoDto = (
  code: string,
  lines: readonly Pick<PromoLine, 'unitPrice' | 'quantity'>[],
  discount: Money,
  problem: string | null,
): CartPromoDto => ({
  code,
  discount: wireRoubles(discount),
  goods: wireRoubles(linesTotal(lines)),
  total: wireRoubles(goodsAfterDiscount(lines, discount)),
  ...(problem === null ? {} : { problem }),
});
