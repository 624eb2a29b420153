import type { Money, PaymentIncident, PaymentReceipt, PaymentStatus } from '@shop/domain';
import type { GatewayPayment } from './payment-gateway.port';

export interface IncomingEvent {
  readonly provider: string;
  readonly event: string | null;
  readonly paymentId: string | null;
  readonly payload: unknown;
  readonly remoteAddress: string;
}

/** A payment as the shop stored it. */
export interface StoredPayment {
  readonly status: PaymentStatus;
  readonly orderId: number | null;
}

/** Payments at the provider as the shop records them, and the provider's notifications. */
export abstract class PaymentRepository {
  /** The order's payment still waiting for the customer, if any. */
  abstract pendingPayment(orderId: number): Promise<{ id: string; confirmationUrl: string } | null>;
  /** The Idempotence-Key of the order's unfinished attempt for this amount, or a new attempt's. */
  abstract openAttempt(orderId: number, amount: Money): Promise<string>;
  abstract closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void>;
  /** Records a payment the provider created (pending), once. */
  abstract savePayment(payment: GatewayPayment, provider: string): Promise<void>;
  /** Stores a notification as received; returns its id. */
  abstract recordEvent(event: IncomingEvent): Promise<number>;
  abstract finishEvent(eventId: number, outcome: string): Promise<void>;
  /**
   * Inside a transaction: the stored payment (recorded first if the shop never saw it) with its
   * row locked, so concurrent deliveries of one notification are applied one after the other.
   */
  abstract lockPayment(payment: GatewayPayment, provider: string): Promise<StoredPayment>;
  /** Stores the provider's view of the payment: status, reason, receipt; `at` is when the shop learned it. */
  abstract updatePayment(payment: GatewayPayment, at: Date): Promise<void>;
  /** Keeps a payment the shop could not apply, with why, for the admin. */
  abstract flagIncident(paymentId: string, incident: string): Promise<void>;
  /** The amount and receipt of a succeeded payment. */
  abstract receipt(paymentId: string): Promise<{ amount: Money; receipt: PaymentReceipt | null } | null>;
  /** Payments the shop could not apply, newest first. */
  abstract incidents(): Promise<PaymentIncident[]>;
  /** Notifications received but not applied yet (older than `olderThanMs`), for the retry job. */
  abstract unprocessedEvents(olderThanMs: number): Promise<{ id: number; paymentId: string | null }[]>;
}
