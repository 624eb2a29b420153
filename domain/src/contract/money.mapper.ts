// Money crosses the wire as roubles (numbers with at most 2 decimals, as the spec shows them);
// everywhere else it is integer kopecks. These two functions are the only crossing, each way.
import { Money } from '../money/money.value-object';

/** An amount for the wire, in roubles: 45050 kopecks → 450.5; none is 0. */
export const wireRoubles = (money: Money | null): number => (money ?? Money.ZERO).toRoubles();

/** An amount from the wire as Money; null for one the server should never send (negative, NaN, absent). */
export const moneyFromWire = (roubles: number | null | undefined): Money | null => {
  const money = typeof roubles === 'number' ? Money.fromRoubles(roubles) : null;
  return money?.ok ? money.value : null;
};

/** An amount from the wire as Money, one the server should never send as 0: a list or a card shows the rest rather than breaking. */
export const moneyOf = (roubles: number | null | undefined): Money => moneyFromWire(roubles) ?? Money.ZERO;

/** What came in less what went out, in roubles for the wire; negative when more went out. */
export const wireBalance = (credit: Money, debit: Money): number =>
  credit.isLessThan(debit) ? -wireRoubles(Money.ofKopecks(debit.kopecks - credit.kopecks)) : wireRoubles(Money.ofKopecks(credit.kopecks - debit.kopecks));
