import { isPaymentStatusChange, type Order } from '@shop/domain';
import { OrderNotifier } from '../../orders/order-notifier.service';
import { OrderRepository } from '../../orders/order.repository.port';
import { Clock } from '../../shared/clock.port';
import { TransactionRunner } from '../../shared/transaction.port';
import { PaymentGateway, type GatewayPayment } from '../payment-gateway.port';
import { PaymentRepository, type IncomingEvent } from '../payment.repository.port';

export interface NotificationLog {
  incident(message: string, details: Record<string, unknown>): void;
  failure(message: string, details: Record<string, unknown>): void;
}

/** What became of a notification (stored on it, for the record and the retry job). */
export type NotificationOutcome =
  | 'paid'
  | 'already-applied'
  | 'payment-failed'
  | 'pending'
  | 'unknown-order'
  /** Refused by the order (amount differs, order canceled meanwhile…): kept and flagged for the admin. */
  | 'incident'
  | 'no-payment-id'
  | 'unknown-payment';

type Applied = { readonly outcome: NotificationOutcome; readonly paid?: Order };

/**
 * Provider notifications: stored first, then confirmed by asking the provider for the payment
 * (the notification body alone is never trusted) and applied once: the payment's new status and,
 * on success, the order's move to paid, in one transaction.
 */
export class HandlePaymentNotification {
  constructor(
    private readonly transaction: TransactionRunner,
    private readonly payments: PaymentRepository,
    private readonly orders: OrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly notifier: OrderNotifier,
    private readonly clock: Clock,
    private readonly log: NotificationLog,
  ) {}

  /** Records the notification; the caller answers the provider and then calls `apply`. */
  receive(event: IncomingEvent): Promise<number> {
    return this.payments.recordEvent(event);
  }

  /** Applies a recorded notification; left unfinished on failure, so the retry job takes it up again. */
  async apply(eventId: number, paymentId: string | null): Promise<NotificationOutcome | 'retry'> {
    const applied = await this.confirmAndApply(paymentId).catch((error: unknown) => {
      this.log.failure('payment notification not applied', { eventId, paymentId, reason: error instanceof Error ? error.message : String(error) });
      return null;
    });
    if (!applied) return 'retry';
    await this.payments.finishEvent(eventId, applied.outcome);
    if (applied.paid) await this.notifier.afterChange(applied.paid);
    return applied.outcome;
  }

  private async confirmAndApply(paymentId: string | null): Promise<Applied> {
    if (!paymentId) return { outcome: 'no-payment-id' };
    const payment = await this.gateway.fetch(paymentId);
    if (!payment) return { outcome: 'unknown-payment' };
    return this.transaction.run(() => this.applyPayment(payment));
  }

  private async applyPayment(payment: GatewayPayment): Promise<Applied> {
    const stored = await this.payments.lockPayment(payment, this.gateway.provider);
    if (!isPaymentStatusChange(stored.status, payment.status)) return { outcome: 'already-applied' };
    const now = this.clock.now();
    await this.payments.updatePayment(payment, now);
    if (payment.status === 'canceled') return { outcome: 'payment-failed' };
    if (payment.status !== 'succeeded') return { outcome: 'pending' };

    const orderId = stored.orderId ?? payment.orderId;
    const order = orderId === null ? null : await this.orders.loadForUpdate(orderId);
    if (!order) {
      await this.payments.flagIncident(payment.id, 'Оплата без заказа в магазине');
      return { outcome: 'unknown-order' };
    }
    const paid = order.markPaid({ paymentId: payment.id, amount: payment.amount, paidAt: now });
    if (!paid.ok) {
      const detail = `${paid.error.message} (заказ в статусе «${order.status}»)`;
      await this.payments.flagIncident(payment.id, detail);
      this.log.incident('payment could not be applied to its order', { paymentId: payment.id, orderId, detail });
      return { outcome: 'incident' };
    }
    await this.orders.save(paid.value, null);
    return { outcome: 'paid', paid: paid.value };
  }
}
