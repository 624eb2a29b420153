import fc from 'fast-check';
import { addDays, CALENDAR_YEARS, isIsoDate } from './calendar-date.rules';

describe('calendar dates', () => {
  it('shifts calendar dates', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes real dates of 2000 … 2100 written YYYY-MM-DD, leap days included', () => {
    for (const date of ['2000-01-01', '2025-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '2100-12-31'])
      expect([date, isIsoDate(date)]).toEqual([date, true]);
  });

  it('refuses dates that are not in the calendar, years the shop cannot use and other spellings', () => {
    const refused = [
      '0000-01-01',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '+002026-01-01',
      '-002026-01-01',
      '2026-02-30',
      '2025-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '10.05.2025',
      ' 2026-01-01',
      '2026-01-01 ',
      '2026-01-01T00:00:00Z',
      '２０２６-01-01',
      '',
    ];
    for (const date of refused) expect([date, isIsoDate(date)]).toEqual([date, false]);
    for (const value of [null, undefined, 20260101, new Date(), ['2026-01-01'], { date: '2026-01-01' }]) expect(isIsoDate(value)).toBe(false);
  });

  it('agrees with the Gregorian calendar on every day of the years it takes', () => {
    const day = fc.date({ min: new Date(Date.UTC(CALENDAR_YEARS.first, 0, 1)), max: new Date(Date.UTC(CALENDAR_YEARS.last, 11, 31)), noInvalidDate: true });
    fc.assert(fc.property(day, (date) => isIsoDate(date.toISOString().slice(0, 10))));
    const anyParts = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }));
    fc.assert(
      fc.property(anyParts, ([year, month, day]) => {
        const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const parsed = new Date(Date.UTC(year, month - 1, day));
        const real = month >= 1 && month <= 12 && day >= 1 && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
        return isIsoDate(text) === (real && year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last);
      }),
    );
  });
});
