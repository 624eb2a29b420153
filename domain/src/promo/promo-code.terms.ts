import { isCategoryCode, type CategoryCode } from '../catalogue/category.value-object';
import { Money } from '../money/money.value-object';
import { isIsoDate } from '../shared/calendar-date.rules';
import { MOSCOW_UTC_OFFSET_HOURS } from '../shared/moscow-clock';
import { err, ok, type Result } from '../shared/result';
import { PROMO_ERRORS, type PromoError } from './promo.errors';

export type PromoKind = 'percent' | 'fixed';
export const PROMO_KINDS: readonly PromoKind[] = ['percent', 'fixed'];

/** What the code takes off: a whole percent of the eligible goods, or a fixed amount (at most the eligible goods). */
export type PromoOffer = { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'fixed'; readonly amount: Money };

/** A promo code as the admin set it up. */
export interface PromoTerms {
  readonly code: string;
  readonly offer: PromoOffer;
  /** Compared with the cart's whole goods sum. */
  readonly minGoods: Money;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly maxUses: number | null;
  readonly maxUsesPerCustomer: number | null;
  /** With productIds: the goods it applies to; both empty: every product. */
  readonly categories: readonly CategoryCode[];
  readonly productIds: readonly number[];
  /** Constructor bouquets are eligible. */
  readonly bouquets: boolean;
  /** Switched off: the code is unknown to customers. */
  readonly active: boolean;
}

export interface PromoCode extends PromoTerms {
  readonly id: number;
}

/** The admin's form as it came over the wire (types checked by the adapter; amounts in roubles). */
export interface PromoTermsInput {
  readonly code: string;
  readonly kind: string;
  readonly value: number;
  readonly minGoods: number;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly maxUses: number | null;
  readonly maxUsesPerCustomer: number | null;
  readonly categories: readonly string[];
  readonly productIds: readonly number[];
  readonly bouquets: boolean;
  readonly active: boolean;
}

const CODE_PATTERN = /^[A-ZА-ЯЁ0-9_-]{3,32}$/;

/** The code as the customer may type it: spaces around it dropped, letters upper-cased. */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;
const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A Moscow day's first millisecond. */
const moscowDayStart = (isoDate: string): Date => new Date(Date.parse(isoDate) - MOSCOW_UTC_OFFSET_HOURS * MS_PER_HOUR);

/**
 * A bound of the validity period: an ISO instant with its offset, or a Moscow day 'YYYY-MM-DD'
 * (its start for the first day, its last millisecond for the last one).
 */
export const promoBound = (text: string, edge: 'start' | 'end'): Result<Date, PromoError> => {
  if (isIsoDate(text)) return ok(new Date(moscowDayStart(text).getTime() + (edge === 'end' ? MS_PER_DAY - 1 : 0)));
  const match = ISO_WITH_OFFSET.exec(text);
  const instant = Date.parse(text);
  return match && isIsoDate(match[1]) && !Number.isNaN(instant) ? ok(new Date(instant)) : err(PROMO_ERRORS.dateInvalid);
};

/** An instant as the API answers it: ISO 8601 on the Moscow clock, '2026-03-08T23:59:59+03:00'. */
export const moscowIso = (instant: Date): string => {
  const wall = new Date(instant.getTime() + MOSCOW_UTC_OFFSET_HOURS * MS_PER_HOUR).toISOString().slice(0, 19);
  return `${wall}+0${MOSCOW_UTC_OFFSET_HOURS}:00`;
};

const isUses = (value: number | null): boolean => value === null || (Number.isSafeInteger(value) && value > 0);

/** Whole roubles and kopecks only: 99.999 is no amount. */
const exactMoney = (roubles: number): Money | null => {
  const money = Money.fromRoubles(roubles);
  return money.ok && money.value.toRoubles() === roubles ? money.value : null;
};

const offerOf = (kind: string, value: number): Result<PromoOffer, PromoError> => {
  if (kind === 'percent') return Number.isInteger(value) && value >= 1 && value <= 100 ? ok({ kind, percent: value }) : err(PROMO_ERRORS.percentInvalid);
  if (kind !== 'fixed') return err(PROMO_ERRORS.kindInvalid);
  const amount = exactMoney(value);
  return amount && !amount.isZero() ? ok({ kind, amount }) : err(PROMO_ERRORS.amountInvalid);
};

const optionalBound = (text: string | null, edge: 'start' | 'end'): Result<Date | null, PromoError> => (text === null ? ok(null) : promoBound(text, edge));

/** The admin's form checked: every refusal names the field in Russian. */
export const promoTerms = (input: PromoTermsInput): Result<PromoTerms, PromoError> => {
  const code = normalizePromoCode(input.code);
  if (!CODE_PATTERN.test(code)) return err(PROMO_ERRORS.codeInvalid);
  const offer = offerOf(input.kind, input.value);
  if (!offer.ok) return offer;
  const minGoods = exactMoney(input.minGoods);
  if (!minGoods) return err(PROMO_ERRORS.minGoodsInvalid);
  const startsAt = optionalBound(input.startsAt, 'start');
  if (!startsAt.ok) return startsAt;
  const endsAt = optionalBound(input.endsAt, 'end');
  if (!endsAt.ok) return endsAt;
  if (startsAt.value && endsAt.value && endsAt.value < startsAt.value) return err(PROMO_ERRORS.periodInvalid);
  if (!isUses(input.maxUses) || !isUses(input.maxUsesPerCustomer)) return err(PROMO_ERRORS.usesInvalid);
  if (!input.categories.every(isCategoryCode)) return err(PROMO_ERRORS.categoryUnknown);
  if (!input.productIds.every((id) => Number.isSafeInteger(id) && id > 0)) return err(PROMO_ERRORS.productsInvalid);
  return ok({
    code,
    offer: offer.value,
    minGoods,
    startsAt: startsAt.value,
    endsAt: endsAt.value,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    categories: [...new Set(input.categories as readonly CategoryCode[])],
    productIds: [...new Set(input.productIds)].sort((a, b) => a - b),
    bouquets: input.bouquets,
    active: input.active,
  });
};
