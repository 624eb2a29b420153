import fc from 'fast-check';
import { isSoldOut, LOW_STOCK_THRESHOLD, pickableCount, stockLabel } from './stock-label.rules';

describe('stock labels', () => {
  it('says «Нет в наличии» at 0 and «Осталось N шт.» from 1 to 3', () => {
    expect(stockLabel(0)).toBe('Нет в наличии');
    expect(stockLabel(1)).toBe('Осталось 1 шт.');
    expect(stockLabel(3)).toBe('Осталось 3 шт.');
  });

  it('says nothing above the threshold or for an item made to order', () => {
    expect(stockLabel(LOW_STOCK_THRESHOLD + 1)).toBeNull();
    expect(stockLabel(null)).toBeNull();
  });

  it('is sold out only at 0, never when made to order', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(null)).toBe(false);
    fc.assert(fc.property(fc.nat(1000), (stock) => isSoldOut(stock) === (stockLabel(stock) === 'Нет в наличии')));
  });
});

describe('pickable count', () => {
  it('is the cap without a stock and the lower of the two with one', () => {
    expect(pickableCount(null, 99)).toBe(99);
    expect(pickableCount(5, 99)).toBe(5);
    expect(pickableCount(500, 99)).toBe(99);
    expect(pickableCount(0, 99)).toBe(0);
  });
});
