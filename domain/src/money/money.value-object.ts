import { err, ok, type Result } from '../shared/result';
import { MONEY_ERRORS, type MoneyError } from './money.errors';
import { decimalRoublesToKopecks } from './roubles.parser';

const KOPECKS_PER_ROUBLE = 100;

/**
 * An amount of roubles held as a non-negative integer number of kopecks. Arithmetic stays in
 * integers, so no sequence of additions and multiplications can gain or lose a kopeck.
 */
export class Money {
  static readonly ZERO = new Money(0);

  private constructor(readonly kopecks: number) {}

  static create(kopecks: number): Result<Money, MoneyError> {
    if (Number.isNaN(kopecks)) return err(MONEY_ERRORS.notANumber);
    if (kopecks < 0) return err(MONEY_ERRORS.negative);
    if (Number.isFinite(kopecks) && !Number.isInteger(kopecks)) return err(MONEY_ERRORS.notInteger);
    if (!Number.isSafeInteger(kopecks)) return err(MONEY_ERRORS.outOfRange);
    return ok(new Money(kopecks === 0 ? 0 : kopecks));
  }

  /** Roubles as they travel on the wire (at most 2 decimals), rounded half up to the kopeck. */
  static fromRoubles(roubles: number): Result<Money, MoneyError> {
    if (Number.isNaN(roubles)) return err(MONEY_ERRORS.notANumber);
    if (roubles < 0) return err(MONEY_ERRORS.negative);
    if (!Number.isFinite(roubles)) return err(MONEY_ERRORS.outOfRange);
    const text = String(roubles);
    // Exponent notation only appears below 1e-6 (rounds to 0 kopecks) or from 1e21 (too large).
    if (text.includes('e')) return roubles < 1 ? ok(Money.ZERO) : err(MONEY_ERRORS.outOfRange);
    return Money.create(decimalRoublesToKopecks(text));
  }

  /** For constants and trusted values only: an invalid amount here is a bug and throws. */
  static ofKopecks(kopecks: number): Money {
    const result = Money.create(kopecks);
    if (!result.ok) throw new RangeError(`${result.error.code}: ${kopecks}`);
    return result.value;
  }

  /** For constants from the spec such as Money.ofRoubles(5000); throws on an invalid amount. */
  static ofRoubles(roubles: number): Money {
    const result = Money.fromRoubles(roubles);
    if (!result.ok) throw new RangeError(`${result.error.code}: ${roubles}`);
    return result.value;
  }

  static sum(amounts: readonly Money[]): Money {
    return amounts.reduce((total, amount) => total.add(amount), Money.ZERO);
  }

  add(other: Money): Money {
    return Money.ofKopecks(this.kopecks + other.kopecks);
  }

  /** Multiplies by a count of items; a non-integer or negative count is a bug and throws. */
  multiply(quantity: number): Money {
    if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Quantity must be a whole number ≥ 0: ${quantity}`);
    return Money.ofKopecks(this.kopecks * quantity);
  }

  isZero(): boolean {
    return this.kopecks === 0;
  }

  isLessThan(other: Money): boolean {
    return this.kopecks < other.kopecks;
  }

  equals(other: Money): boolean {
    return this.kopecks === other.kopecks;
  }

  /** Roubles for the wire: 45050 kopecks → 450.5. */
  toRoubles(): number {
    return this.kopecks / KOPECKS_PER_ROUBLE;
  }
}
