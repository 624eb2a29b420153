import { formatCustomerRoubles, formatMoscowDateTime, moneyOf, PAYMENT_METHOD_LABELS, type CustomerOrderDto } from '@shop/domain';

/** One movement of money on an order card. */
export interface MoneyLine {
  /** «Оплачено 13 750 ₽ · СБП» or «Возвращено 13 750 ₽». */
  readonly text: string;
  /** When, on the Moscow clock: '12 мая 2026 г., 14:05 МСК'. */
  readonly at: string;
  /** The shop's reason for a refund. */
  readonly reason: string | null;
  readonly kind: 'paid' | 'refund';
}

const amount = (roubles: number) => formatCustomerRoubles(moneyOf(roubles));

/**
 * What the card was charged and when, then each refund with its date and reason, oldest first:
 * the history says what really moved, which may differ from the goods' sum (delivery is paid too).
 */
export function moneyLines(order: Pick<CustomerOrderDto, 'paid_amount' | 'paid_at' | 'payment_method' | 'refunds'>): MoneyLine[] {
  const method = order.payment_method ? ` · ${PAYMENT_METHOD_LABELS[order.payment_method]}` : '';
  const paid: MoneyLine[] =
    order.paid_amount === null || order.paid_at === null
      ? []
      : [{ text: `Оплачено ${amount(order.paid_amount)}${method}`, at: formatMoscowDateTime(order.paid_at), reason: null, kind: 'paid' }];
  const refunds = order.refunds.map((refund): MoneyLine => ({
    text: `Возвращено ${amount(refund.amount)}`,
    at: formatMoscowDateTime(refund.created_at),
    reason: refund.reason,
    kind: 'refund',
  }));
  return [...paid, ...refunds];
}
