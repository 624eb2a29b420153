import {
  ORDER_ERRORS,
  PAYMENT_ERRORS,
  err,
  ok,
  planRefund,
  refundChoice,
  refundChoiceText,
  refundReason,
  returnsEverything,
  type Money,
  type Order,
  type Refund,
  type RefundChoiceInput,
  type RefundPlan,
  type RefundStatus,
  type Result,
  type ShopError,
} from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { OrderNotifier } from '../../orders/order-notifier.service';
import { OrderRepository } from '../../orders/order.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { StockReservations } from '../../stock/stock-reservations.service';
import { partialRefundKey, refundKey } from '../idempotence-keys';
import { PaymentGateway, type GatewayRefund } from '../payment-gateway.port';
import { PaymentRepository } from '../payment.repository.port';
import { receiptCustomer } from './start-payment.command';

export interface RefundAnswer {
  readonly refundId: string;
  readonly status: RefundStatus;
  readonly amount: Money;
}

/** What the admin sends: the reason, and lines or an amount (neither: everything left). */
export interface RefundInput extends RefundChoiceInput {
  readonly reason: unknown;
}

/** YooKassa keeps at most 250 characters of a refund's description. */
const MAX_DESCRIPTION_LENGTH = 250;

/**
 * The admin returns a paid order's money: all that is left, chosen lines, or an amount. Under the
 * order's row lock the refund is planned against the captured amount less every refund that holds
 * money, asked of the provider and recorded before the lock is let go; a refusal records nothing, so
 * the money stays refundable. The Idempotence-Key is the order and the request: any number of
 * presses of one request, parallel or repeated, make one refund and answer with it; two different
 * requests both go through only while they fit. The refund that returns the last kopeck makes the
 * order refunded.
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

  async execute(adminId: number, orderId: number, input: RefundInput): Promise<Result<RefundAnswer, ShopError>> {
    const text = refundReason(input.reason);
    if (text === null) return err(PAYMENT_ERRORS.refundReasonRequired);
    const choice = refundChoice(input);
    if (!choice.ok) return choice;
    const key = choice.value.kind === 'full' ? refundKey(orderId) : partialRefundKey(orderId, `${refundChoiceText(choice.value)}\n${text}`);
    const result = await this.transaction.run(async (): Promise<Result<Refund, ShopError>> => {
      const order = await this.orders.loadForUpdate(orderId);
      if (!order) return err(ORDER_ERRORS.notFound);
      const refunds = await this.payments.refundsOf(orderId);
      const existing = refunds.find((refund) => refund.key === key);
      if (existing) return ok(existing);
      const now = this.clock.now();
      const allowed = order.refund(now);
      if (!allowed.ok) return allowed;
      const paymentId = order.payment?.paymentId;
      if (!paymentId) return err(ORDER_ERRORS.notPaid);
      const captured = (await this.payments.receipt(paymentId))?.amount ?? order.totalPayable();
      const plan = planRefund(order, captured, refunds, choice.value);
      if (!plan.ok) return plan;
      const made = await this.askProvider(order, paymentId, key, plan.value, text);
      if (!made.ok) return made;
      const refund: Refund = { ...made.value, orderId, key, lines: plan.value.lines, reason: text, createdAt: now };
      await this.payments.saveRefund(refund);
      if (refund.status === 'succeeded') await this.applied(order, refund, captured, [...refunds, refund], adminId);
      return ok(refund);
    });
    if (!result.ok) return result;
    const { id, status, amount } = result.value;
    return ok({ refundId: id, status, amount });
  }

  /** A refund the provider finished after answering (refund.succeeded or canceled). */
  settle(reported: GatewayRefund): Promise<Order | null> {
    return this.transaction.run(async () => {
      const orderId = await this.payments.orderOf(reported.paymentId);
      const order = orderId === null ? null : await this.orders.loadForUpdate(orderId);
      const refunds = orderId === null ? [] : await this.payments.refundsOf(orderId);
      const stored = refunds.find((refund) => refund.id === reported.id);
      if (!order || !stored || stored.status === reported.status) return null;
      const settled: Refund = { ...stored, status: reported.status };
      await this.payments.saveRefund(settled);
      if (settled.status !== 'succeeded' || !order.payment) return null;
      const captured = (await this.payments.receipt(order.payment.paymentId))?.amount ?? order.totalPayable();
      const now = refunds.map((refund) => (refund.id === settled.id ? settled : refund));
      return this.applied(order, settled, captured, now, null);
    });
  }

  /** A refund that went through: the customer is told; the last one makes the order refunded and frees its stock. */
  private async applied(order: Order, refund: Refund, captured: Money, refunds: readonly Refund[], adminId: number | null): Promise<Order | null> {
    const everything = returnsEverything(captured, refunds);
    await this.notifier.refunded(order, refund, everything);
    if (!everything) return null;
    const refunded = order.refund(this.clock.now());
    if (!refunded.ok) return null;
    await this.stock.release(order, refunded.value);
    await this.orders.save(refunded.value, adminId);
    await this.notifier.record(refunded.value);
    return refunded.value;
  }

  private async askProvider(
    order: Order,
    paymentId: string,
    idempotenceKey: string,
    plan: RefundPlan,
    reason: string,
  ): Promise<Result<Pick<Refund, 'id' | 'paymentId' | 'amount' | 'status'>, ShopError>> {
    const outcome = await this.gateway.refund({
      idempotenceKey,
      paymentId,
      amount: plan.amount,
      description: `Возврат по заказу №${order.id}: ${reason}`.slice(0, MAX_DESCRIPTION_LENGTH),
      customer: await receiptCustomer(order, this.users),
      receiptLines: plan.receipt,
    });
    if (outcome.kind === 'retryable') return err(PAYMENT_ERRORS.providerUnavailable);
    if (outcome.kind === 'rejected') return err(PAYMENT_ERRORS.refundRejected);
    const { id, amount, status } = outcome.value;
    return ok({ id, paymentId, amount, status });
  }
}
