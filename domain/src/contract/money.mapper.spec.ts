import { Money } from '../money/money.value-object';
import { moneyFromWire, moneyOf, wireRoubles } from './money.mapper';

describe('money on the wire', () => {
  it('travels as roubles with at most two decimals, and back to the kopeck', () => {
    expect([wireRoubles(Money.ofKopecks(45_050)), wireRoubles(null)]).toEqual([450.5, 0]);
    expect(moneyFromWire(450.5)?.kopecks).toBe(45_050);
    expect(moneyFromWire(1.005)?.kopecks).toBe(101);
  });

  it('reads an amount the server should never send as none, or as 0 where a page must go on', () => {
    for (const roubles of [-1, Number.NaN, null, undefined]) {
      expect({ roubles, money: moneyFromWire(roubles) }).toEqual({ roubles, money: null });
      expect(moneyOf(roubles).isZero()).toBe(true);
    }
    expect(moneyOf(8000).kopecks).toBe(800_000);
  });
});
