import {
  DISPLAY_DECIMALS,
  deliverySlotLabel as slotLabel,
  formatDeliveryDate,
  formatLineSum,
  formatMoscowDateTime,
  formatRoubles,
  moneyOf,
  type Money,
} from '@shop/domain';

/** Admin amounts show 2 decimals (spec §9): 450.5 → '450,50 ₽'. */
export function formatAdminMoney(money: Money): string {
  return formatRoubles(money, { decimals: DISPLAY_DECIMALS.admin });
}

export function formatAdminRoubles(roubles: number | null | undefined): string {
  return formatAdminMoney(moneyOf(roubles));
}

/** '2 × 250,00 ₽ = 500,00 ₽' */
export function formatAdminLineSum(quantity: number, unitPriceRoubles: number): string {
  return formatLineSum({ quantity, unitPrice: moneyOf(unitPriceRoubles) }, { decimals: DISPLAY_DECIMALS.admin });
}

/** An instant on the shop's clock (Moscow), marked МСК: '12 мая 2026 г., 14:05 МСК' (the domain's one formatter). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatMoscowDateTime(iso) : '—';
}

/** A delivery date 'YYYY-MM-DD': 'вт, 12 мая 2026 г.'. */
export function formatCalendarDate(date: string | null | undefined): string {
  return date ? formatDeliveryDate(date) : '—';
}

/** '10-13' → '10:00–13:00'; an unknown code is shown as it came. */
export function deliverySlotLabel(code: string | null | undefined): string {
  return code ? slotLabel(code) : '—';
}

/** Spec §9: the placeholder of an item without a picture. */
export const PLACEHOLDER_IMAGE = '/flower-placeholder.jpg';

export function firstImage(...candidates: (string | null | undefined | readonly string[])[]): string {
  for (const candidate of candidates) {
    const value = Array.isArray(candidate) ? candidate[0] : candidate;
    if (typeof value === 'string' && value !== '') return value;
  }
  return PLACEHOLDER_IMAGE;
}
