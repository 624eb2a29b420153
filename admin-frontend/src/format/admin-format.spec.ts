import { describe, expect, it } from '@jest/globals';
import { formatRoubles, Money } from '@shop/domain';
import { deliverySlotLabel, firstImage, formatAdminLineSum, formatAdminRoubles, formatCalendarDate, formatDateTime, PLACEHOLDER_IMAGE } from './admin-format';

const roubles2 = (roubles: number) => formatRoubles(Money.ofRoubles(roubles), { decimals: 2 });

describe('admin formatting', () => {
  it('shows admin amounts with 2 decimals through the domain formatter', () => {
    expect(formatAdminRoubles(450.5)).toBe(roubles2(450.5));
    expect(formatAdminRoubles(null)).toBe(roubles2(0));
  });

  it('treats an amount the server should never send as 0', () => {
    expect(formatAdminRoubles(-1)).toBe(roubles2(0));
    expect(formatAdminRoubles(Number.NaN)).toBe(roubles2(0));
  });

  it('writes a line as quantity × price = sum', () => {
    expect(formatAdminLineSum(2, 250)).toBe(`2 × ${roubles2(250)} = ${roubles2(500)}`);
  });

  it('reads times on the Moscow clock and delivery dates as calendar days', () => {
    expect(formatDateTime('2026-05-12T21:30:00Z')).toBe('13 мая 2026 г., 00:30 МСК');
    expect(formatCalendarDate('2026-05-12')).toContain('12 мая 2026');
    expect(formatDateTime(null)).toBe('—');
  });

  it('labels delivery slots from the domain', () => {
    expect(deliverySlotLabel('19-22')).toBe('19:00–22:00');
    expect(deliverySlotLabel('8-9')).toBe('8-9');
    expect(deliverySlotLabel(null)).toBe('—');
  });

  it('falls back to the placeholder picture', () => {
    expect(firstImage(null, [], '')).toBe(PLACEHOLDER_IMAGE);
    expect(firstImage(null, ['/a.png'])).toBe('/a.png');
  });
});
