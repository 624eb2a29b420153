import { formatMoscowDateTime, formatMoscowDayTime, moscowDateTime, MOSCOW_TIME_MARK, SHOP_TIME_ZONE } from './moscow-clock';

describe('the Moscow clock', () => {
  it('reads an instant on the Moscow clock, UTC+3 all year', () => {
    expect(moscowDateTime(new Date('2025-01-10T21:30:00Z'))).toEqual({ date: '2025-01-11', minuteOfDay: 30 });
    expect(moscowDateTime(new Date('2025-07-10T06:15:00Z'))).toEqual({ date: '2025-07-10', minuteOfDay: 9 * 60 + 15 });
  });

  it('reads the same day and time in its dates as in what it shows', () => {
    const instant = new Date('2026-03-31T21:59:00Z');
    expect(moscowDateTime(instant)).toEqual({ date: '2026-04-01', minuteOfDay: 59 });
    expect(formatMoscowDateTime(instant)).toBe('1 апреля 2026 г., 00:59 МСК');
  });

  it('reads an instant on the Moscow clock and marks it МСК', () => {
    expect([SHOP_TIME_ZONE, MOSCOW_TIME_MARK]).toEqual(['Europe/Moscow', 'МСК']);
    expect(formatMoscowDateTime('2026-05-12T11:05:00Z')).toBe('12 мая 2026 г., 14:05 МСК');
    expect(formatMoscowDateTime(new Date('2026-01-31T22:30:00Z'))).toBe('1 февраля 2026 г., 01:30 МСК');
    expect(formatMoscowDateTime('2026-05-12T14:05:00+03:00')).toBe('12 мая 2026 г., 14:05 МСК');
  });

  it('shows a text that is no instant as it came', () => {
    expect(formatMoscowDateTime('вчера')).toBe('вчера');
    expect(formatMoscowDateTime(new Date(Number.NaN))).toBe('');
  });

  it('shows a near deadline by day and time, without the year', () => {
    expect(formatMoscowDayTime(new Date('2026-11-28T11:05:00Z'))).toBe('28 ноября, 14:05 МСК');
    expect(formatMoscowDayTime(new Date('2026-12-31T21:30:00Z'))).toBe('1 января, 00:30 МСК');
  });
});
