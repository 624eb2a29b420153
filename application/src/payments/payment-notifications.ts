import { Clock } from '../shared/clock.port';
import { Mailer } from '../mail/mailer.port';
import { paymentReceivedMail } from './payment.mails';
import { PaymentGateway } from './payment-gateway.port';
import { PaymentRepository, type IncomingEvent } from './payment.repository.port';

export interface NotificationLog {
  incident(message: string, details: Record<string, unknown>): void;
  failure(message: string, details: Record<string, unknown>): void;
}

/**
 * Provider notifications: stored first, then confirmed by asking the provider for the payment
 * (the notification body alone is never trusted) and applied idempotently.
 */
export class PaymentNotifications {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly log: NotificationLog,
  ) {}

  /** Records the notification; the caller answers the provider and then calls `process`. */
  receive(event: IncomingEvent): Promise<number> {
    return this.payments.recordEvent(event);
  }

  async process(eventId: number, paymentId: string | null): Promise<string> {
    const outcome = await this.apply(paymentId).catch((error: unknown) => {
      this.log.failure('payment notification not applied', { eventId, paymentId, reason: error instanceof Error ? error.message : String(error) });
      return null;
    });
    // Left unfinished on failure, so the retry job takes it up again.
    if (outcome) await this.payments.finishEvent(eventId, outcome);
    return outcome ?? 'retry';
  }

  private async apply(paymentId: string | null): Promise<string> {
    if (!paymentId) return 'no-payment-id';
    const payment = await this.gateway.fetch(paymentId);
    if (!payment) return 'unknown-payment';
    const paidAt = this.clock.now();
    const applied = await this.payments.applyPayment(payment, this.gateway.provider, (order) =>
      order.markPaid({ paymentId: payment.id, amount: payment.amount, paidAt }),
    );
    if (applied.outcome === 'incident') {
      this.log.incident('payment could not be applied to its order', { paymentId, orderId: payment.orderId, detail: applied.detail });
    }
    if (applied.outcome === 'paid' && applied.order?.email) {
      await this.mailer
        .send(paymentReceivedMail(applied.order.email, applied.order.order.id, payment.amount, this.publicUrl))
        .catch((error: unknown) => this.log.failure('payment e-mail failed', { paymentId, reason: String(error) }));
    }
    return applied.outcome;
  }
}
