import { Money } from '../money/money.value-object';
import { formatCustomerRoubles } from '../money/money.format';
import type { Order } from '../order/order.entity';
import { piecesOf, piecesSlice } from '../promo/discount-spread.rules';
import { err, ok, type Result } from '../shared/result';
import type { Refund, RefundedLine } from './payment';
import { PAYMENT_ERRORS, type PaymentError } from './payment.errors';

/** The `line_id` the admin names the delivery by: order lines have ids from 1. */
export const DELIVERY_LINE_ID = 0;

const DELIVERY_TITLE = 'Доставка заказа';

/** What the admin asks to return: everything left, chosen lines, or an amount. */
export type RefundChoice =
  { readonly kind: 'full' } | { readonly kind: 'lines'; readonly lines: readonly RefundedLine[] } | { readonly kind: 'amount'; readonly amount: Money };

/** One line of the 54-FZ refund receipt (the unit price times the quantity, summed, is the amount). */
export interface RefundReceiptItem {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly subject: 'commodity' | 'service';
}

/** A line of the order with what is still returnable of it. */
export interface RefundableLine {
  readonly lineId: number;
  readonly title: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly subject: 'commodity' | 'service';
}

/** What may still be returned of a captured payment, given the refunds already made or under way. */
export interface Refundable {
  readonly amount: Money;
  readonly lines: readonly RefundableLine[];
}

/** A refund decided under the order's row lock, before the provider is asked. */
export interface RefundPlan {
  readonly amount: Money;
  readonly lines: readonly RefundedLine[];
  readonly receipt: readonly RefundReceiptItem[];
  /** The payment is returned in full with it: the order becomes refunded. */
  readonly closesPayment: boolean;
}

/** Refunds that hold money: the provider has not canceled them. */
const holdingMoney = (refunds: readonly Refund[]): Refund[] => refunds.filter((refund) => refund.status !== 'canceled');

/**
 * The order's 54-FZ items: each line at its price after the promo discount (a line whose discounted
 * total does not divide by its quantity is two items, the dearer pieces first), then the delivery as
 * a service. Their prices times quantities add up to the payable total to the kopeck.
 */
export const orderReceiptItems = (order: Order): RefundableLine[] => {
  const totals = order.discountedLineTotals();
  const goods: RefundableLine[] = order.lines.flatMap((line, index) =>
    piecesOf(totals[index], line.quantity).map((pieces) => ({ lineId: line.id ?? -1, title: line.title, ...pieces, subject: 'commodity' as const })),
  );
  const delivery = order.deliveryPrice ?? Money.ZERO;
  if (delivery.isZero()) return goods;
  return [...goods, { lineId: DELIVERY_LINE_ID, title: DELIVERY_TITLE, quantity: 1, unitPrice: delivery, subject: 'service' }];
};

/** The items of one line (or the delivery) from piece `from` on, `count` pieces: a refund takes a line's pieces in order. */
const itemsSlice = (items: readonly RefundableLine[], from: number, count: number): RefundableLine[] => {
  const [first] = items;
  return first ? piecesSlice(items, from, count).map((pieces) => ({ ...first, ...pieces })) : [];
};

const itemsOf = (items: readonly RefundableLine[], lineId: number): RefundableLine[] => items.filter((item) => item.lineId === lineId);

const piecesCount = (items: readonly RefundableLine[]): number => items.reduce((count, item) => count + item.quantity, 0);

/** Captured money less every refund that holds money; each line less the quantities returned of it. */
export const refundable = (order: Order, captured: Money, refunds: readonly Refund[]): Refundable => {
  const holding = holdingMoney(refunds);
  const returned = Money.sum(holding.map((refund) => refund.amount));
  const items = orderReceiptItems(order);
  const returnedOf = (lineId: number): number =>
    holding.flatMap((refund) => refund.lines).reduce((count, line) => (line.lineId === lineId ? count + line.quantity : count), 0);
  return {
    amount: returned.isLessThan(captured) ? Money.ofKopecks(captured.kopecks - returned.kopecks) : Money.ZERO,
    lines: [...new Set(items.map((item) => item.lineId))].flatMap((lineId) => {
      const ofLine = itemsOf(items, lineId);
      const returnedPieces = returnedOf(lineId);
      return itemsSlice(ofLine, returnedPieces, Math.max(0, piecesCount(ofLine) - returnedPieces));
    }),
  };
};

const asReceipt = (line: RefundableLine, quantity: number): RefundReceiptItem => ({
  description: line.title,
  quantity,
  unitPrice: line.unitPrice,
  subject: line.subject,
});

/** One receipt line for money returned that no line accounts for. */
const amountReceipt = (orderId: number, amount: Money): RefundReceiptItem[] => [
  { description: `Возврат по заказу №${orderId}`, quantity: 1, unitPrice: amount, subject: 'service' },
];

const exceeds = (left: Money): PaymentError => PAYMENT_ERRORS.refundExceedsLeft(formatCustomerRoubles(left));

const planLines = (order: Order, left: Refundable, chosen: readonly RefundedLine[]): Result<RefundPlan, PaymentError> => {
  const merged = new Map<number, number>();
  for (const line of chosen) merged.set(line.lineId, (merged.get(line.lineId) ?? 0) + line.quantity);
  const receipt: RefundReceiptItem[] = [];
  for (const [lineId, quantity] of merged) {
    if (!Number.isInteger(quantity) || quantity < 1) return err(PAYMENT_ERRORS.refundLinesInvalid);
    const known = orderReceiptItems(order).find((line) => line.lineId === lineId);
    if (!known) return err(PAYMENT_ERRORS.refundLineNotInOrder(lineId));
    const open = itemsOf(left.lines, lineId);
    if (piecesCount(open) < quantity) return err(PAYMENT_ERRORS.refundLineExceedsLeft(known.title, piecesCount(open)));
    receipt.push(...itemsSlice(open, 0, quantity).map((line) => asReceipt(line, line.quantity)));
  }
  if (receipt.length === 0) return err(PAYMENT_ERRORS.refundLinesInvalid);
  const amount = Money.sum(receipt.map((item) => item.unitPrice.multiply(item.quantity)));
  if (left.amount.isLessThan(amount)) return err(exceeds(left.amount));
  const lines = [...merged].map(([lineId, quantity]) => ({ lineId, quantity })).sort((a, b) => a.lineId - b.lineId);
  return ok({ amount, lines, receipt, closesPayment: amount.equals(left.amount) });
};

/**
 * What a refund returns and the receipt that says so. Everything left: the lines left when they add
 * up to the money left, else one line for the money (amounts were returned before). Chosen lines:
 * each within what is left of it, the sum within the money left. An amount: within the money left.
 */
export const planRefund = (order: Order, captured: Money, refunds: readonly Refund[], choice: RefundChoice): Result<RefundPlan, PaymentError> => {
  const left = refundable(order, captured, refunds);
  if (left.amount.isZero()) return err(PAYMENT_ERRORS.refundNothingLeft);
  if (choice.kind === 'lines') return planLines(order, left, choice.lines);
  if (choice.kind === 'amount') {
    if (choice.amount.isZero()) return err(PAYMENT_ERRORS.refundAmountInvalid);
    if (left.amount.isLessThan(choice.amount)) return err(exceeds(left.amount));
    return ok({ amount: choice.amount, lines: [], receipt: amountReceipt(order.id, choice.amount), closesPayment: choice.amount.equals(left.amount) });
  }
  const linesLeft = Money.sum(left.lines.map((line) => line.unitPrice.multiply(line.quantity)));
  const byLines = linesLeft.equals(left.amount);
  return ok({
    amount: left.amount,
    lines: byLines ? [...new Set(left.lines.map((line) => line.lineId))].map((lineId) => ({ lineId, quantity: piecesCount(itemsOf(left.lines, lineId)) })) : [],
    receipt: byLines ? left.lines.map((line) => asReceipt(line, line.quantity)) : amountReceipt(order.id, left.amount),
    closesPayment: true,
  });
};

/** Whether the refunds that went through return all the captured money. */
export const returnsEverything = (captured: Money, refunds: readonly Refund[]): boolean =>
  !Money.sum(refunds.filter((refund) => refund.status === 'succeeded').map((refund) => refund.amount)).isLessThan(captured);

/** «Частичный возврат 1 500 ₽» while part of a paid order's money went back; null otherwise. */
export const partialRefundNote = (captured: Money, refunds: readonly Refund[]): string | null => {
  const returned = Money.sum(refunds.filter((refund) => refund.status === 'succeeded').map((refund) => refund.amount));
  if (returned.isZero() || !returned.isLessThan(captured)) return null;
  return `Частичный возврат ${formatCustomerRoubles(returned)}`;
};

/** The refund request's parts as they came over the wire (validated for shape by the adapter). */
export interface RefundChoiceInput {
  readonly lines?: readonly { readonly line_id: number; readonly quantity: number }[];
  /** Roubles, at most 2 decimals. */
  readonly amount?: number;
}

/** No lines and no amount: everything left; lines or an amount, never both. */
export const refundChoice = ({ lines, amount }: RefundChoiceInput): Result<RefundChoice, PaymentError> => {
  if (lines !== undefined && amount !== undefined) return err(PAYMENT_ERRORS.refundChoiceAmbiguous);
  if (lines !== undefined) {
    const valid =
      lines.length > 0 &&
      lines.every((line) => Number.isSafeInteger(line.line_id) && line.line_id >= 0 && Number.isSafeInteger(line.quantity) && line.quantity >= 1);
    return valid
      ? ok({ kind: 'lines', lines: lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })) })
      : err(PAYMENT_ERRORS.refundLinesInvalid);
  }
  if (amount === undefined) return ok({ kind: 'full' });
  const money = Money.fromRoubles(amount);
  if (!money.ok || money.value.isZero() || money.value.toRoubles() !== amount) return err(PAYMENT_ERRORS.refundAmountInvalid);
  return ok({ kind: 'amount', amount: money.value });
};

/** The same choice always writes the same text (lines in order, quantities summed): the refund's identity with its reason. */
export const refundChoiceText = (choice: RefundChoice): string => {
  if (choice.kind === 'full') return 'full';
  if (choice.kind === 'amount') return `amount:${choice.amount.kopecks}`;
  const merged = new Map<number, number>();
  for (const line of choice.lines) merged.set(line.lineId, (merged.get(line.lineId) ?? 0) + line.quantity);
  return `lines:${[...merged]
    .sort(([a], [b]) => a - b)
    .map(([lineId, quantity]) => `${lineId}x${quantity}`)
    .join(',')}`;
};
