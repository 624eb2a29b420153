import fc from 'fast-check';
import { countRu, pluralRu, type RussianPluralForms } from './plural-ru';

const FLOWERS: RussianPluralForms = ['цветок', 'цветка', 'цветков'];

describe('pluralRu', () => {
  it.each([
    [0, 'цветков'],
    [1, 'цветок'],
    [2, 'цветка'],
    [3, 'цветка'],
    [4, 'цветка'],
    [5, 'цветков'],
    [11, 'цветков'],
    [12, 'цветков'],
    [14, 'цветков'],
    [20, 'цветков'],
    [21, 'цветок'],
    [22, 'цветка'],
    [101, 'цветок'],
    [111, 'цветков'],
    [112, 'цветков'],
    [1000, 'цветков'],
    [1001, 'цветок'],
  ])('%i %s', (n, form) => {
    expect(pluralRu(n, FLOWERS)).toBe(form);
  });

  it('uses the absolute value for negative counts', () => {
    expect(pluralRu(-21, FLOWERS)).toBe('цветок');
  });

  it('takes the "few" form for fractions (1,5 цветка)', () => {
    expect(pluralRu(1.5, FLOWERS)).toBe('цветка');
  });

  it('countRu puts the number before its form', () => {
    expect(countRu(3, FLOWERS)).toBe('3 цветка');
  });

  // An independent oracle: the rule as a grammar book states it, read off the decimal digits.
  it('agrees with the textbook rule on the written digits for every n from 0 to 1000', () => {
    const textbook = (n: number): string => {
      const digits = String(n);
      const tens = digits.length > 1 ? digits[digits.length - 2] : '0';
      const unit = digits[digits.length - 1];
      if (tens === '1') return 'цветков';
      if (unit === '1') return 'цветок';
      return ['2', '3', '4'].includes(unit) ? 'цветка' : 'цветков';
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => pluralRu(n, FLOWERS) === textbook(n)),
      {
        numRuns: 3000,
      },
    );
    for (let n = 0; n <= 1000; n++) expect(pluralRu(n, FLOWERS)).toBe(textbook(n));
  });
});
