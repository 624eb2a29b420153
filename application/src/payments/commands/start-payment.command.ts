import {
  Money,
  ORDER_ERRORS,
  PAYMENT_ERRORS,
  capturesAtOnce,
  err,
  ok,
  parsePaymentMethod,
  orderReceiptItems,
  planPayment,
  type Order,
  type PaymentMethod,
  type Result,
  type ShopError,
} from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { OrderRepository } from '../../orders/order.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { PaymentGateway, type ReceiptCustomer, type ReceiptLine } from '../payment-gateway.port';
import { PaymentRepository } from '../payment.repository.port';
import { PaymentReturnLinks } from '../payment-return-links';

/** The order's items at their prices after the promo discount, and the delivery as a service line; they add up to the payable total. */
export const receiptLines = (order: Order): ReceiptLine[] =>
  orderReceiptItems(order).map(({ title, quantity, unitPrice, subject }) => ({ description: title, quantity, unitPrice, subject }));

/**
 * Whom the provider mails the receipt: the account's e-mail, as every mail of the order (the one
 * given at checkout is a contact for the shop, never mailed), and the checkout's phone.
 */
export async function receiptCustomer(order: Order, users: UserRepository): Promise<ReceiptCustomer> {
  const email = (await users.findById(order.customerId))?.email ?? null;
  return { email, phone: order.contact?.phone ?? null };
}

/**
 * The customer's Pay button, with the method they chose. Under the order's row lock: an open
 * payment by that method for exactly the amount now due, young enough to pay, is handed out again;
 * otherwise the open ones, of any method, are superseded (a hold is released, never captured; money
 * a superseded SBP payment still takes is refunded) and one new payment is created. So a storm of
 * presses makes one payment, and an order has one open payment whatever the methods.
 */
export class StartPayment {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly payments: PaymentRepository,
    private readonly users: UserRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly returnLinks: PaymentReturnLinks,
  ) {}

  async execute(customerId: number, orderId: number, requestedMethod?: unknown): Promise<Result<{ confirmationUrl: string }, ShopError>> {
    const method = parsePaymentMethod(requestedMethod);
    if (method === null) return err(PAYMENT_ERRORS.unknownMethod);
    return this.transaction.run(async () => {
      const order = await this.orders.loadForUpdate(orderId);
      if (!order?.isOwnedBy(customerId)) return err(ORDER_ERRORS.notFound);
      const due = order.paymentDue();
      if (!due.ok) return due;
      const at = this.clock.now();
      const plan = planPayment(await this.payments.ofOrder(orderId), due.value, method, at);
      if ('reuse' in plan) return ok({ confirmationUrl: plan.reuse.confirmationUrl as string });
      await this.payments.supersede(plan.supersede.map((payment) => payment.supersede(at)));
      return this.create(order, due.value, method);
    });
  }

  private async create(order: Order, amount: Money, method: PaymentMethod): Promise<Result<{ confirmationUrl: string }, ShopError>> {
    const idempotenceKey = await this.payments.openAttempt(order.id, amount, method);
    const outcome = await this.gateway.create({
      idempotenceKey,
      method,
      capture: capturesAtOnce(method),
      orderId: order.id,
      amount,
      description: `Заказ №${order.id}`,
      returnUrl: this.returnLinks.url(order.id),
      customer: await receiptCustomer(order, this.users),
      receiptLines: receiptLines(order),
    });
    if (outcome.kind === 'retryable') return err(PAYMENT_ERRORS.providerUnavailable);
    if (outcome.kind === 'rejected') {
      await this.payments.closeAttempt(idempotenceKey, 'failed');
      return err(PAYMENT_ERRORS.rejected);
    }
    // Recorded by the method asked for: the provider names it only once the customer paid.
    await this.payments.record({ ...outcome.value, method }, this.gateway.provider);
    await this.payments.closeAttempt(idempotenceKey, 'created');
    if (!outcome.value.confirmationUrl) return err(PAYMENT_ERRORS.rejected);
    return ok({ confirmationUrl: outcome.value.confirmationUrl });
  }
}
