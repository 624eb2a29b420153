import { describe, expect, it } from '@jest/globals';
import type { CalendarDayDto } from '../api/admin-api.types';
import { calendarDayFormErrors, calendarDayFormValues, calendarRange, isSlotFull, slotLoadText, toCalendarDayPayload } from './calendar-day.rules';

const PEAK_DAY: CalendarDayDto = {
  date: '2027-03-08',
  closed: false,
  reason: null,
  peak: { surcharge: { kind: 'percent', value: 20 }, cutoff_hour: 12, lead_hours: null },
  slots: {
    courier: [{ code: '10-13', label: '10:00–13:00', capacity: 12, default_capacity: false, taken: 3, closed: false, reason: null }],
    pickup: [{ code: '10-13', label: '10:00–13:00', capacity: 10, default_capacity: true, taken: 0, closed: true, reason: 'Выходной' }],
  },
};

describe('calendar day rules', () => {
  it('shows thirty days from today, across a month and a year', () => {
    expect(calendarRange('2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-13' });
  });

  it("reads a slot's load as taken / capacity, full once every place is taken", () => {
    expect(slotLoadText({ taken: 3, capacity: 12 })).toBe('3 / 12');
    expect(isSlotFull({ taken: 3, capacity: 12 })).toBe(false);
    expect(isSlotFull({ taken: 6, capacity: 6 })).toBe(true);
    expect(isSlotFull({ taken: 0, capacity: 0 })).toBe(true);
  });

  it('sends back exactly the day it was given when nothing is changed', () => {
    expect(toCalendarDayPayload(calendarDayFormValues(PEAK_DAY))).toEqual({
      closed: false,
      reason: null,
      peak: { surcharge: { kind: 'percent', value: 20 }, cutoff_hour: 12, lead_hours: null },
      slots: {
        courier: [{ code: '10-13', capacity: 12, closed: false, reason: null }],
        pickup: [{ code: '10-13', capacity: null, closed: true, reason: 'Выходной' }],
      },
    });
  });

  it("drops a peak day's numbers and a reopened day's reason", () => {
    const values = { ...calendarDayFormValues(PEAK_DAY), peak: false, closed: false, reason: 'Выходной' };
    expect(toCalendarDayPayload(values)).toMatchObject({ closed: false, reason: null, peak: null });
  });

  it('asks for whole numbers where numbers go, and for the surcharge of a peak day', () => {
    const values = calendarDayFormValues(PEAK_DAY);
    values.slots.courier[0].capacity = '2.5';
    expect(calendarDayFormErrors({ ...values, surchargeValue: '', cutoffHour: '-1', leadHours: 'x' })).toEqual({
      'slots.courier.0.capacity': 'Введите целое число',
      surchargeValue: 'Укажите надбавку',
      cutoffHour: 'Введите целое число',
      leadHours: 'Введите целое число',
    });
    expect(calendarDayFormErrors({ ...values, peak: false, surchargeValue: '' })).toEqual({ 'slots.courier.0.capacity': 'Введите целое число' });
    expect(() => toCalendarDayPayload(values)).toThrow();
  });

  it("keeps a peak surcharge within the domain's bounds for its kind", () => {
    const values = calendarDayFormValues(PEAK_DAY);
    const outOfRange = 'Надбавка — целое число: от 1 до 100 000 ₽ или от 1 до 300 %';
    expect(calendarDayFormErrors({ ...values, surchargeValue: '301' })).toEqual({ surchargeValue: outOfRange });
    expect(calendarDayFormErrors({ ...values, surchargeValue: '0' })).toEqual({ surchargeValue: outOfRange });
    expect(calendarDayFormErrors({ ...values, surchargeKind: 'roubles', surchargeValue: '100000' })).toEqual({});
    expect(calendarDayFormErrors({ ...values, surchargeKind: 'roubles', surchargeValue: '100001' })).toEqual({ surchargeValue: outOfRange });
  });
});
