import { PaymentRepository } from '../payment.repository.port';
import { HandlePaymentNotification } from './handle-payment-notification.command';

/** A notification still unapplied this long after it came is taken up again: its first try failed or never finished. */
export const NOTIFICATION_RETRY_AFTER_MS = 60_000;

/** The retry job of the provider's notifications: applies again every one left unapplied (the provider did not answer, the process stopped). */
export class RetryPaymentNotifications {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly notifications: HandlePaymentNotification,
  ) {}

  /** The ids of the notifications taken up again. */
  async execute(): Promise<number[]> {
    const stuck = await this.payments.unprocessedEvents(NOTIFICATION_RETRY_AFTER_MS);
    for (const event of stuck) await this.notifications.apply(event.id, event.event, event.objectId);
    return stuck.map((event) => event.id);
  }
}
