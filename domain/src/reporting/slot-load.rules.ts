import {
  calendarDay,
  slotCapacity,
  slotSettings,
  slotsOfKind,
  slotTaken,
  SLOT_CAPACITY_KINDS,
  type DeliveryCalendar,
  type SlotCapacityKind,
} from '../delivery/delivery-calendar';

export interface KindLoad {
  readonly taken: number;
  readonly capacity: number;
}

export type DayLoad = { readonly date: string } & { readonly [K in SlotCapacityKind]: KindLoad };

/** The dashboard looks two weeks ahead, today included. */
export const SLOT_LOAD_DAYS = 14;

/** A day's places of each kind: taken in all its slots, offered by its open slots (a closed day offers none). */
export function dayLoad(calendar: DeliveryCalendar, date: string): DayLoad {
  const day = calendarDay(calendar, date);
  const kindLoad = (kind: SlotCapacityKind): KindLoad =>
    slotsOfKind(kind).reduce(
      (load, slot) => ({
        taken: load.taken + slotTaken(calendar, date, kind, slot.code),
        capacity: load.capacity + (day.closed || slotSettings(day, kind, slot.code)?.closed ? 0 : slotCapacity(calendar, day, kind, slot.code)),
      }),
      { taken: 0, capacity: 0 },
    );
  return { date, ...(Object.fromEntries(SLOT_CAPACITY_KINDS.map((kind) => [kind, kindLoad(kind)])) as Record<SlotCapacityKind, KindLoad>) };
}
