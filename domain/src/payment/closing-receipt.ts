import { Money } from '../money/money.value-object';
import type { Order } from '../order/order.entity';
import type { Refund } from './payment';
import { refundable, type RefundReceiptItem } from './refund-plan';

/** The stages at which a prepaid order is handed over: 54-FZ then wants the closing receipt. */
const HANDED_OVER = ['delivered', 'picked_up'] as const;

/** A paid order the customer now has: «Доставлен» or «Получен». */
export const isHandedOver = (order: Pick<Order, 'status' | 'fulfilmentStage'>): boolean =>
  order.status === 'paid' && (HANDED_OVER as readonly string[]).includes(order.fulfilmentStage ?? '');

/** What the closing receipt («чек зачёта предоплаты») settles: the prepayment kept and the items handed over. */
export interface ClosingReceiptContent {
  readonly amount: Money;
  readonly items: readonly RefundReceiptItem[];
}

/**
 * The items handed over, full payment of the prepayment kept (captured less the refunds that went
 * through): the lines left when they add up to it, else one line for the order (amounts were returned).
 */
export const closingReceiptContent = (order: Order, captured: Money, refunds: readonly Refund[]): ClosingReceiptContent | null => {
  const left = refundable(order, captured, refunds);
  if (left.amount.isZero()) return null;
  const items = left.lines.map((line) => ({ description: line.title, quantity: line.quantity, unitPrice: line.unitPrice, subject: line.subject }));
  const byLines = Money.sum(items.map((item) => item.unitPrice.multiply(item.quantity))).equals(left.amount);
  return {
    amount: left.amount,
    items: byLines ? items : [{ description: `Заказ №${order.id}`, quantity: 1, unitPrice: left.amount, subject: 'commodity' }],
  };
};
