import { Money, ORDER_ERRORS, PAYMENT_ERRORS, err, ok, type ShopError, type Order, type Result } from '@shop/domain';
import { OrderReadModel } from '../../orders/order.read-model.port';
import { PaymentGateway, type ReceiptLine } from '../payment-gateway.port';
import { PaymentRepository } from '../payment.repository.port';

const DELIVERY_LINE = 'Доставка заказа';

/** One line per order line and the delivery as a service line; they add up to the payable total. */
export function receiptLines(order: Order): ReceiptLine[] {
  const lines: ReceiptLine[] = order.lines.map((line) => ({ description: line.title, quantity: line.quantity, unitPrice: line.unitPrice, subject: 'commodity' }));
  const delivery = order.deliveryPrice ?? Money.ZERO;
  return delivery.isZero() ? lines : [...lines, { description: DELIVERY_LINE, quantity: 1, unitPrice: delivery, subject: 'service' }];
}

/**
 * The customer's Pay button: an order of theirs that the order itself says is payable gets one
 * payment at the provider; pressing again while it waits returns the same confirmation address.
 */
export class StartPayment {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly publicUrl: string,
  ) {}

  async execute(customerId: number, orderId: number): Promise<Result<{ confirmationUrl: string }, ShopError>> {
    const found = await this.orders.byId(orderId);
    if (!found?.order.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
    const { order, account } = found;
    const due = order.paymentDue();
    if (!due.ok) return due;

    const waiting = await this.payments.pendingPayment(orderId);
    if (waiting) return ok({ confirmationUrl: waiting.confirmationUrl });

    const idempotenceKey = await this.payments.openAttempt(orderId, due.value);
    const outcome = await this.gateway.create({
      idempotenceKey,
      orderId,
      amount: due.value,
      description: `Заказ №${orderId}`,
      returnUrl: `${this.publicUrl}/thanks?order=${orderId}`,
      customer: { email: order.contact?.email ?? account.email, phone: order.contact?.phone ?? null },
      receiptLines: receiptLines(order),
    });
    if (outcome.kind === 'retryable') return err(PAYMENT_ERRORS.providerUnavailable);
    if (outcome.kind === 'rejected') {
      await this.payments.closeAttempt(idempotenceKey, 'failed');
      return err(PAYMENT_ERRORS.rejected);
    }
    await this.payments.savePayment(outcome.payment, this.gateway.provider);
    await this.payments.closeAttempt(idempotenceKey, 'created');
    if (!outcome.payment.confirmationUrl) return err(PAYMENT_ERRORS.rejected);
    return ok({ confirmationUrl: outcome.payment.confirmationUrl });
  }
}
