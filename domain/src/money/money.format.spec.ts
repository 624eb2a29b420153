import fc from 'fast-check';
import { DISPLAY_DECIMALS, formatCustomerRoubles, formatRoubles } from './money.format';
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

  it('names the decimals of the admin and payment screens (spec §9)', () => {
    expect(DISPLAY_DECIMALS).toEqual({ admin: 2, payment: 2 });
  });
});

describe('formatCustomerRoubles', () => {
  it('shows whole roubles without kopecks: 8 000 ₽, 12 950 ₽, 0 ₽', () => {
    expect(formatCustomerRoubles(Money.ofRoubles(8000))).toBe(`8${NBSP}000${NBSP}₽`);
    expect(formatCustomerRoubles(Money.ofRoubles(12950))).toBe(`12${NBSP}950${NBSP}₽`);
    expect(formatCustomerRoubles(Money.ZERO)).toBe(`0${NBSP}₽`);
  });

  it('shows both decimals when there are kopecks, never rounding them away', () => {
    expect(formatCustomerRoubles(Money.ofKopecks(45050))).toBe(`450,50${NBSP}₽`);
    expect(formatCustomerRoubles(Money.ofKopecks(1_295_001))).toBe(`12${NBSP}950,01${NBSP}₽`);
    expect(formatCustomerRoubles(Money.ofKopecks(99))).toBe(`0,99${NBSP}₽`);
  });

  it('writes any amount either with no decimals or with exactly two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (kopecks) => {
        const text = formatCustomerRoubles(Money.ofKopecks(kopecks)).replace(/[\u00A0\u202F]/g, ' ');
        const whole = kopecks % 100 === 0;
        expect(text).toMatch(whole ? /^\d{1,3}( \d{3})* ₽$/ : /^\d{1,3}( \d{3})*,\d\d ₽$/);
        expect(Number(text.replace(/ |₽/g, '').replace(',', '.'))).toBe(kopecks / 100);
      }),
    );
  });
});
