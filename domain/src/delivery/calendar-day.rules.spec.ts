import { adminCalendarSpan, calendarDaySettings, daysOf, isOrdinaryDay } from './calendar-day.rules';
import { ordinaryDay, type CalendarDay } from './delivery-calendar';
import { DELIVERY_ERRORS } from './delivery.errors';

const day = (change: Partial<CalendarDay> = {}): CalendarDay => ({ ...ordinaryDay('2026-03-08'), ...change });

describe("the admin's settings of a day", () => {
  it('refuses a past day; today and later may change', () => {
    expect(calendarDaySettings(day(), '2026-03-09')).toEqual({ ok: false, error: DELIVERY_ERRORS.pastDay });
    expect(calendarDaySettings(day(), '2026-03-08').ok).toBe(true);
  });

  it('names a closed day without a reason «Выходной», keeps no reason on an open day or an open slot', () => {
    const closed = calendarDaySettings(day({ closed: true, reason: '  ' }), '2026-03-01');
    expect(closed.ok && closed.value.reason).toBe('Выходной');
    const open = calendarDaySettings(
      day({
        reason: 'забыто',
        slots: {
          courier: [
            { code: '10-13', capacity: 2, closed: false, reason: 'x' },
            { code: '13-16', capacity: null, closed: true, reason: ' Обед ' },
          ],
          pickup: [{ code: '16-19', capacity: null, closed: false, reason: null }],
        },
      }),
      '2026-03-01',
    );
    expect(open.ok && open.value).toEqual({
      ...day(),
      slots: {
        courier: [
          { code: '10-13', capacity: 2, closed: false, reason: null },
          { code: '13-16', capacity: null, closed: true, reason: 'Обед' },
        ],
        pickup: [],
      },
    });
  });

  it('refuses a slot the kind does not have, or one named twice, and a surcharge out of its bounds', () => {
    const slot = (code: string) => ({ code, capacity: 1, closed: false, reason: null });
    expect(calendarDaySettings(day({ slots: { courier: [], pickup: [slot('19-22')] } }), '2026-03-01')).toEqual({
      ok: false,
      error: DELIVERY_ERRORS.unknownSlot,
    });
    expect(calendarDaySettings(day({ slots: { courier: [slot('10-13'), slot('10-13')], pickup: [] } }), '2026-03-01')).toEqual({
      ok: false,
      error: DELIVERY_ERRORS.unknownSlot,
    });
    const peak = (kind: 'roubles' | 'percent', value: number) => day({ peak: { surcharge: { kind, value }, cutoffHour: null, leadHours: null } });
    expect(calendarDaySettings(peak('percent', 301), '2026-03-01')).toEqual({ ok: false, error: DELIVERY_ERRORS.surchargeOutOfRange });
    expect(calendarDaySettings(peak('roubles', 100_001), '2026-03-01')).toEqual({ ok: false, error: DELIVERY_ERRORS.surchargeOutOfRange });
    expect(calendarDaySettings(peak('roubles', 0.5), '2026-03-01')).toEqual({ ok: false, error: DELIVERY_ERRORS.surchargeOutOfRange });
    expect(calendarDaySettings(peak('percent', 300), '2026-03-01').ok).toBe(true);
  });

  it('knows a day that says nothing of its own', () => {
    expect(isOrdinaryDay(day())).toBe(true);
    expect(isOrdinaryDay(day({ closed: true }))).toBe(false);
    expect(isOrdinaryDay(day({ peak: { surcharge: { kind: 'roubles', value: 1 }, cutoffHour: null, leadHours: null } }))).toBe(false);
    expect(isOrdinaryDay(day({ slots: { courier: [], pickup: [{ code: '10-13', capacity: 0, closed: false, reason: null }] } }))).toBe(false);
  });
});

describe("the admin calendar's span", () => {
  it('shows 30 days from today by default, at most 92, the start not after the end', () => {
    expect(adminCalendarSpan(null, null, '2026-03-01')).toEqual({ ok: true, value: { from: '2026-03-01', to: '2026-03-30' } });
    expect(adminCalendarSpan('2026-02-20', null, '2026-03-01')).toEqual({ ok: true, value: { from: '2026-02-20', to: '2026-03-21' } });
    expect(adminCalendarSpan('2026-03-01', '2026-05-31', '2026-03-01')).toEqual({ ok: true, value: { from: '2026-03-01', to: '2026-05-31' } });
    expect(adminCalendarSpan('2026-03-01', '2026-06-01', '2026-03-01')).toEqual({ ok: false, error: DELIVERY_ERRORS.calendarSpan });
    expect(adminCalendarSpan('2026-03-02', '2026-03-01', '2026-03-01')).toEqual({ ok: false, error: DELIVERY_ERRORS.calendarSpan });
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
