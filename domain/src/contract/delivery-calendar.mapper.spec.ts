import { DEFAULT_SLOT_CAPACITIES, ordinaryDay, type DeliveryCalendar } from '../delivery/delivery-calendar';
import { deliveryDateOffers, deliverySlotOffers } from '../delivery/delivery-calendar.rules';
import { DELIVERY_ERRORS } from '../delivery/delivery.errors';
import { calendarDayFromPayload, offeredChoiceCheck, toCalendarDayDto, toDeliveryDateDto, toDeliverySlotDto } from './delivery-calendar.mapper';

const CALENDAR: DeliveryCalendar = {
  defaults: DEFAULT_SLOT_CAPACITIES,
  days: [
    {
      ...ordinaryDay('2026-03-08'),
      peak: { surcharge: { kind: 'roubles', value: 500 }, cutoffHour: 12, leadHours: null },
      slots: { courier: [{ code: '19-22', capacity: 2, closed: true, reason: 'Нет курьеров' }], pickup: [] },
    },
  ],
  loads: [{ date: '2026-03-08', kind: 'courier', slot: '10-13', taken: 4 }],
};

describe('delivery calendar mapper', () => {
  it('shows the admin each slot of a day with its load and settings', () => {
    expect(toCalendarDayDto(CALENDAR, '2026-03-08')).toEqual({
      date: '2026-03-08',
      closed: false,
      reason: null,
      peak: { surcharge: { kind: 'roubles', value: 500 }, cutoff_hour: 12, lead_hours: null },
      slots: {
        courier: [
          { code: '10-13', label: '10:00–13:00', capacity: 6, default_capacity: true, taken: 4, closed: false, reason: null },
          { code: '13-16', label: '13:00–16:00', capacity: 6, default_capacity: true, taken: 0, closed: false, reason: null },
          { code: '16-19', label: '16:00–19:00', capacity: 6, default_capacity: true, taken: 0, closed: false, reason: null },
          { code: '19-22', label: '19:00–22:00', capacity: 2, default_capacity: false, taken: 0, closed: true, reason: 'Нет курьеров' },
        ],
        pickup: ['10-13', '13-16', '16-19'].map((code) => expect.objectContaining({ code, capacity: 10, default_capacity: true, taken: 0 })),
      },
    });
    expect(toCalendarDayDto(CALENDAR, '2026-03-09').peak).toBeNull();
  });

  it("reads the admin's form back as the domain's day", () => {
    expect(
      calendarDayFromPayload('2026-03-08', {
        closed: false,
        reason: null,
        peak: { surcharge: { kind: 'percent', value: 20 }, cutoff_hour: null, lead_hours: 6 },
        slots: { pickup: [{ code: '10-13', capacity: 0, closed: false, reason: null }] },
      }),
    ).toEqual({
      date: '2026-03-08',
      closed: false,
      reason: null,
      peak: { surcharge: { kind: 'percent', value: 20 }, cutoffHour: null, leadHours: 6 },
      slots: { courier: [], pickup: [{ code: '10-13', capacity: 0, closed: false, reason: null }] },
    });
  });

  it("checks the screen's choice against what the API offered", () => {
    const query = { now: new Date('2026-03-01T06:00:00Z'), deliveryType: 'yandex' as const, leadDays: 0 };
    const dates = deliveryDateOffers(CALENDAR, query).map(toDeliveryDateDto);
    const slots = deliverySlotOffers(CALENDAR, '2026-03-08', query).map(toDeliverySlotDto);
    expect(dates.find((date) => date.date === '2026-03-08')?.surcharge).toEqual({ kind: 'roubles', value: 500 });
    expect(slots.map((slot) => [slot.code, slot.available, slot.remaining])).toEqual([
      ['10-13', true, 2],
      ['13-16', true, 6],
      ['16-19', true, 6],
      ['19-22', false, 0],
    ]);
    const check = offeredChoiceCheck(dates, slots);
    expect(check({ date: '2026-03-08', slot: '10-13' }, 'yandex')).toBeNull();
    expect(check({ date: '2026-03-08', slot: '19-22' }, 'yandex')).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(check({ date: '2026-03-20', slot: '10-13' }, 'yandex')).toBe(DELIVERY_ERRORS.dateUnavailable);
    expect(check({ date: 'завтра', slot: '10-13' }, 'yandex')).toBe(DELIVERY_ERRORS.invalidDate);
  });
});
