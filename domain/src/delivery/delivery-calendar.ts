import { isCourierDelivery, type DeliveryType } from './delivery-type.value-object';
import { slotsForDeliveryType, type DeliverySlot } from './delivery-slot.rules';

// The florist's calendar as the shop keeps it: what the admin set for a day (closed, capacities,
// closed slots, a peak day's rules) and how many places orders hold. The rules that read it are
// in delivery-calendar.rules.ts.

/** Couriers (yandex and moscow) share one capacity per slot; the pickup point has its own. */
export type SlotCapacityKind = 'courier' | 'pickup';

export const SLOT_CAPACITY_KINDS: readonly SlotCapacityKind[] = ['courier', 'pickup'];

export const capacityKindOf = (deliveryType: DeliveryType): SlotCapacityKind => (isCourierDelivery(deliveryType) ? 'courier' : 'pickup');

/** The slots of a day for a capacity kind: a courier's four, the pickup point's inside its opening hours. */
export const slotsOfKind = (kind: SlotCapacityKind): readonly DeliverySlot[] => slotsForDeliveryType(kind === 'courier' ? 'yandex' : 'pickup');

/** Places per slot when the day says nothing (the settings SLOT_CAPACITY_COURIER and SLOT_CAPACITY_PICKUP). */
export type SlotCapacities = { readonly [K in SlotCapacityKind]: number };

/** The settings' defaults. */
export const DEFAULT_SLOT_CAPACITIES: SlotCapacities = { courier: 6, pickup: 10 };

/** A slot's capacity is a whole number 0 … 999 (0: nobody that day, the slot stays open and shows «Мест нет»). */
export const MAX_SLOT_CAPACITY = 999;

/** A peak day's extra on the courier's price: whole roubles added, or a whole percent of the price. */
export interface PeakSurcharge {
  readonly kind: 'roubles' | 'percent';
  readonly value: number;
}

/** A holiday (8 March, 14 February): the surcharge and, when set, its own same-day cut-off and lead time. */
export interface PeakDay {
  readonly surcharge: PeakSurcharge;
  /** Same-day orders are taken until this hour (Moscow time); null: SAME_DAY_CUTOFF_HOUR. */
  readonly cutoffHour: number | null;
  /** Hours between the order and the start of its slot; null: MIN_LEAD_HOURS. */
  readonly leadHours: number | null;
}

/** What the admin set for one slot of a day; a null capacity is the shop's default. */
export interface SlotSettings {
  readonly code: string;
  readonly capacity: number | null;
  readonly closed: boolean;
  readonly reason: string | null;
}

/** What the admin set for one day; a day with nothing set is an ordinary day with the defaults. */
export interface CalendarDay {
  /** 'YYYY-MM-DD', Moscow. */
  readonly date: string;
  readonly closed: boolean;
  readonly reason: string | null;
  readonly peak: PeakDay | null;
  /** Only the slots with settings of their own. */
  readonly slots: { readonly [K in SlotCapacityKind]: readonly SlotSettings[] };
}

/** Places held in one slot of a day by orders (Order.holdsReservation()). */
export interface SlotLoad {
  readonly date: string;
  readonly kind: SlotCapacityKind;
  readonly slot: string;
  readonly taken: number;
}

/** The calendar of a span of days: their settings (days not listed are ordinary) and their loads. */
export interface DeliveryCalendar {
  readonly defaults: SlotCapacities;
  readonly days: readonly CalendarDay[];
  readonly loads: readonly SlotLoad[];
}

/** An ordinary day: open, the default capacities, no peak. */
export const ordinaryDay = (date: string): CalendarDay => ({ date, closed: false, reason: null, peak: null, slots: { courier: [], pickup: [] } });

/** The day's settings in the calendar, or an ordinary day. */
export const calendarDay = (calendar: DeliveryCalendar, date: string): CalendarDay => calendar.days.find((day) => day.date === date) ?? ordinaryDay(date);

/** What the day says of one slot; null: nothing of its own. */
export const slotSettings = (day: CalendarDay, kind: SlotCapacityKind, code: string): SlotSettings | null =>
  day.slots[kind].find((slot) => slot.code === code) ?? null;

/** The places a slot offers on a day: its own capacity, else the default of its kind. */
export const slotCapacity = (calendar: DeliveryCalendar, day: CalendarDay, kind: SlotCapacityKind, code: string): number =>
  slotSettings(day, kind, code)?.capacity ?? calendar.defaults[kind];

/** Places held in a slot of a day. */
export const slotTaken = (calendar: DeliveryCalendar, date: string, kind: SlotCapacityKind, code: string): number =>
  calendar.loads.find((load) => load.date === date && load.kind === kind && load.slot === code)?.taken ?? 0;
