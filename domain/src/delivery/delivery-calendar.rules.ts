import { addDays, isIsoDate } from '../shared/calendar-date.rules';
import { MOSCOW_UTC_OFFSET_HOURS, moscowDateTime } from '../shared/moscow-clock';
import { countRu } from '../shared/plural-ru';
import {
  calendarDay,
  capacityKindOf,
  slotCapacity,
  slotSettings,
  slotTaken,
  type CalendarDay,
  type DeliveryCalendar,
  type PeakSurcharge,
} from './delivery-calendar';
import { DELIVERY_DAYS_AHEAD, MIN_LEAD_HOURS, SAME_DAY_CUTOFF_HOUR, slotsForDeliveryType, type DeliverySlot } from './delivery-slot.rules';
import { isCourierDelivery, type DeliveryType } from './delivery-type.value-object';
import { DELIVERY_ERRORS, type DeliveryError } from './delivery.errors';

/** Who asks and when: the delivery type names the slots and their capacity; the lead days are the order's products' longest. */
export interface CalendarQuery {
  readonly now: Date;
  readonly deliveryType: DeliveryType;
  /** Days the order's products take to make (0: none); the earliest date is today plus these. */
  readonly leadDays: number;
}

export const CALENDAR_TEXTS = {
  /** A closed day the admin gave no reason for. */
  dayClosed: 'Выходной',
  /** A closed slot the admin gave no reason for. */
  slotClosed: 'Закрыто',
  slotFull: 'Мест нет',
  slotLate: 'Время для заказа прошло',
  dayFull: 'Всё время на этот день занято',
  dayLate: 'Заказы на этот день больше не принимаются',
  cutoff: (hour: number) => `Заказы на сегодня принимаются до ${String(hour).padStart(2, '0')}:00`,
  leadDays: (days: number) => `Изготовление займёт ${countRu(days, ['день', 'дня', 'дней'])}`,
} as const;

/** One date of the checkout's picker. */
export interface DateOffer {
  readonly date: string;
  readonly available: boolean;
  /** Why it cannot be chosen; null when it can. */
  readonly reason: string | null;
  /** A peak day's extra on a courier's price; null on an ordinary day and for pickup. */
  readonly surcharge: PeakSurcharge | null;
}

type SlotRefusal = 'day' | 'closed' | 'late' | 'full';

/** One slot of a date for a delivery type: its places and whether it can be booked now. */
export interface SlotOffer {
  readonly slot: DeliverySlot;
  readonly capacity: number;
  readonly taken: number;
  /** Places still free (0 when the slot or its day is closed). */
  readonly remaining: number;
  readonly refusal: SlotRefusal | null;
  readonly reason: string | null;
}

const MS_PER_HOUR = 3_600_000;

/** The instant a slot of a Moscow day starts. */
const slotStart = (date: string, slot: DeliverySlot): number => Date.parse(`${date}T00:00:00Z`) + (slot.startHour - MOSCOW_UTC_OFFSET_HOURS) * MS_PER_HOUR;

const cutoffHourOf = (day: CalendarDay): number => day.peak?.cutoffHour ?? SAME_DAY_CUTOFF_HOUR;
const leadHoursOf = (day: CalendarDay): number => day.peak?.leadHours ?? MIN_LEAD_HOURS;
const leadDaysOf = (query: CalendarQuery): number => Math.max(0, Math.trunc(query.leadDays));

/** Why nothing of the whole day can be booked (the date's reason, and each slot's), before its slots are looked at. */
function dayRefusal(day: CalendarDay, query: CalendarQuery): { readonly reason: string; readonly slotReason: string } | null {
  const { date: today, minuteOfDay } = moscowDateTime(query.now);
  const same = (reason: string) => ({ reason, slotReason: reason });
  if (!isIsoDate(day.date) || day.date < today || day.date > addDays(today, DELIVERY_DAYS_AHEAD)) return same(DELIVERY_ERRORS.dateUnavailable.message);
  if (day.closed) return same(day.reason ?? CALENDAR_TEXTS.dayClosed);
  const leadDays = leadDaysOf(query);
  if (day.date < addDays(today, leadDays)) return same(CALENDAR_TEXTS.leadDays(leadDays));
  if (day.date === today && minuteOfDay >= cutoffHourOf(day) * 60)
    return { reason: CALENDAR_TEXTS.cutoff(cutoffHourOf(day)), slotReason: CALENDAR_TEXTS.slotLate };
  return null;
}

function slotRefusal(day: CalendarDay, slot: DeliverySlot, query: CalendarQuery, taken: number, capacity: number) {
  const settings = slotSettings(day, capacityKindOf(query.deliveryType), slot.code);
  if (settings?.closed) return { refusal: 'closed' as const, reason: settings.reason ?? CALENDAR_TEXTS.slotClosed };
  if (query.now.getTime() + leadHoursOf(day) * MS_PER_HOUR > slotStart(day.date, slot)) return { refusal: 'late' as const, reason: CALENDAR_TEXTS.slotLate };
  if (taken >= capacity) return { refusal: 'full' as const, reason: CALENDAR_TEXTS.slotFull };
  return { refusal: null, reason: null };
}

/** Every slot of a date for the query's delivery type, each with its places and whether it can be booked at `query.now`. */
export function deliverySlotOffers(calendar: DeliveryCalendar, date: string, query: CalendarQuery): SlotOffer[] {
  const day = calendarDay(calendar, date);
  const kind = capacityKindOf(query.deliveryType);
  const refusedDay = dayRefusal(day, query);
  return slotsForDeliveryType(query.deliveryType).map((slot) => {
    const capacity = slotCapacity(calendar, day, kind, slot.code);
    const taken = slotTaken(calendar, date, kind, slot.code);
    const free = Math.max(0, capacity - taken);
    if (refusedDay) return { slot, capacity, taken, remaining: day.closed ? 0 : free, refusal: 'day', reason: refusedDay.slotReason };
    const { refusal, reason } = slotRefusal(day, slot, query, taken, capacity);
    return { slot, capacity, taken, remaining: refusal === 'closed' ? 0 : free, refusal, reason };
  });
}

/** The date's reason when none of its slots can be booked: all closed, some full, or too late for all. */
function noSlotReason(slots: readonly SlotOffer[]): string {
  if (slots.every((offer) => offer.refusal === 'closed')) return slots[0]?.reason ?? CALENDAR_TEXTS.dayClosed;
  return slots.some((offer) => offer.refusal === 'full') ? CALENDAR_TEXTS.dayFull : CALENDAR_TEXTS.dayLate;
}

/** The peak surcharge a courier pays on a date; null on an ordinary day and for pickup. */
export const peakSurchargeOn = (calendar: DeliveryCalendar, date: string, deliveryType: DeliveryType): PeakSurcharge | null =>
  isCourierDelivery(deliveryType) ? (calendarDay(calendar, date).peak?.surcharge ?? null) : null;

/** One date of the picker: available while one of its slots can be booked at `query.now`. */
export function deliveryDateOffer(calendar: DeliveryCalendar, date: string, query: CalendarQuery): DateOffer {
  const surcharge = peakSurchargeOn(calendar, date, query.deliveryType);
  const refusedDay = dayRefusal(calendarDay(calendar, date), query);
  if (refusedDay) return { date, available: false, reason: refusedDay.reason, surcharge };
  const slots = deliverySlotOffers(calendar, date, query);
  if (slots.some((offer) => offer.refusal === null)) return { date, available: true, reason: null, surcharge };
  return { date, available: false, reason: noSlotReason(slots), surcharge };
}

/** The dates the checkout offers: today and the next DELIVERY_DAYS_AHEAD days, each available or with its reason. */
export function deliveryDateOffers(calendar: DeliveryCalendar, query: CalendarQuery): DateOffer[] {
  const { date: today } = moscowDateTime(query.now);
  return Array.from({ length: DELIVERY_DAYS_AHEAD + 1 }, (_, offset) => deliveryDateOffer(calendar, addDays(today, offset), query));
}

/** A date and slot as the customer chose them. */
export interface DeliveryChoice {
  readonly date: string;
  readonly slot: string;
}

/**
 * Null when the choice can be booked at `query.now`: the date is offered, the slot is one of the
 * type's, open, still in time and not full. A full slot is DELIVERY.SLOT_FULL (409): another
 * customer took the last place.
 */
export function deliveryBookingError(calendar: DeliveryCalendar, choice: DeliveryChoice, query: CalendarQuery): DeliveryError | null {
  if (!isIsoDate(choice.date)) return DELIVERY_ERRORS.invalidDate;
  if (dayRefusal(calendarDay(calendar, choice.date), query)) return DELIVERY_ERRORS.dateUnavailable;
  const offer = deliverySlotOffers(calendar, choice.date, query).find((slot) => slot.slot.code === choice.slot);
  if (!offer || offer.refusal === 'closed' || offer.refusal === 'late') return DELIVERY_ERRORS.slotUnavailable;
  return offer.refusal === 'full' ? DELIVERY_ERRORS.slotFull : null;
}

/**
 * Whether a date and slot can be booked for a delivery type, null when they can: on the server the
 * delivery calendar decides (calendarChoiceCheck), on the screen what the calendar's API offered.
 */
export type DeliveryChoiceCheck = (choice: DeliveryChoice, deliveryType: DeliveryType) => DeliveryError | null;

/** The calendar's check of a choice at `now` for an order whose products take `leadDays` to make. */
export const calendarChoiceCheck =
  (calendar: DeliveryCalendar, now: Date, leadDays: number): DeliveryChoiceCheck =>
  (choice, deliveryType) =>
    deliveryBookingError(calendar, choice, { now, deliveryType, leadDays });
