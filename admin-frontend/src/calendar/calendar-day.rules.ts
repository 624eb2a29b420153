import { ADMIN_CALENDAR_DAYS, DELIVERY_ERRORS, PEAK_SURCHARGE_LIMITS, addDays, type PeakSurchargeDto, type SlotCapacityKindDto } from '@shop/domain';
import type { CalendarDayDto, CalendarDayPayloadDto, CalendarSlotDto } from '../api/admin-api.types';
import { countInputText, readCountInput } from '../components/count-input';

/** The days the screen asks for: today and the 29 after it. */
export const calendarRange = (today: string): { from: string; to: string } => ({ from: today, to: addDays(today, ADMIN_CALENDAR_DAYS - 1) });

/** Couriers first, then the pickup point; their Russian names. */
export const SLOT_KINDS: readonly { readonly kind: SlotCapacityKindDto; readonly title: string }[] = [
  { kind: 'courier', title: 'Курьер' },
  { kind: 'pickup', title: 'Самовывоз' },
];

/** A slot's load as the florist reads it: '2 / 6'. */
export const slotLoadText = (slot: Pick<CalendarSlotDto, 'taken' | 'capacity'>): string => `${slot.taken} / ${slot.capacity}`;

/** Full when every place is taken (a capacity of 0 included). */
export const isSlotFull = (slot: Pick<CalendarSlotDto, 'taken' | 'capacity'>): boolean => slot.taken >= slot.capacity;

export interface CalendarSlotFormValues {
  code: string;
  label: string;
  /** As typed; '' is the shop's default. */
  capacity: string;
  /** The default the empty field stands for, when the day uses it (else unknown here). */
  defaultCapacity: number | null;
  closed: boolean;
  reason: string;
}

export interface CalendarDayFormValues {
  closed: boolean;
  reason: string;
  peak: boolean;
  surchargeKind: PeakSurchargeDto['kind'];
  surchargeValue: string;
  /** '' is the shop's usual cut-off / lead time. */
  cutoffHour: string;
  leadHours: string;
  slots: Record<SlotCapacityKindDto, CalendarSlotFormValues[]>;
}

export const CALENDAR_FORM_MESSAGES = {
  wholeNumber: 'Введите целое число',
  surchargeRequired: 'Укажите надбавку',
} as const;

const slotFormValues = (slot: CalendarSlotDto): CalendarSlotFormValues => ({
  code: slot.code,
  label: slot.label,
  capacity: slot.default_capacity ? '' : String(slot.capacity),
  defaultCapacity: slot.default_capacity ? slot.capacity : null,
  closed: slot.closed,
  reason: slot.reason ?? '',
});

export function calendarDayFormValues(day: CalendarDayDto): CalendarDayFormValues {
  return {
    closed: day.closed,
    reason: day.reason ?? '',
    peak: day.peak !== null,
    surchargeKind: day.peak?.surcharge.kind ?? 'roubles',
    surchargeValue: day.peak ? String(day.peak.surcharge.value) : '',
    cutoffHour: countInputText(day.peak?.cutoff_hour ?? null),
    leadHours: countInputText(day.peak?.lead_hours ?? null),
    slots: { courier: day.slots.courier.map(slotFormValues), pickup: day.slots.pickup.map(slotFormValues) },
  };
}

/** Errors by the path of their field: a peak day's number, or a slot's capacity ('slots.courier.0.capacity'). */
export type CalendarDayFormErrors = Partial<Record<'surchargeValue' | 'cutoffHour' | 'leadHours' | `slots.${SlotCapacityKindDto}.${number}.capacity`, string>>;

/** Whole numbers where numbers go, and the peak surcharge within the domain's bounds; the rest is the server's to judge (its refusal is shown at the form). */
export function calendarDayFormErrors(values: CalendarDayFormValues): CalendarDayFormErrors {
  const errors: CalendarDayFormErrors = {};
  for (const { kind } of SLOT_KINDS) {
    values.slots[kind].forEach((slot, index) => {
      if (readWhole(slot.capacity) === undefined) errors[`slots.${kind}.${index}.capacity`] = CALENDAR_FORM_MESSAGES.wholeNumber;
    });
  }
  if (!values.peak) return errors;
  const surcharge = readWhole(values.surchargeValue);
  if (surcharge === undefined) errors.surchargeValue = CALENDAR_FORM_MESSAGES.wholeNumber;
  else if (surcharge === null) errors.surchargeValue = CALENDAR_FORM_MESSAGES.surchargeRequired;
  else if (!withinLimits(surcharge, PEAK_SURCHARGE_LIMITS[values.surchargeKind])) errors.surchargeValue = DELIVERY_ERRORS.surchargeOutOfRange.message;
  if (readWhole(values.cutoffHour) === undefined) errors.cutoffHour = CALENDAR_FORM_MESSAGES.wholeNumber;
  if (readWhole(values.leadHours) === undefined) errors.leadHours = CALENDAR_FORM_MESSAGES.wholeNumber;
  return errors;
}

const readWhole = (text: string) => readCountInput(text, 0, Number.MAX_SAFE_INTEGER);

const withinLimits = (value: number, { min, max }: { readonly min: number; readonly max: number }) => value >= min && value <= max;

/** A reason as sent: trimmed, and null when blank or when nothing is closed. */
const reasonOf = (closed: boolean, text: string): string | null => (closed && text.trim() !== '' ? text.trim() : null);

/** The body of PUT /api/admin/calendar/{date}; call on values without errors. */
export function toCalendarDayPayload(values: CalendarDayFormValues): CalendarDayPayloadDto {
  const whole = (text: string): number | null => {
    const value = readWhole(text);
    if (value === undefined) throw new Error('toCalendarDayPayload on invalid values');
    return value;
  };
  const slots = (kind: SlotCapacityKindDto) =>
    values.slots[kind].map((slot) => ({ code: slot.code, capacity: whole(slot.capacity), closed: slot.closed, reason: reasonOf(slot.closed, slot.reason) }));
  const surcharge = values.peak ? whole(values.surchargeValue) : null;
  return {
    closed: values.closed,
    reason: reasonOf(values.closed, values.reason),
    peak:
      surcharge === null
        ? null
        : { surcharge: { kind: values.surchargeKind, value: surcharge }, cutoff_hour: whole(values.cutoffHour), lead_hours: whole(values.leadHours) },
    slots: { courier: slots('courier'), pickup: slots('pickup') },
  };
}
