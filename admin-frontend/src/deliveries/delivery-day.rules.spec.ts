import { describe, expect, it } from '@jest/globals';
import { dayFromSearch, dayTitle, moscowToday, shiftDay } from './delivery-day.rules';

const TODAY = '2026-11-24';

describe("the deliveries screen's day", () => {
  it('is today in Moscow, which starts 3 hours before UTC midnight', () => {
    expect(moscowToday(new Date('2026-11-23T20:59:00Z'))).toBe('2026-11-23');
    expect(moscowToday(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('comes from ?date= when that is a real date, else today', () => {
    expect(dayFromSearch(new URLSearchParams('date=2026-11-30'), TODAY)).toBe('2026-11-30');
    expect(dayFromSearch(new URLSearchParams(''), TODAY)).toBe(TODAY);
    expect(dayFromSearch(new URLSearchParams('date=2026-02-30'), TODAY)).toBe(TODAY);
    expect(dayFromSearch(new URLSearchParams('date=завтра'), TODAY)).toBe(TODAY);
  });

  it('moves a day back or forward across months and years', () => {
    expect(shiftDay('2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names the near days and writes the others with a capital weekday', () => {
    expect(dayTitle(TODAY, TODAY)).toBe('Сегодня, вт, 24 ноября 2026 г.');
    expect(dayTitle('2026-11-25', TODAY)).toBe('Завтра, ср, 25 ноября 2026 г.');
    expect(dayTitle('2026-11-23', TODAY)).toBe('Вчера, пн, 23 ноября 2026 г.');
    expect(dayTitle('2026-11-27', TODAY)).toBe('Пт, 27 ноября 2026 г.');
  });
});
