import { lineTotal } from '../cart/cart-line.value-object';
import { Money } from '../money/money.value-object';

interface SpreadLine {
  readonly key: string;
  readonly unitPrice: Money;
  readonly quantity: number;
}

/**
 * Each line's total after the discount, in the lines' order. Only eligible lines share it, each in
 * proportion to its total, rounded down to the kopeck; the kopecks left go one each to the lines
 * with the largest remainders (the first such line on a tie). So the totals add up to the goods less
 * the discount exactly, and no line gives more than its own total. The discount is at most the
 * eligible lines' sum (offerDiscount sees to it).
 */
export const spreadDiscount = (lines: readonly SpreadLine[], eligibleKeys: readonly string[], discount: Money): Money[] => {
  const totals = lines.map((line) => BigInt(lineTotal(line).kopecks));
  const eligible = lines.map((line) => eligibleKeys.includes(line.key));
  const base = totals.reduce((sum, total, index) => (eligible[index] ? sum + total : sum), 0n);
  const wanted = BigInt(discount.kopecks);
  if (base === 0n || wanted === 0n) return totals.map((total) => Money.ofKopecks(Number(total)));
  const shares = totals.map((total, index) => (eligible[index] ? (wanted * total) / base : 0n));
  const remainders = totals.map((total, index) => (eligible[index] ? (wanted * total) % base : 0n));
  let left = wanted - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] += 1n;
    left -= 1n;
  }
  return totals.map((total, index) => Money.ofKopecks(Number(total - shares[index])));
};

/** One receipt item: a unit price and how many at it. */
export interface PricedPieces {
  readonly unitPrice: Money;
  readonly quantity: number;
}

/**
 * A line's discounted total as receipt items: one item when it divides by the quantity, else two
 * (some pieces a kopeck dearer) so that price times quantity adds up to the total exactly.
 */
export const piecesOf = (total: Money, quantity: number): PricedPieces[] => {
  const unit = Math.floor(total.kopecks / quantity);
  const dearer = total.kopecks - unit * quantity;
  const items = [
    { unitPrice: Money.ofKopecks(unit + 1), quantity: dearer },
    { unitPrice: Money.ofKopecks(unit), quantity: quantity - dearer },
  ];
  return items.filter((item) => item.quantity > 0);
};

/** The pieces from `from` (0-based) on, `count` of them, of a line split by piecesOf: the dearer pieces come first. */
export const piecesSlice = (pieces: readonly PricedPieces[], from: number, count: number): PricedPieces[] => {
  const result: PricedPieces[] = [];
  let start = 0;
  for (const item of pieces) {
    const end = start + item.quantity;
    const taken = Math.min(end, from + count) - Math.max(start, from);
    if (taken > 0) result.push({ unitPrice: item.unitPrice, quantity: taken });
    start = end;
  }
  return result;
};
