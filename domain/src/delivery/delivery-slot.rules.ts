import { DELIVERY_ERRORS, type DeliveryError } from './delivery.errors';
import { addDays, isIsoDate, moscowDateTime } from './moscow-time.rules';
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

/** Same-day delivery can be booked until 17:00 Moscow time. */
export const SAME_DAY_CUTOFF_HOUR = 17;

/** A slot today must start at least 2 hours after the order, to assemble and dispatch it. */
export const MIN_LEAD_HOURS = 2;

/** Dates can be booked up to 14 days ahead. */
export const DELIVERY_DAYS_AHEAD = 14;

/** The slots still bookable on a date, given the current instant. Every day of the week delivers. */
export const availableSlots = (date: string, now: Date): readonly DeliverySlot[] => {
  const { date: today, minuteOfDay } = moscowDateTime(now);
  if (!isIsoDate(date) || date < today || date > addDays(today, DELIVERY_DAYS_AHEAD)) return [];
  if (date > today) return DELIVERY_SLOTS;
  if (minuteOfDay >= SAME_DAY_CUTOFF_HOUR * 60) return [];
  return DELIVERY_SLOTS.filter((slot) => slot.startHour * 60 >= minuteOfDay + MIN_LEAD_HOURS * 60);
};

/** The dates to offer at checkout: today while it still has a slot, then every day up to 14 days ahead. */
export const deliveryDates = (now: Date): string[] => {
  const { date: today } = moscowDateTime(now);
  const dates = Array.from({ length: DELIVERY_DAYS_AHEAD + 1 }, (_, offset) => addDays(today, offset));
  return dates.filter((date) => availableSlots(date, now).length > 0);
};

/** Null when the customer may book this date and slot now. */
export const deliverySlotError = (choice: { readonly date: string; readonly slot: string }, now: Date): DeliveryError | null => {
  if (!isIsoDate(choice.date)) return DELIVERY_ERRORS.invalidDate;
  if (!deliveryDates(now).includes(choice.date)) return DELIVERY_ERRORS.dateUnavailable;
  const bookable = availableSlots(choice.date, now).some((slot) => slot.code === choice.slot);
  return bookable ? null : DELIVERY_ERRORS.slotUnavailable;
};

/** '10-13' → '10:00–13:00'; an unknown code is shown as it came. */
export const deliverySlotLabel = (code: string): string => DELIVERY_SLOTS.find((slot) => slot.code === code)?.label ?? code;

const CALENDAR_DATE = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

/** A delivery date 'YYYY-MM-DD' as people read it: 'вт, 12 мая 2026 г.'; anything else is shown as it came. */
export const formatDeliveryDate = (date: string): string => (isIsoDate(date) ? CALENDAR_DATE.format(Date.parse(`${date}T00:00:00Z`)) : date);
