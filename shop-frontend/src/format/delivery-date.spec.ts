import { dayAndMonth, weekdayAndDay } from './delivery-date';

describe('delivery dates', () => {
  it('names a Moscow calendar day with its weekday, whatever the time zone', () => {
    expect(weekdayAndDay('2026-11-24')).toBe('вт, 24 ноября');
    expect(weekdayAndDay('2027-01-01')).toBe('пт, 1 января');
    expect(dayAndMonth('2026-06-05')).toBe('5 июня');
  });

  it('shows anything but a real YYYY-MM-DD date as it came', () => {
    expect(weekdayAndDay('2026-02-30')).toBe('2026-02-30');
    expect(weekdayAndDay('завтра')).toBe('завтра');
  });
});
