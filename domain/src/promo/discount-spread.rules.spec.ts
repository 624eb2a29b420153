import fc from 'fast-check';
import { lineTotal } from '../cart/cart-line.value-object';
import { Money } from '../money/money.value-object';
import { piecesOf, piecesSlice, spreadDiscount } from './discount-spread.rules';
import { offerDiscount } from './promo-discount.rules';

const line = (key: string, kopecks: number, quantity: number) => ({ key, unitPrice: Money.ofKopecks(kopecks), quantity });

const linesArb = fc.array(fc.record({ kopecks: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 99 }), eligible: fc.boolean() }), {
  minLength: 1,
  maxLength: 8,
});

const sumOf = (amounts: readonly Money[]) => Money.sum(amounts).kopecks;

describe('the discount spread over the lines', () => {
  it('splits 100 ₽ over 3 equal lines to the kopeck, the first line taking the odd kopeck', () => {
    const spread = spreadDiscount([line('a', 100_00, 1), line('b', 100_00, 1), line('c', 100_00, 1)], ['a', 'b', 'c'], Money.ofKopecks(100_00));
    expect(spread.map((amount) => amount.kopecks)).toEqual([66_66, 66_67, 66_67]);
  });

  it('leaves lines the code does not apply to whole', () => {
    const spread = spreadDiscount([line('a', 500_00, 2), line('b', 300_00, 1)], ['b'], Money.ofKopecks(100_00));
    expect(spread.map((amount) => amount.kopecks)).toEqual([1000_00, 200_00]);
  });

  it('always adds up to the goods less the discount, no line below 0, only eligible lines discounted, never more than a line', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 1, max: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), (drawn, percent, fixedShare) => {
        const lines = drawn.map((entry, index) => line(`k${index}`, entry.kopecks, entry.quantity));
        const keys = lines.filter((_, index) => drawn[index].eligible).map((entry) => entry.key);
        const eligibleSum = Money.sum(lines.filter((entry) => keys.includes(entry.key)).map(lineTotal));
        const fixed = Money.ofKopecks(Math.floor(eligibleSum.kopecks * fixedShare) + 1);
        for (const discount of [offerDiscount({ kind: 'percent', percent }, eligibleSum), offerDiscount({ kind: 'fixed', amount: fixed }, eligibleSum)]) {
          const spread = spreadDiscount(lines, keys, discount);
          expect(sumOf(spread)).toBe(sumOf(lines.map(lineTotal)) - discount.kopecks);
          spread.forEach((after, index) => {
            const before = lineTotal(lines[index]).kopecks;
            expect(after.kopecks).toBeGreaterThanOrEqual(0);
            expect(after.kopecks).toBeLessThanOrEqual(before);
            if (!keys.includes(lines[index].key)) expect(after.kopecks).toBe(before);
          });
        }
      }),
    );
  });

  it('writes a total that does not divide by the quantity as two items adding up exactly, dearer pieces first', () => {
    expect(piecesOf(Money.ofKopecks(1000), 3)).toEqual([
      { unitPrice: Money.ofKopecks(334), quantity: 1 },
      { unitPrice: Money.ofKopecks(333), quantity: 2 },
    ]);
    expect(piecesOf(Money.ofKopecks(900), 3)).toEqual([{ unitPrice: Money.ofKopecks(300), quantity: 3 }]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 99 }), (kopecks, quantity) => {
        const pieces = piecesOf(Money.ofKopecks(kopecks), quantity);
        expect(pieces.reduce((sum, item) => sum + item.unitPrice.kopecks * item.quantity, 0)).toBe(kopecks);
        expect(pieces.reduce((sum, item) => sum + item.quantity, 0)).toBe(quantity);
        expect(pieces.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('takes any run of pieces out of a split line, the runs adding up to the line', () => {
    const pieces = piecesOf(Money.ofKopecks(1001), 4);
    expect(piecesSlice(pieces, 0, 1)).toEqual([{ unitPrice: Money.ofKopecks(251), quantity: 1 }]);
    expect(piecesSlice(pieces, 1, 3)).toEqual([{ unitPrice: Money.ofKopecks(250), quantity: 3 }]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 99 }), (kopecks, quantity, cut) => {
        const split = piecesOf(Money.ofKopecks(kopecks), quantity);
        const at = cut % (quantity + 1);
        const parts = [...piecesSlice(split, 0, at), ...piecesSlice(split, at, quantity - at)];
        expect(parts.reduce((sum, item) => sum + item.unitPrice.kopecks * item.quantity, 0)).toBe(kopecks);
      }),
    );
  });
});
