import { Payment, isPaymentStatusChange, type Order, type ReleaseReason } from '@shop/domain';
import { UserRepository } from '../../accounts/user.repository.port';
import { OrderNotifier } from '../../orders/order-notifier.service';
import { OrderRepository } from '../../orders/order.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { captureKey, releaseKey, staleRefundKey } from '../idempotence-keys';
import { PaymentGateway, type GatewayOutcome, type GatewayPayment } from '../payment-gateway.port';
import { PaymentRepository, type IncomingEvent } from '../payment.repository.port';
import { RefundOrder } from './refund-order.command';
import { receiptCustomer } from './start-payment.command';

export interface NotificationLog {
  /** Money arrived that the shop could not apply: the admin must look. */
  incident(message: string, details: Record<string, unknown>): void;
  failure(message: string, details: Record<string, unknown>): void;
  info(message: string, details: Record<string, unknown>): void;
}

/** What became of a notification (stored on it, for the record and the retry job). */
export type NotificationOutcome =
  | 'paid'
  /** The hold was released: the order changed, was paid by another payment, or cannot be paid. */
  | 'released'
  | 'already-applied'
  | 'payment-failed'
  | 'pending'
  | 'unknown-order'
  /** Refused by the order (amount differs, order canceled meanwhile…): kept and flagged for the admin. */
  | 'incident'
  /** A one-stage payment took money the order no longer wanted: all of it was refunded, the shop alerted. */
  | 'stale-refunded'
  | 'refund-applied'
  | 'no-object-id'
  | 'unknown-object';

interface Applied {
  readonly outcome: NotificationOutcome;
}

/** The provider did not answer a capture or a cancel: the notification is taken up again later. */
class ProviderUnavailable extends Error {}

const RELEASE_NOTES: { readonly [R in ReleaseReason]: string } = {
  superseded: 'a newer payment replaced it',
  'already-paid': 'another payment of the order was captured',
  'order-not-payable': 'the order cannot be paid now',
  'amount-differs': "the amount is not the order's payable total",
};

/**
 * Provider notifications: stored first, then confirmed by asking the provider (the body alone is
 * never trusted) and applied once, under the order's row lock. A payment waiting for capture is
 * captured only when the order still takes exactly that money; otherwise its hold is released.
 */
export class HandlePaymentNotification {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly payments: PaymentRepository,
    private readonly orders: OrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly refunds: RefundOrder,
    private readonly users: UserRepository,
    private readonly notifier: OrderNotifier,
    private readonly clock: Clock,
    private readonly log: NotificationLog,
  ) {}

  /** Records the notification; the caller answers the provider and then calls `apply`. */
  receive(event: IncomingEvent): Promise<number> {
    return this.payments.recordEvent(event);
  }

  /** Applies a recorded notification; left unfinished on failure, so the retry job takes it up again. */
  async apply(eventId: number, event: string | null, objectId: string | null): Promise<NotificationOutcome | 'retry'> {
    const applied = await this.confirmAndApply(event, objectId).catch((error: unknown) => {
      this.log.failure('payment notification not applied', { eventId, objectId, reason: error instanceof Error ? error.message : String(error) });
      return null;
    });
    if (!applied) return 'retry';
    await this.payments.finishEvent(eventId, applied.outcome);
    return applied.outcome;
  }

  private async confirmAndApply(event: string | null, objectId: string | null): Promise<Applied> {
    if (!objectId) return { outcome: 'no-object-id' };
    if (event?.startsWith('refund.')) return this.applyRefund(objectId);
    const payment = await this.gateway.fetch(objectId);
    if (!payment) return { outcome: 'unknown-object' };
    const orderId = (await this.payments.orderOf(payment.id)) ?? payment.orderId;
    return this.transaction.run(() => this.applyPayment(payment, orderId));
  }

  private async applyRefund(refundId: string): Promise<Applied> {
    const refund = await this.gateway.fetchRefund(refundId);
    if (!refund) return { outcome: 'unknown-object' };
    const refunded = await this.refunds.settle(refund);
    return { outcome: refunded ? 'refund-applied' : 'already-applied' };
  }

  /** In the order's transaction: the order's row is locked first, then the payment's. */
  private async applyPayment(payment: GatewayPayment, orderId: number | null): Promise<Applied> {
    const order = orderId === null ? null : await this.orders.loadForUpdate(orderId);
    const paymentsOfOrder = orderId === null ? [] : await this.payments.ofOrder(orderId);
    await this.payments.record(payment, this.gateway.provider);
    const stored = paymentsOfOrder.find((p) => p.id === payment.id)?.status ?? 'pending';
    if (!isPaymentStatusChange(stored, payment.status)) return { outcome: 'already-applied' };
    if (!order) {
      await this.payments.update(payment, this.clock.now());
      if (payment.status === 'succeeded') await this.payments.flagIncident(payment.id, 'Оплата без заказа в магазине');
      return { outcome: payment.status === 'succeeded' ? 'unknown-order' : 'pending' };
    }
    switch (payment.status) {
      case 'waiting_for_capture':
        return this.decideHold(order, this.asPayment(payment, paymentsOfOrder), paymentsOfOrder);
      case 'succeeded': {
        const taken = this.asPayment(payment, paymentsOfOrder);
        return taken.isOneStage ? this.decideTaken(order, taken, payment, paymentsOfOrder) : this.markPaid(order, payment);
      }
      case 'canceled':
        await this.payments.update(payment, this.clock.now());
        return { outcome: 'payment-failed' };
      case 'pending':
        return { outcome: 'pending' };
    }
  }

  private asPayment(reported: GatewayPayment, stored: readonly Payment[]): Payment {
    const known = stored.find((p) => p.id === reported.id);
    return Payment.restore({
      id: reported.id,
      orderId: reported.orderId,
      amount: reported.amount,
      status: reported.status,
      method: known?.method ?? reported.method,
      createdAt: known?.createdAt ?? reported.createdAt,
      confirmationUrl: reported.confirmationUrl,
      supersededAt: known?.supersededAt ?? null,
    });
  }

  /**
   * Money a one-stage payment (SBP) took, re-checked under the order's row lock like a hold: it pays
   * the order only if the order still takes exactly it; otherwise all of it goes back (one refund,
   * its key from the payment), the order stays payable for a new payment, and the shop is alerted.
   */
  private async decideTaken(order: Order, payment: Payment, reported: GatewayPayment, paymentsOfOrder: readonly Payment[]): Promise<Applied> {
    const decision = payment.takenDecision(order, paymentsOfOrder);
    if (decision.action === 'keep') return this.markPaid(order, reported);
    const outcome = await this.gateway.refund({
      idempotenceKey: staleRefundKey(payment.id),
      paymentId: payment.id,
      amount: payment.amount,
      description: `Возврат оплаты по заказу №${order.id}: заказ изменился или оплачивается другим платежом`,
      customer: await receiptCustomer(order, this.users),
      // What this payment's receipt sold is not kept apart from the order, which has since changed: one line for the whole amount.
      receiptLines: [{ description: `Оплата заказа №${order.id}`, quantity: 1, unitPrice: payment.amount, subject: 'commodity' }],
    });
    if (outcome.kind === 'retryable') throw new ProviderUnavailable(`the provider did not take the refund: ${outcome.reason}`);
    const now = this.clock.now();
    await this.payments.update(reported, now);
    await this.payments.supersede([payment.refundedAsStale(now)]);
    const refunded = outcome.kind === 'done';
    await this.payments.flagIncident(
      payment.id,
      refunded
        ? `Оплата СБП пришла после изменения заказа и возвращена автоматически (возврат ${outcome.value.id})`
        : 'Оплата СБП пришла после изменения заказа; автоматический возврат отклонён — верните деньги в личном кабинете ЮKassa',
    );
    await this.notifier.stalePaymentTaken(order, { id: payment.id, amount: payment.amount, refunded });
    this.log.incident('a one-stage payment came for an order that no longer takes it', {
      paymentId: payment.id,
      orderId: order.id,
      reason: RELEASE_NOTES[decision.reason],
      refunded,
    });
    return { outcome: refunded ? 'stale-refunded' : 'incident' };
  }

  private async decideHold(order: Order, payment: Payment, paymentsOfOrder: readonly Payment[]): Promise<Applied> {
    const decision = payment.holdDecision(order, paymentsOfOrder);
    if (decision.action === 'capture') {
      const captured = this.settled(await this.gateway.capture(payment.id, payment.amount, captureKey(payment.id)));
      return this.markPaid(order, captured);
    }
    const released = this.settled(await this.gateway.cancel(payment.id, releaseKey(payment.id)));
    await this.payments.update(released, this.clock.now());
    this.log.info('payment hold released', { paymentId: payment.id, orderId: order.id, reason: RELEASE_NOTES[decision.reason] });
    return { outcome: 'released' };
  }

  /** The provider's answer to a capture or a cancel; a failure rolls the decision back for a retry. */
  private settled(outcome: GatewayOutcome<GatewayPayment>): GatewayPayment {
    if (outcome.kind === 'done') return outcome.value;
    throw new ProviderUnavailable(`the provider did not settle the payment: ${outcome.reason}`);
  }

  private async markPaid(order: Order, payment: GatewayPayment): Promise<Applied> {
    const now = this.clock.now();
    await this.payments.update(payment, now);
    if (payment.status !== 'succeeded') return { outcome: 'payment-failed' };
    const paid = order.markPaid({ paymentId: payment.id, amount: payment.amount, paidAt: now });
    if (!paid.ok) {
      const detail = `${paid.error.message} (заказ в статусе «${order.status}»)`;
      await this.payments.flagIncident(payment.id, detail);
      this.log.incident('payment could not be applied to its order', { paymentId: payment.id, orderId: order.id, detail });
      return { outcome: 'incident' };
    }
    await this.orders.save(paid.value, null);
    await this.notifier.record(paid.value);
    return { outcome: 'paid' };
  }
}
