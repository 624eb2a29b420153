import fc from 'fast-check';
import { roublesText } from './rouble-text';

// The texts must be exactly what Intl writes for roubles in 'ru-RU' (the screens wrote them with Intl before).
// Up to 10¹¹ roubles: beyond that kopecks / 100, the number Intl is given here, is no longer exact.
const intl = (decimals: 0 | 2) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const INTL = { 0: intl(0), 2: intl(2) };

describe('roublesText', () => {
  it('writes any amount as Intl does, with 0 or 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000_000_000 })),
        fc.constantFrom<0 | 2>(0, 2),
        (kopecks, decimals) => {
          expect(roublesText(kopecks, decimals)).toBe(INTL[decimals].format(kopecks / 100));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('groups thousands and rounds half a rouble up, with no-break spaces', () => {
    expect(roublesText(420_000, 2)).toBe('4\u00a0200,00\u00a0₽');
    expect(roublesText(45_050, 0)).toBe('451\u00a0₽');
    expect(roublesText(45_049, 0)).toBe('450\u00a0₽');
    expect(roublesText(100_000_000, 0)).toBe('1\u00a0000\u00a0000\u00a0₽');
    expect(roublesText(5, 2)).toBe('0,05\u00a0₽');
  });
});
