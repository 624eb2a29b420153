import type { CalendarDay, SlotCapacityKind, SlotSettings } from '@shop/domain';
import type { DeliveryDaySlotOrmEntity } from './delivery-day-slot.orm-entity';
import type { DeliveryDayOrmEntity } from './delivery-day.orm-entity';

/** A delivery_days row as written: the database stamps updated_at. */
export type DeliveryDayRow = Omit<DeliveryDayOrmEntity, 'updatedAt'>;

const slotsOfKind = (rows: readonly DeliveryDaySlotOrmEntity[], kind: SlotCapacityKind): SlotSettings[] =>
  rows.filter((row) => row.kind === kind).map(({ slot, capacity, closed, reason }) => ({ code: slot, capacity, closed, reason }));

/** A day's rows as the domain's day; slot rows without a day row belong to an open day without a peak. */
export function toCalendarDay(date: string, day: DeliveryDayOrmEntity | undefined, slots: readonly DeliveryDaySlotOrmEntity[]): CalendarDay {
  const peak =
    day?.peakSurchargeKind && day.peakSurchargeValue !== null
      ? { surcharge: { kind: day.peakSurchargeKind, value: day.peakSurchargeValue }, cutoffHour: day.peakCutoffHour, leadHours: day.peakLeadHours }
      : null;
  return {
    date,
    closed: day?.closed ?? false,
    reason: day?.reason ?? null,
    peak,
    slots: { courier: slotsOfKind(slots, 'courier'), pickup: slotsOfKind(slots, 'pickup') },
  };
}

export const toDayRow = (day: CalendarDay): DeliveryDayRow => ({
  date: day.date,
  closed: day.closed,
  reason: day.reason,
  peakSurchargeKind: day.peak?.surcharge.kind ?? null,
  peakSurchargeValue: day.peak?.surcharge.value ?? null,
  peakCutoffHour: day.peak?.cutoffHour ?? null,
  peakLeadHours: day.peak?.leadHours ?? null,
});

export const toSlotRows = (day: CalendarDay): DeliveryDaySlotOrmEntity[] =>
  (['courier', 'pickup'] as const).flatMap((kind) =>
    day.slots[kind].map(({ code, capacity, closed, reason }) => ({ date: day.date, kind, slot: code, capacity, closed, reason })),
  );
