import type { Money } from './money.value-object';
import { roublesText } from './rouble-text';

export type RoubleDecimals = 0 | 2;

/**
 * Spec §9: admin amounts and payment totals with 2 decimals. Every other screen the customer sees
 * (catalogue, constructor, cart, checkout, history) writes amounts one way, formatCustomerRoubles.
 */
export const DISPLAY_DECIMALS = { admin: 2, payment: 2 } as const satisfies Record<string, RoubleDecimals>;

/**
 * Formats roubles the ru-RU way: '8 000 ₽', '450,50 ₽' (rouble-text.ts; both spaces are U+00A0,
 * no-break). Compare formatted amounts with the output of this function, never with a typed
 * literal space. With 0 decimals kopecks are rounded half up: 450,50 ₽ shows as '451 ₽'.
 */
export const formatRoubles = (money: Money, { decimals }: { decimals: RoubleDecimals }): string => roublesText(money.kopecks, decimals);

/**
 * An amount as the customer's screens write it: whole roubles when there are no kopecks
 * ('8 000 ₽'), otherwise both decimals ('450,50 ₽'), so a price never shows kopecks it has not
 * got and never hides ones it has.
 */
export const formatCustomerRoubles = (money: Money): string => formatRoubles(money, { decimals: money.kopecks % 100 === 0 ? 0 : 2 });

/** An amount written into a number input (the admin's price fields, step 0.01): 450,50 ₽ → '450.50'. */
export const priceInputText = (money: Money): string => money.toRoubles().toFixed(2);
