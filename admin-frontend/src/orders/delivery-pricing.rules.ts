import { MOSCOW_TARIFF, Money, parseDeliveryPriceInput, slotKindOf, suggestCourierPrice, type MoscowZoneCode } from '@shop/domain';

/** The Moscow tariff's price for the zone the admin picked, with the order's slot surcharge. */
export function tariffPrice(zone: MoscowZoneCode | '', slotCode: string | null | undefined): Money | null {
  if (zone === '') return null;
  const price = suggestCourierPrice({ zone }, slotKindOf(slotCode));
  return price.ok ? price.value : null;
}

export const TARIFF_ZONES = MOSCOW_TARIFF.zones;

/** The input as typed → what is sent (spec §5: non-numeric is 0); a negative amount is an error to show. */
export function readDeliveryPrice(text: string): { ok: true; price: Money } | { ok: false; message: string } {
  const parsed = parseDeliveryPriceInput(text);
  return parsed.ok ? { ok: true, price: parsed.value } : { ok: false, message: parsed.error.message };
}
