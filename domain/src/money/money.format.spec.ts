import { DISPLAY_DECIMALS, formatRoubles } from './money.format';
import { Money } from './money.value-object';

// What Intl ru-RU produces here (Node 20, ICU 78): U+00A0 between digit groups and before ₽.
const NBSP = '\u00A0';

describe('formatRoubles', () => {
  it('shows whole roubles with 0 decimals: 8 000 ₽', () => {
    expect(formatRoubles(Money.ofRoubles(8000), { decimals: 0 })).toBe(`8${NBSP}000${NBSP}₽`);
  });

  it('shows kopecks with 2 decimals and a comma: 450,50 ₽', () => {
    expect(formatRoubles(Money.ofRoubles(450.5), { decimals: 2 })).toBe(`450,50${NBSP}₽`);
    expect(formatRoubles(Money.ofRoubles(1234567.5), { decimals: 2 })).toBe(`1${NBSP}234${NBSP}567,50${NBSP}₽`);
  });

  it('uses no-break spaces, never a plain space, so an amount never wraps', () => {
    const text = formatRoubles(Money.ofRoubles(15000), { decimals: 0 });
    expect(text).not.toContain(' ');
    expect(text.replace(/[\u00A0\u202F]/g, ' ')).toBe('15 000 ₽');
  });

  it('rounds kopecks half up with 0 decimals', () => {
    expect(formatRoubles(Money.ofKopecks(45050), { decimals: 0 })).toBe(`451${NBSP}₽`);
    expect(formatRoubles(Money.ofKopecks(45049), { decimals: 0 })).toBe(`450${NBSP}₽`);
  });

  it('shows zero', () => {
    expect(formatRoubles(Money.ZERO, { decimals: 2 })).toBe(`0,00${NBSP}₽`);
  });

  it('names the decimals per screen (spec §9)', () => {
    expect(DISPLAY_DECIMALS).toEqual({ admin: 2, payment: 2, constructor: 0, catalogue: 0 });
  });
});
