// The delivery calendar onto its wire shapes (delivery-calendar.contract.ts), and the admin's day back.
import {
  calendarDay,
  slotCapacity,
  slotSettings,
  slotsOfKind,
  slotTaken,
  type CalendarDay,
  type DeliveryCalendar,
  type PeakDay,
  type SlotCapacityKind,
  type SlotSettings,
} from '../delivery/delivery-calendar';
import type { DateOffer, DeliveryChoiceCheck, SlotOffer } from '../delivery/delivery-calendar.rules';
import { DELIVERY_ERRORS } from '../delivery/delivery.errors';
import { isIsoDate } from '../shared/calendar-date.rules';
import type { CalendarDayDto, CalendarDayPayloadDto, CalendarSlotDto, DeliveryDateDto, DeliverySlotDto, PeakDayDto } from './delivery-calendar.contract';

export const toDeliveryDateDto = ({ date, available, reason, surcharge }: DateOffer): DeliveryDateDto => ({
  date,
  available,
  reason,
  surcharge: surcharge && { kind: surcharge.kind, value: surcharge.value },
});

export const toDeliverySlotDto = (offer: SlotOffer): DeliverySlotDto => ({
  code: offer.slot.code,
  label: offer.slot.label,
  available: offer.refusal === null,
  remaining: offer.remaining,
  reason: offer.reason,
});

const toPeakDto = (peak: PeakDay | null): PeakDayDto | null =>
  peak && { surcharge: { kind: peak.surcharge.kind, value: peak.surcharge.value }, cutoff_hour: peak.cutoffHour, lead_hours: peak.leadHours };

/** A day of the admin's «Календарь»: its settings and each slot's load (taken / capacity). */
export function toCalendarDayDto(calendar: DeliveryCalendar, date: string): CalendarDayDto {
  const day = calendarDay(calendar, date);
  const slotsOf = (kind: SlotCapacityKind): CalendarSlotDto[] =>
    slotsOfKind(kind).map((slot) => {
      const settings = slotSettings(day, kind, slot.code);
      return {
        code: slot.code,
        label: slot.label,
        capacity: slotCapacity(calendar, day, kind, slot.code),
        default_capacity: settings?.capacity == null,
        taken: slotTaken(calendar, date, kind, slot.code),
        closed: settings?.closed ?? false,
        reason: settings?.reason ?? null,
      };
    });
  return { date, closed: day.closed, reason: day.reason, peak: toPeakDto(day.peak), slots: { courier: slotsOf('courier'), pickup: slotsOf('pickup') } };
}

const slotSettingsOf = (payload: CalendarDayPayloadDto, kind: SlotCapacityKind): SlotSettings[] =>
  (payload.slots[kind] ?? []).map(({ code, capacity, closed, reason }) => ({ code, capacity, closed, reason }));

/** The admin's form of a day as the domain reads it (calendarDaySettings then checks and tidies it). */
export const calendarDayFromPayload = (date: string, payload: CalendarDayPayloadDto): CalendarDay => ({
  date,
  closed: payload.closed,
  reason: payload.reason,
  peak: payload.peak && {
    surcharge: { kind: payload.peak.surcharge.kind, value: payload.peak.surcharge.value },
    cutoffHour: payload.peak.cutoff_hour,
    leadHours: payload.peak.lead_hours,
  },
  slots: { courier: slotSettingsOf(payload, 'courier'), pickup: slotSettingsOf(payload, 'pickup') },
});

/**
 * The screen's check of a date and slot: what the calendar's API answered for the delivery type
 * (its dates, and the slots of the chosen date). The server checks again when the contact is sent.
 */
export const offeredChoiceCheck =
  (dates: readonly DeliveryDateDto[], slots: readonly DeliverySlotDto[]): DeliveryChoiceCheck =>
  (choice) => {
    if (!isIsoDate(choice.date)) return DELIVERY_ERRORS.invalidDate;
    if (!dates.some((date) => date.date === choice.date && date.available)) return DELIVERY_ERRORS.dateUnavailable;
    return slots.some((slot) => slot.code === choice.slot && slot.available) ? null : DELIVERY_ERRORS.slotUnavailable;
  };
