import { linesTotal, type CartLine } from '../cart/cart-line.value-object';
import type { CategoryCode } from '../catalogue/category.value-object';
import { formatCustomerRoubles } from '../money/money.format';
import { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import type { PromoOffer, PromoTerms } from './promo-code.terms';
import { PROMO_ERRORS, type PromoError } from './promo.errors';

/** The lines a promo reads: what they are, what they cost. */
export type PromoLine = Pick<CartLine, 'key' | 'unitPrice' | 'quantity'> &
  ({ readonly kind: 'product'; readonly productId: number } | { readonly kind: 'bouquet' });

/** A product's category as the catalogue has it today; undefined for a product it no longer has. */
export type CategoryOf = (productId: number) => CategoryCode | undefined;

/** How often the code has been used by orders that still hold it: by anybody, and by this customer. */
export interface PromoUsage {
  readonly total: number;
  readonly byCustomer: number;
}

/** A code applied to the goods: what it takes off and which lines share that. Delivery is never discounted. */
export interface AppliedPromo {
  readonly code: string;
  readonly offer: PromoOffer;
  /** The keys of the lines the discount is spread over. */
  readonly eligibleKeys: readonly string[];
  readonly discount: Money;
}

const isEligible = (terms: Pick<PromoTerms, 'categories' | 'productIds' | 'bouquets'>, line: PromoLine, categoryOf: CategoryOf): boolean => {
  if (line.kind === 'bouquet') return terms.bouquets;
  if (terms.categories.length === 0 && terms.productIds.length === 0) return true;
  const category = categoryOf(line.productId);
  return terms.productIds.includes(line.productId) || (category !== undefined && terms.categories.includes(category));
};

/** The lines the code applies to, by key. */
export const eligibleLineKeys = (
  terms: Pick<PromoTerms, 'categories' | 'productIds' | 'bouquets'>,
  lines: readonly PromoLine[],
  categoryOf: CategoryOf,
): string[] => lines.filter((line) => isEligible(terms, line, categoryOf)).map((line) => line.key);

/** A percent rounds down to the kopeck; a fixed amount is at most what it applies to. */
export const offerDiscount = (offer: PromoOffer, eligibleGoods: Money): Money => {
  if (offer.kind === 'fixed') return eligibleGoods.isLessThan(offer.amount) ? eligibleGoods : offer.amount;
  return Money.ofKopecks(Number((BigInt(eligibleGoods.kopecks) * BigInt(offer.percent)) / 100n));
};

const eligibleGoods = (lines: readonly Pick<PromoLine, 'key' | 'unitPrice' | 'quantity'>[], keys: readonly string[]): Money =>
  linesTotal(lines.filter((line) => keys.includes(line.key)));

/** Whether the code may be used now, in the order the customer would want to hear the reason. */
const refusal = (terms: PromoTerms, usage: PromoUsage, goods: Money, now: Date): PromoError | null => {
  if (!terms.active) return PROMO_ERRORS.notFound;
  if (terms.startsAt && now < terms.startsAt) return PROMO_ERRORS.notStarted;
  if (terms.endsAt && now > terms.endsAt) return PROMO_ERRORS.expired;
  if (goods.isLessThan(terms.minGoods)) return PROMO_ERRORS.belowMinimum(formatCustomerRoubles(terms.minGoods));
  if (terms.maxUses !== null && usage.total >= terms.maxUses) return PROMO_ERRORS.usedUp;
  if (terms.maxUsesPerCustomer !== null && usage.byCustomer >= terms.maxUsesPerCustomer) return PROMO_ERRORS.usedUp;
  return null;
};

/**
 * The code checked against the cart's lines at `now`: the discount and the lines it is spread over,
 * or the Russian reason it does not apply. `usage` counts the uses other orders hold.
 */
export const applyPromo = (
  terms: PromoTerms,
  usage: PromoUsage,
  lines: readonly PromoLine[],
  categoryOf: CategoryOf,
  now: Date,
): Result<AppliedPromo, PromoError> => {
  const refused = refusal(terms, usage, linesTotal(lines), now);
  if (refused) return err(refused);
  const eligibleKeys = eligibleLineKeys(terms, lines, categoryOf);
  const discount = offerDiscount(terms.offer, eligibleGoods(lines, eligibleKeys));
  if (discount.isZero()) return err(PROMO_ERRORS.notApplicable);
  return ok({ code: terms.code, offer: terms.offer, eligibleKeys, discount });
};

/** The order's promo once the admin removed lines: the same offer over the eligible lines left (the minimum no longer asked). */
export const promoAfterRemoval = (promo: AppliedPromo, lines: readonly Pick<PromoLine, 'key' | 'unitPrice' | 'quantity'>[]): AppliedPromo => {
  const eligibleKeys = promo.eligibleKeys.filter((key) => lines.some((line) => line.key === key));
  return { ...promo, eligibleKeys, discount: offerDiscount(promo.offer, eligibleGoods(lines, eligibleKeys)) };
};

/** Goods less the discount. */
export const goodsAfterDiscount = (lines: readonly Pick<PromoLine, 'unitPrice' | 'quantity'>[], discount: Money): Money =>
  Money.ofKopecks(linesTotal(lines).kopecks - discount.kopecks);

/** How every screen, mail and alert names the discount: «Скидка по промокоду SPRING». */
export const promoDiscountLabel = (code: string): string => `Скидка по промокоду ${code}`;
