import type { Money } from './money.value-object';

export type RoubleDecimals = 0 | 2;

/** Spec §9: admin amounts and payment totals with 2 decimals; constructor and catalogue prices with 0. */
export const DISPLAY_DECIMALS = { admin: 2, payment: 2, constructor: 0, catalogue: 0 } as const satisfies Record<
  string,
  RoubleDecimals
>;

const formatter = (decimals: RoubleDecimals): Intl.NumberFormat =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

const FORMATTERS: { readonly [D in RoubleDecimals]: Intl.NumberFormat } = { 0: formatter(0), 2: formatter(2) };

/**
 * Formats roubles the ru-RU way: '8 000 ₽', '450,50 ₽'. The spaces are what Intl produces: with
 * the ICU of Node 20 (ICU 78) and current browsers both the group separator and the space before
 * ₽ are U+00A0 (no-break space); some older ICU builds used U+202F for the group separator.
 * Compare formatted amounts with the output of this function, never with a typed literal space.
 * With 0 decimals kopecks are rounded half up: 450,50 ₽ shows as '451 ₽'.
 */
export const formatRoubles = (money: Money, { decimals }: { decimals: RoubleDecimals }): string =>
  FORMATTERS[decimals].format(money.toRoubles());
