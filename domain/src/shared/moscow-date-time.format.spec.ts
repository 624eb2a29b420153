import { formatMoscowDateTime, MOSCOW_TIME_MARK, SHOP_TIME_ZONE } from './moscow-date-time.format';

describe('Moscow date and time', () => {
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
});
