import { isIsoDate } from '../shared/calendar-date.rules';
import { dayMonthYearText, weekdayShortText } from '../shared/russian-calendar-text';
import { SHOP_INFO } from '../shop-info/shop-info';
import { isCourierDelivery, type DeliveryType } from './delivery-type.value-object';
import type { SlotKind } from './moscow-tariff.data';

export interface DeliverySlot {
  readonly code: string;
  readonly label: string;
  readonly startHour: number;
  readonly endHour: number;
  readonly kind: SlotKind;
}

/** The bookable courier slots of every day (Moscow time); the evening one costs extra. */
export const DELIVERY_SLOTS = [
  { code: '10-13', label: '10:00–13:00', startHour: 10, endHour: 13, kind: 'daytime' },
  { code: '13-16', label: '13:00–16:00', startHour: 13, endHour: 16, kind: 'daytime' },
  { code: '16-19', label: '16:00–19:00', startHour: 16, endHour: 19, kind: 'daytime' },
  { code: '19-22', label: '19:00–22:00', startHour: 19, endHour: 22, kind: 'evening' },
] as const satisfies readonly DeliverySlot[];

export type DeliverySlotCode = (typeof DELIVERY_SLOTS)[number]['code'];

/** Same-day delivery can be booked until 17:00 Moscow time (a peak day may set its own hour). */
export const SAME_DAY_CUTOFF_HOUR = 17;

/** A slot must start at least 2 hours after the order, to assemble and dispatch it (a peak day may set its own lead time). */
export const MIN_LEAD_HOURS = 2;

/** Dates can be booked up to 14 days ahead. */
export const DELIVERY_DAYS_AHEAD = 14;

/** The pickup point's opening hours (Moscow time), kept with the shop's facts. */
export const PICKUP_OPENING_HOURS = SHOP_INFO.pickup.openingHours;

/** A pickup slot lies wholly inside the pickup point's opening hours: with 10:00–20:00, not 19:00–22:00. */
const PICKUP_SLOTS: readonly DeliverySlot[] = DELIVERY_SLOTS.filter(
  (slot) => slot.startHour >= PICKUP_OPENING_HOURS.opensAt && slot.endHour <= PICKUP_OPENING_HOURS.closesAt,
);

/** Every slot of a day for a delivery type: a courier comes in any slot, a pickup only while the point is open. */
export const slotsForDeliveryType = (deliveryType: DeliveryType): readonly DeliverySlot[] => (isCourierDelivery(deliveryType) ? DELIVERY_SLOTS : PICKUP_SLOTS);

/** The tariff kind of an order's slot: the evening slot costs extra; no slot (or an unknown code) is priced as daytime. */
export const slotKindOf = (code: string | null | undefined): SlotKind => DELIVERY_SLOTS.find((slot) => slot.code === code)?.kind ?? 'daytime';

/** '10-13' → '10:00–13:00'; an unknown code is shown as it came. */
export const deliverySlotLabel = (code: string): string => DELIVERY_SLOTS.find((slot) => slot.code === code)?.label ?? code;

/** A delivery date 'YYYY-MM-DD' as people read it: 'вт, 12 мая 2026 г.'; anything else is shown as it came. */
export const formatDeliveryDate = (date: string): string => {
  if (!isIsoDate(date)) return date;
  const day = new Date(`${date}T00:00:00Z`);
  return `${weekdayShortText(day)}, ${dayMonthYearText(day)}`;
};
