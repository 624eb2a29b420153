import { addDays } from '../shared/calendar-date.rules';
import { err, ok, type Result } from '../shared/result';
import { CALENDAR_TEXTS } from './delivery-calendar.rules';
import { SLOT_CAPACITY_KINDS, slotsOfKind, type CalendarDay, type PeakDay, type SlotCapacityKind, type SlotSettings } from './delivery-calendar';
import { DELIVERY_ERRORS, MAX_CALENDAR_SPAN_DAYS, type DeliveryError } from './delivery.errors';
import { PEAK_SURCHARGE_LIMITS } from './peak-surcharge.rules';

const trimmedOrNull = (text: string | null): string | null => (text && text.trim() !== '' ? text.trim() : null);

const peakProblem = (peak: PeakDay | null): DeliveryError | null => {
  if (peak === null) return null;
  const { min, max } = PEAK_SURCHARGE_LIMITS[peak.surcharge.kind];
  const { value } = peak.surcharge;
  return Number.isInteger(value) && value >= min && value <= max ? null : DELIVERY_ERRORS.surchargeOutOfRange;
};

/** A slot's settings as kept: a reason only while closed; a slot left at the defaults keeps nothing. */
const keptSlots = (kind: SlotCapacityKind, slots: readonly SlotSettings[]): Result<SlotSettings[], DeliveryError> => {
  const codes = slots.map((slot) => slot.code);
  if (codes.some((code, index) => !slotsOfKind(kind).some((slot) => slot.code === code) || codes.indexOf(code) !== index)) {
    return err(DELIVERY_ERRORS.unknownSlot);
  }
  return ok(
    slots.map((slot) => ({ ...slot, reason: slot.closed ? trimmedOrNull(slot.reason) : null })).filter((slot) => slot.capacity !== null || slot.closed),
  );
};

/**
 * The admin's settings of a day as the shop keeps them, or why not: a past day is not changed
 * (`today` is Moscow's), slots are the kind's own, each named once, a peak surcharge within its
 * bounds; a closed day without a reason is «Выходной»; an open day keeps no reason.
 */
export function calendarDaySettings(day: CalendarDay, today: string): Result<CalendarDay, DeliveryError> {
  if (day.date < today) return err(DELIVERY_ERRORS.pastDay);
  const peakError = peakProblem(day.peak);
  if (peakError) return err(peakError);
  const slots: Partial<Record<SlotCapacityKind, SlotSettings[]>> = {};
  for (const kind of SLOT_CAPACITY_KINDS) {
    const kept = keptSlots(kind, day.slots[kind]);
    if (!kept.ok) return kept;
    slots[kind] = kept.value;
  }
  const reason = day.closed ? (trimmedOrNull(day.reason) ?? CALENDAR_TEXTS.dayClosed) : null;
  return ok({ ...day, reason, slots: { courier: slots.courier ?? [], pickup: slots.pickup ?? [] } });
}

/** True when the day says nothing of its own: the shop need not keep it. */
export const isOrdinaryDay = (day: CalendarDay): boolean =>
  !day.closed && day.peak === null && SLOT_CAPACITY_KINDS.every((kind) => day.slots[kind].length === 0);

/** The admin's «Календарь» shows 30 days from today unless told otherwise. */
export const ADMIN_CALENDAR_DAYS = 30;

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The days the admin asked to see: from today and 30 days on by default, at most MAX_CALENDAR_SPAN_DAYS, the start not after the end. */
export function adminCalendarSpan(from: string | null, to: string | null, today: string): Result<{ from: string; to: string }, DeliveryError> {
  const start = from ?? today;
  const end = to ?? addDays(start, ADMIN_CALENDAR_DAYS - 1);
  const days = daysBetween(start, end) + 1;
  return days >= 1 && days <= MAX_CALENDAR_SPAN_DAYS ? ok({ from: start, to: end }) : err(DELIVERY_ERRORS.calendarSpan);
}

/** Every day of a span, in order. */
export const daysOf = (span: { readonly from: string; readonly to: string }): string[] =>
  Array.from({ length: daysBetween(span.from, span.to) + 1 }, (_, offset) => addDays(span.from, offset));
