import { ORDER_ERRORS, PAYMENT_ERRORS, err, ok, refundReason, type Order, type Refund, type RefundStatus, type Result, type ShopError } from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { OrderNotifier } from '../../orders/order-notifier.service';
import { OrderRepository } from '../../orders/order.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { StockReservations } from '../../stock/stock-reservations.service';
import { refundKey } from '../idempotence-keys';
import { PaymentGateway, type GatewayRefund } from '../payment-gateway.port';
import { PaymentRepository } from '../payment.repository.port';
import { receiptCustomer, receiptLines } from './start-payment.command';

export interface RefundAnswer {
  readonly refundId: string;
  readonly status: RefundStatus;
}

/** YooKassa keeps at most 250 characters of a refund's description. */
const MAX_DESCRIPTION_LENGTH = 250;

/**
 * The admin returns a paid order's money in full. Under the order's row lock, with an
 * Idempotence-Key derived from the order: any number of presses, parallel or repeated, make one
 * refund at the provider, and every press answers with that refund.
 */
export class RefundOrder {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly orders: OrderRepository,
    private readonly stock: StockReservations,
    private readonly payments: PaymentRepository,
    private readonly users: UserRepository,
    private readonly gateway: PaymentGateway,
    private readonly notifier: OrderNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(adminId: number, orderId: number, reason: unknown): Promise<Result<RefundAnswer, ShopError>> {
    const text = refundReason(reason);
    if (text === null) return err(PAYMENT_ERRORS.refundReasonRequired);
    const result = await this.transaction.run(async (): Promise<Result<Refund, ShopError>> => {
      const order = await this.orders.loadForUpdate(orderId);
      if (!order) return err(ORDER_ERRORS.notFound);
      const existing = await this.payments.refundOf(orderId);
      if (existing) return ok(existing);
      const now = this.clock.now();
      const refunded = order.refund(now);
      if (!refunded.ok) return refunded;
      const made = await this.makeRefund(order, text);
      if (!made.ok) return made;
      const refund: Refund = { ...made.value, orderId, reason: text, createdAt: now };
      await this.payments.saveRefund(refund);
      if (refund.status !== 'succeeded') return ok(refund);
      await this.stock.release(order, refunded.value);
      await this.orders.save(refunded.value, adminId);
      await this.notifier.record(refunded.value);
      return ok(refund);
    });
    if (!result.ok) return result;
    return ok({ refundId: result.value.id, status: result.value.status });
  }

  /** A refund the provider finished after answering (refund.succeeded): the order becomes refunded. */
  settle(reported: GatewayRefund): Promise<Order | null> {
    return this.transaction.run(async () => {
      const orderId = await this.payments.orderOf(reported.paymentId);
      const order = orderId === null ? null : await this.orders.loadForUpdate(orderId);
      const stored = orderId === null ? null : await this.payments.refundOf(orderId);
      if (!order || !stored || stored.id !== reported.id || stored.status === reported.status) return null;
      await this.payments.saveRefund({ ...stored, status: reported.status });
      const refunded = reported.status === 'succeeded' ? order.refund(this.clock.now()) : null;
      if (!refunded?.ok) return null;
      await this.stock.release(order, refunded.value);
      await this.orders.save(refunded.value, null);
      await this.notifier.record(refunded.value);
      return refunded.value;
    });
  }

  private async makeRefund(order: Order, reason: string): Promise<Result<Pick<Refund, 'id' | 'paymentId' | 'amount' | 'status'>, ShopError>> {
    const paymentId = order.payment?.paymentId;
    if (!paymentId) return err(ORDER_ERRORS.notPaid);
    const outcome = await this.gateway.refund({
      idempotenceKey: refundKey(order.id),
      paymentId,
      amount: order.totalPayable(),
      description: `Возврат по заказу №${order.id}: ${reason}`.slice(0, MAX_DESCRIPTION_LENGTH),
      customer: await receiptCustomer(order, this.users),
      receiptLines: receiptLines(order),
    });
    if (outcome.kind === 'retryable') return err(PAYMENT_ERRORS.providerUnavailable);
    if (outcome.kind === 'rejected') return err(PAYMENT_ERRORS.refundRejected);
    const { id, amount, status } = outcome.value;
    return ok({ id, paymentId, amount, status });
  }
}
