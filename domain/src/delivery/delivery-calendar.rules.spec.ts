import fc from 'fast-check';
import { addDays } from '../shared/calendar-date.rules';
import { DEFAULT_SLOT_CAPACITIES, ordinaryDay, type CalendarDay, type DeliveryCalendar, type SlotLoad } from './delivery-calendar';
import {
  CALENDAR_TEXTS,
  calendarChoiceCheck,
  deliveryBookingError,
  deliveryDateOffer,
  deliveryDateOffers,
  deliverySlotOffers,
  peakSurchargeOn,
  type CalendarQuery,
} from './delivery-calendar.rules';
import type { DeliveryType } from './delivery-type.value-object';
import { DELIVERY_ERRORS } from './delivery.errors';

/** An instant given as Moscow wall-clock time (UTC+3). */
const moscow = (isoLocal: string): Date => new Date(`${isoLocal}+03:00`);

const ORDINARY: DeliveryCalendar = { defaults: DEFAULT_SLOT_CAPACITIES, days: [], loads: [] };

const calendar = (days: CalendarDay[] = [], loads: SlotLoad[] = [], defaults = DEFAULT_SLOT_CAPACITIES): DeliveryCalendar => ({ defaults, days, loads });
const query = (now: Date, deliveryType: DeliveryType = 'yandex', leadDays = 0): CalendarQuery => ({ now, deliveryType, leadDays });

/** The codes of the slots that can be booked. */
const open = (cal: DeliveryCalendar, date: string, q: CalendarQuery): string[] =>
  deliverySlotOffers(cal, date, q)
    .filter((offer) => offer.refusal === null)
    .map((offer) => offer.slot.code);
const availableDates = (cal: DeliveryCalendar, q: CalendarQuery): string[] =>
  deliveryDateOffers(cal, q)
    .filter((offer) => offer.available)
    .map((offer) => offer.date);

describe('the delivery calendar: time', () => {
  it('offers today only the slots starting at least 2 hours from now', () => {
    expect(open(ORDINARY, '2025-05-10', query(moscow('2025-05-10T07:59:00')))).toEqual(['10-13', '13-16', '16-19', '19-22']);
    expect(open(ORDINARY, '2025-05-10', query(moscow('2025-05-10T08:01:00')))).toEqual(['13-16', '16-19', '19-22']);
    expect(open(ORDINARY, '2025-05-10', query(moscow('2025-05-10T14:00:00')))).toEqual(['16-19', '19-22']);
    expect(open(ORDINARY, '2025-05-10', query(moscow('2025-05-10T16:59:00')))).toEqual(['19-22']);
  });

  it('closes today at the 17:00 cut-off, saying so', () => {
    const now = moscow('2025-05-10T17:00:00');
    expect(open(ORDINARY, '2025-05-10', query(now))).toEqual([]);
    expect(deliveryDateOffer(ORDINARY, '2025-05-10', query(now))).toEqual({
      date: '2025-05-10',
      available: false,
      reason: 'Заказы на сегодня принимаются до 17:00',
      surcharge: null,
    });
    expect(deliverySlotOffers(ORDINARY, '2025-05-10', query(now))[3]).toMatchObject({ reason: 'Время для заказа прошло', remaining: 6 });
  });

  it('offers pickup only inside its hours: at 15:00 pickup opens tomorrow, the courier still has 19:00–22:00 today', () => {
    const now = moscow('2025-05-10T15:00:00');
    expect(availableDates(ORDINARY, query(now, 'pickup'))[0]).toBe('2025-05-11');
    expect(availableDates(ORDINARY, query(now, 'yandex'))[0]).toBe('2025-05-10');
    expect(deliveryDateOffer(ORDINARY, '2025-05-10', query(now, 'pickup')).reason).toBe('Заказы на этот день больше не принимаются');
    expect(deliveryBookingError(ORDINARY, { date: '2025-05-11', slot: '19-22' }, query(now, 'pickup'))).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliveryBookingError(ORDINARY, { date: '2025-05-11', slot: '19-22' }, query(now, 'moscow'))).toBeNull();
  });

  it('lists today and the next 14 days, every slot open on later days, none in the past or beyond', () => {
    const now = moscow('2025-05-10T20:00:00');
    const dates = deliveryDateOffers(ORDINARY, query(now));
    expect(dates.map((offer) => offer.date)).toEqual(Array.from({ length: 15 }, (_, i) => addDays('2025-05-10', i)));
    expect(availableDates(ORDINARY, query(now))).toEqual(dates.slice(1).map((offer) => offer.date));
    expect(open(ORDINARY, '2025-05-24', query(now))).toHaveLength(4);
    for (const date of ['2025-05-25', '2025-05-09']) {
      expect(open(ORDINARY, date, query(now))).toEqual([]);
      expect(deliveryBookingError(ORDINARY, { date, slot: '10-13' }, query(now))).toBe(DELIVERY_ERRORS.dateUnavailable);
    }
  });

  it('uses the Moscow date, not the UTC one, around midnight', () => {
    // 22:30 UTC on 9 May is already 01:30 on 10 May in Moscow.
    expect(deliveryDateOffers(ORDINARY, query(new Date('2025-05-09T22:30:00Z')))[0].date).toBe('2025-05-10');
  });

  it('validates a chosen date and slot', () => {
    const q = query(moscow('2025-05-10T12:00:00'));
    expect(deliveryBookingError(ORDINARY, { date: '2025-05-10', slot: '16-19' }, q)).toBeNull();
    expect(deliveryBookingError(ORDINARY, { date: '2025-05-10', slot: '13-16' }, q)).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliveryBookingError(ORDINARY, { date: '2025-05-12', slot: '08-10' }, q)).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliveryBookingError(ORDINARY, { date: '', slot: '10-13' }, q)).toBe(DELIVERY_ERRORS.invalidDate);
  });
});

describe('the delivery calendar: capacity', () => {
  const now = moscow('2025-05-10T09:00:00');

  it('fills a slot at its capacity: couriers share theirs, pickup has its own', () => {
    const cal = calendar(
      [],
      [
        { date: '2025-05-11', kind: 'courier', slot: '10-13', taken: 6 },
        { date: '2025-05-11', kind: 'pickup', slot: '13-16', taken: 9 },
      ],
    );
    const courier = deliverySlotOffers(cal, '2025-05-11', query(now, 'moscow'));
    expect(courier.map((offer) => [offer.slot.code, offer.remaining, offer.reason])).toEqual([
      ['10-13', 0, 'Мест нет'],
      ['13-16', 6, null],
      ['16-19', 6, null],
      ['19-22', 6, null],
    ]);
    expect(deliveryBookingError(cal, { date: '2025-05-11', slot: '10-13' }, query(now, 'yandex'))).toBe(DELIVERY_ERRORS.slotFull);
    expect(deliverySlotOffers(cal, '2025-05-11', query(now, 'pickup')).map((offer) => offer.remaining)).toEqual([10, 1, 10]);
    expect(deliveryBookingError(cal, { date: '2025-05-11', slot: '10-13' }, query(now, 'pickup'))).toBeNull();
  });

  it("takes a day's own capacity per slot over the default; a day whose every slot is full says so", () => {
    const day: CalendarDay = {
      ...ordinaryDay('2025-05-12'),
      slots: { courier: ['10-13', '13-16', '16-19', '19-22'].map((code) => ({ code, capacity: 1, closed: false, reason: null })), pickup: [] },
    };
    const loads = ['10-13', '13-16', '16-19'].map((slot) => ({ date: '2025-05-12', kind: 'courier' as const, slot, taken: 1 }));
    expect(deliveryDateOffer(calendar([day], loads), '2025-05-12', query(now)).available).toBe(true);
    const full = calendar([day], [...loads, { date: '2025-05-12', kind: 'courier', slot: '19-22', taken: 3 }]);
    expect(deliveryDateOffer(full, '2025-05-12', query(now))).toMatchObject({ available: false, reason: 'Всё время на этот день занято' });
    expect(deliveryDateOffer(full, '2025-05-12', query(now, 'pickup')).available).toBe(true);
  });

  it('offers a slot exactly while fewer places are taken than it has (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.constantFrom<DeliveryType>('yandex', 'moscow', 'pickup'),
        (capacity, taken, type) => {
          const kind = type === 'pickup' ? 'pickup' : 'courier';
          const cal = calendar([], [{ date: '2025-05-11', kind, slot: '13-16', taken }], { courier: capacity, pickup: capacity });
          const offer = deliverySlotOffers(cal, '2025-05-11', query(now, type)).find((slot) => slot.slot.code === '13-16')!;
          const error = deliveryBookingError(cal, { date: '2025-05-11', slot: '13-16' }, query(now, type));
          expect(offer.remaining).toBe(Math.max(0, capacity - taken));
          expect(offer.refusal === null).toBe(taken < capacity);
          expect(error).toBe(taken < capacity ? null : DELIVERY_ERRORS.slotFull);
        },
      ),
    );
  });
});

describe('the delivery calendar: closed days and slots', () => {
  const now = moscow('2025-05-10T09:00:00');

  it("closes a day with the admin's reason, or «Выходной»; a closed slot with its own, or «Закрыто»", () => {
    const holiday: CalendarDay = { ...ordinaryDay('2025-05-11'), closed: true, reason: 'Санитарный день' };
    const quiet: CalendarDay = { ...ordinaryDay('2025-05-12'), closed: true };
    const halfDay: CalendarDay = {
      ...ordinaryDay('2025-05-13'),
      slots: {
        courier: [
          { code: '19-22', capacity: null, closed: true, reason: null },
          { code: '10-13', capacity: 3, closed: true, reason: 'Курьер занят' },
        ],
        pickup: [],
      },
    };
    const cal = calendar([holiday, quiet, halfDay]);
    expect(deliveryDateOffer(cal, '2025-05-11', query(now))).toMatchObject({ available: false, reason: 'Санитарный день' });
    expect(deliveryDateOffer(cal, '2025-05-12', query(now, 'pickup'))).toMatchObject({ available: false, reason: 'Выходной' });
    expect(deliverySlotOffers(cal, '2025-05-11', query(now)).map((offer) => [offer.remaining, offer.reason])[0]).toEqual([0, 'Санитарный день']);
    expect(deliverySlotOffers(cal, '2025-05-13', query(now)).map((offer) => [offer.slot.code, offer.remaining, offer.reason])).toEqual([
      ['10-13', 0, 'Курьер занят'],
      ['13-16', 6, null],
      ['16-19', 6, null],
      ['19-22', 0, 'Закрыто'],
    ]);
    expect(deliveryBookingError(cal, { date: '2025-05-13', slot: '19-22' }, query(now))).toBe(DELIVERY_ERRORS.slotUnavailable);
    expect(deliveryBookingError(cal, { date: '2025-05-11', slot: '13-16' }, query(now))).toBe(DELIVERY_ERRORS.dateUnavailable);
  });

  it('names the closed slots when every slot of the date is closed', () => {
    const shut = {
      ...ordinaryDay('2025-05-11'),
      slots: { courier: [], pickup: ['10-13', '13-16', '16-19'].map((code) => ({ code, capacity: null, closed: true, reason: 'Ремонт' })) },
    };
    expect(deliveryDateOffer(calendar([shut]), '2025-05-11', query(now, 'pickup'))).toMatchObject({ available: false, reason: 'Ремонт' });
  });

  it('never offers a slot of a closed day, whatever its capacity and load (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }), fc.nat(50), (ahead, reason, taken) => {
        const date = addDays('2025-05-10', ahead);
        const cal = calendar([{ ...ordinaryDay(date), closed: true, reason }], [{ date, kind: 'courier', slot: '10-13', taken }]);
        expect(open(cal, date, query(now))).toEqual([]);
        expect(deliveryDateOffer(cal, date, query(now))).toEqual({ date, available: false, reason: reason ?? 'Выходной', surcharge: null });
        expect(deliveryBookingError(cal, { date, slot: '16-19' }, query(now))).toBe(DELIVERY_ERRORS.dateUnavailable);
      }),
    );
  });
});

describe('the delivery calendar: lead time', () => {
  it("starts the dates at today plus the products' longest lead days, saying how long they take", () => {
    const now = moscow('2025-05-10T09:00:00');
    const dates = deliveryDateOffers(ORDINARY, query(now, 'yandex', 2));
    expect(dates.slice(0, 3).map((offer) => [offer.date, offer.available, offer.reason])).toEqual([
      ['2025-05-10', false, 'Изготовление займёт 2 дня'],
      ['2025-05-11', false, 'Изготовление займёт 2 дня'],
      ['2025-05-12', true, null],
    ]);
    expect([1, 5, 21].map((days) => CALENDAR_TEXTS.leadDays(days))).toEqual([
      'Изготовление займёт 1 день',
      'Изготовление займёт 5 дней',
      'Изготовление займёт 21 день',
    ]);
    expect(deliveryBookingError(ORDINARY, { date: '2025-05-11', slot: '10-13' }, query(now, 'yandex', 2))).toBe(DELIVERY_ERRORS.dateUnavailable);
  });

  it('refuses exactly the dates before today plus the lead days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 14 }), (leadDays, ahead) => {
        const now = moscow('2025-05-10T06:00:00');
        const date = addDays('2025-05-10', ahead);
        const offer = deliveryDateOffer(ORDINARY, date, query(now, 'yandex', leadDays));
        expect(offer.available).toBe(ahead >= leadDays);
        if (ahead < leadDays) expect(offer.reason).toBe(CALENDAR_TEXTS.leadDays(leadDays));
      }),
    );
  });
});

describe('the delivery calendar: peak days', () => {
  const peak = (date: string, cutoffHour: number | null, leadHours: number | null): CalendarDay => ({
    ...ordinaryDay(date),
    peak: { surcharge: { kind: 'percent', value: 20 }, cutoffHour, leadHours },
  });

  it('shows the surcharge to couriers only', () => {
    const cal = calendar([peak('2026-03-08', null, null)]);
    const now = moscow('2026-03-01T09:00:00');
    expect(deliveryDateOffer(cal, '2026-03-08', query(now, 'yandex')).surcharge).toEqual({ kind: 'percent', value: 20 });
    expect(deliveryDateOffer(cal, '2026-03-08', query(now, 'pickup')).surcharge).toBeNull();
    expect(peakSurchargeOn(cal, '2026-03-07', 'moscow')).toBeNull();
  });

  it('takes same-day orders until its own cut-off, and its own lead hours before each slot', () => {
    const cal = calendar([peak('2026-03-08', 12, 4)]);
    expect(open(cal, '2026-03-08', query(moscow('2026-03-08T08:00:00')))).toEqual(['13-16', '16-19', '19-22']);
    expect(open(cal, '2026-03-08', query(moscow('2026-03-08T11:59:00')))).toEqual(['16-19', '19-22']);
    expect(deliveryDateOffer(cal, '2026-03-08', query(moscow('2026-03-08T12:00:00')))).toMatchObject({
      available: false,
      reason: 'Заказы на сегодня принимаются до 12:00',
    });
    // A lead time of 48 hours reaches into the next days.
    const early = calendar([peak('2026-03-08', null, 48)]);
    expect(open(early, '2026-03-08', query(moscow('2026-03-06T12:00:00')))).toEqual(['13-16', '16-19', '19-22']);
    expect(deliveryDateOffer(early, '2026-03-08', query(moscow('2026-03-06T20:00:00')))).toMatchObject({
      available: false,
      reason: 'Заказы на этот день больше не принимаются',
    });
  });

  it('offers a slot of a peak day exactly while its start is at least the lead hours away (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 168 }), fc.integer({ min: 0, max: 7 * 24 * 60 }), (leadHours, minutesBefore) => {
        const slotStart = moscow('2026-03-08T16:00:00').getTime();
        const now = new Date(slotStart - minutesBefore * 60_000);
        const cal = calendar([peak('2026-03-08', 23, leadHours)]);
        const offer = deliverySlotOffers(cal, '2026-03-08', query(now)).find((slot) => slot.slot.code === '16-19')!;
        expect(offer.refusal === null).toBe(minutesBefore >= leadHours * 60);
      }),
    );
  });
});

describe('calendarChoiceCheck', () => {
  it("judges the contact step's choice with the calendar at a moment, for the order's lead days", () => {
    const check = calendarChoiceCheck(ORDINARY, moscow('2025-05-10T09:00:00'), 1);
    expect(check({ date: '2025-05-10', slot: '16-19' }, 'yandex')).toBe(DELIVERY_ERRORS.dateUnavailable);
    expect(check({ date: '2025-05-11', slot: '16-19' }, 'yandex')).toBeNull();
  });
});
