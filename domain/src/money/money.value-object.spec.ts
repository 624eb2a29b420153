import fc from 'fast-check';
import { MONEY_ERRORS } from './money.errors';
import { Money } from './money.value-object';

const kopecksOf = (roubles: number): number | string => {
  const result = Money.fromRoubles(roubles);
  return result.ok ? result.value.kopecks : result.error.code;
};

describe('Money', () => {
  describe('create', () => {
    it('holds a whole, non-negative number of kopecks', () => {
      const result = Money.create(45050);
      expect(result.ok && result.value.kopecks).toBe(45050);
    });

    it.each([
      [1.5, MONEY_ERRORS.notInteger],
      [-1, MONEY_ERRORS.negative],
      [Number.NaN, MONEY_ERRORS.notANumber],
      [Number.POSITIVE_INFINITY, MONEY_ERRORS.outOfRange],
      [Number.MAX_SAFE_INTEGER + 1, MONEY_ERRORS.outOfRange],
    ])('refuses %p', (kopecks, error) => {
      expect(Money.create(kopecks)).toEqual({ ok: false, error });
    });

    it('normalises -0 to 0', () => {
      const result = Money.create(-0);
      expect(result.ok && Object.is(result.value.kopecks, 0)).toBe(true);
    });
  });

  describe('fromRoubles', () => {
    it.each([
      [450.5, 45050],
      [8000, 800000],
      [0.01, 1],
      [0, 0],
      [1.005, 101],
      [1.004, 100],
      [2.675, 268],
      [0.1 + 0.2, 30],
      [1e-7, 0],
      [19.999, 2000],
    ])('%p ₽ → %p kopecks, rounded half up on the written digits', (roubles, kopecks) => {
      expect(kopecksOf(roubles)).toBe(kopecks);
    });

    it.each([
      [-0.01, 'MONEY.NEGATIVE'],
      [Number.NaN, 'MONEY.NOT_A_NUMBER'],
      [Number.POSITIVE_INFINITY, 'MONEY.OUT_OF_RANGE'],
      [1e21, 'MONEY.OUT_OF_RANGE'],
      [1e15, 'MONEY.OUT_OF_RANGE'],
    ])('refuses %p', (roubles, code) => {
      expect(kopecksOf(roubles)).toBe(code);
    });

    it('round-trips every kopeck amount through the wire', () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (kopecks) => kopecksOf(Money.ofKopecks(kopecks).toRoubles()) === kopecks));
    });
  });

  it('ofKopecks and ofRoubles throw on invalid constants (a bug)', () => {
    expect(Money.ofRoubles(5000).kopecks).toBe(500000);
    expect(() => Money.ofKopecks(0.5)).toThrow(RangeError);
    expect(() => Money.ofRoubles(-1)).toThrow('MONEY.NEGATIVE');
  });

  it('adds, multiplies by whole quantities and sums in integers', () => {
    const price = Money.ofKopecks(45050);
    expect(price.add(Money.ofKopecks(50)).kopecks).toBe(45100);
    expect(price.multiply(3).kopecks).toBe(135150);
    expect(price.multiply(0).isZero()).toBe(true);
    expect(Money.sum([price, price, Money.ZERO]).kopecks).toBe(90100);
    expect(Money.sum([]).equals(Money.ZERO)).toBe(true);
  });

  it('refuses to multiply by a fraction or a negative count', () => {
    expect(() => Money.ofKopecks(100).multiply(1.5)).toThrow(RangeError);
    expect(() => Money.ofKopecks(100).multiply(-1)).toThrow(RangeError);
  });

  it('refuses to overflow the safe integer range', () => {
    expect(() => Money.ofKopecks(Number.MAX_SAFE_INTEGER).add(Money.ofKopecks(1))).toThrow('MONEY.OUT_OF_RANGE');
  });

  it('compares amounts', () => {
    expect(Money.ofKopecks(1).isLessThan(Money.ofKopecks(2))).toBe(true);
    expect(Money.ofKopecks(2).isLessThan(Money.ofKopecks(2))).toBe(false);
    expect(Money.ofKopecks(2).equals(Money.ofKopecks(2))).toBe(true);
  });

  it('gives roubles for the wire', () => {
    expect(Money.ofKopecks(45050).toRoubles()).toBe(450.5);
    expect(Money.ofKopecks(1).toRoubles()).toBe(0.01);
  });

  it('addition is exact and associative on any amounts', () => {
    const amount = fc.integer({ min: 0, max: 1e12 }).map((k) => Money.ofKopecks(k));
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        const left = a.add(b).add(c);
        return left.equals(a.add(b.add(c))) && left.kopecks === a.kopecks + b.kopecks + c.kopecks;
      }),
    );
  });
});
