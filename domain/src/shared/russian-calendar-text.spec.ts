import { dayMonthText, dayMonthYearText, hourMinuteText, weekdayShortText } from './russian-calendar-text';

// The texts must be exactly what Intl writes for 'ru-RU' (the screens wrote them with Intl before).
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', ...options });
const DAY_MONTH = intl({ day: 'numeric', month: 'long' });
const DAY_MONTH_YEAR = intl({ day: 'numeric', month: 'long', year: 'numeric' });
const WEEKDAY = intl({ weekday: 'short' });
const TIME = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Russian calendar texts', () => {
  it('write every day of 2024–2028 as Intl does (leap day included)', () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += DAY_MS) {
      const day = new Date(time);
      expect([dayMonthText(day), dayMonthYearText(day), weekdayShortText(day)]).toEqual([
        DAY_MONTH.format(day),
        DAY_MONTH_YEAR.format(day),
        WEEKDAY.format(day),
      ]);
    }
  });

  it('write every minute of the day as Intl does, on the 24-hour clock', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const wall = new Date(Date.UTC(2026, 11, 8) + minute * 60_000);
      expect(hourMinuteText(wall)).toBe(TIME.format(wall));
    }
  });

  it('read the UTC fields, whatever the time zone of the machine', () => {
    const lateEvening = new Date('2026-12-31T23:59:00Z');
    expect([dayMonthYearText(lateEvening), weekdayShortText(lateEvening), hourMinuteText(lateEvening)]).toEqual(['31 декабря 2026 г.', 'чт', '23:59']);
  });
});
