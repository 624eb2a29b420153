import { Money, ORDER_ERRORS, domainError, err, ok, type DomainError, type Order, type Result } from '@shop/domain';
import { PaymentGateway, type ReceiptLine } from './payment-gateway.port';
import { PaymentRepository } from './payment.repository.port';

export const START_PAYMENT_ERRORS = {
  notFound: domainError('ORDER.NOT_FOUND', 'Заказ не найден'),
  unavailable: domainError('PAYMENT.PROVIDER_UNAVAILABLE', 'Платёжный сервис временно недоступен. Попробуйте ещё раз через минуту.'),
  rejected: domainError('PAYMENT.REJECTED', 'Ошибка запуска оплаты'),
} as const;

const DELIVERY_LINE = 'Доставка заказа';

/** One line per order line and the delivery as a service line; they add up to the payable total. */
export function receiptLines(order: Order): ReceiptLine[] {
  const lines: ReceiptLine[] = order.lines.map((line) => ({ description: line.title, quantity: line.quantity, unitPrice: line.unitPrice, subject: 'commodity' }));
  const delivery = order.deliveryPrice ?? Money.ZERO;
  return delivery.isZero() ? lines : [...lines, { description: DELIVERY_LINE, quantity: 1, unitPrice: delivery, subject: 'service' }];
}

/**
 * The customer's Pay button: a confirmed and approved order of theirs gets one payment at the
 * provider; pressing again while it waits returns the same confirmation address.
 */
export class StartPayment {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly publicUrl: string,
  ) {}

  async execute(userId: number, orderId: number): Promise<Result<{ confirmationUrl: string }, DomainError>> {
    const payable = await this.payments.payableOrder(orderId);
    if (!payable || payable.ownerId !== userId) return err(START_PAYMENT_ERRORS.notFound);
    const { order } = payable;
    if (!order.isPayable()) return err(notPayable(order));

    const waiting = await this.payments.pendingPayment(orderId);
    if (waiting) return ok({ confirmationUrl: waiting.confirmationUrl });

    const amount = order.totalPayable();
    const idempotenceKey = await this.payments.openAttempt(orderId, amount.kopecks);
    const outcome = await this.gateway.create({
      idempotenceKey,
      orderId,
      amount,
      description: `Заказ №${orderId}`,
      returnUrl: `${this.publicUrl}/thanks?order=${orderId}`,
      customer: { email: payable.email, phone: payable.phone },
      receiptLines: receiptLines(order),
    });
    if (outcome.kind === 'retryable') return err(START_PAYMENT_ERRORS.unavailable);
    if (outcome.kind === 'rejected') {
      await this.payments.closeAttempt(idempotenceKey, 'failed');
      return err(START_PAYMENT_ERRORS.rejected);
    }
    await this.payments.savePayment(outcome.payment, this.gateway.provider);
    await this.payments.closeAttempt(idempotenceKey, 'created');
    if (!outcome.payment.confirmationUrl) return err(START_PAYMENT_ERRORS.rejected);
    return ok({ confirmationUrl: outcome.payment.confirmationUrl });
  }
}

function notPayable(order: Order): DomainError {
  if (order.status === 'paid') return ORDER_ERRORS.alreadyPaid;
  if (order.status === 'canceled') return ORDER_ERRORS.alreadyCanceled;
  return ORDER_ERRORS.notApproved;
}
