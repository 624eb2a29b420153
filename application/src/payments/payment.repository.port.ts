import type { ClosingReceipt, Money, Payment, PaymentIncident, PaymentMethod, PaymentReceipt, Refund } from '@shop/domain';
import type { GatewayPayment } from './payment-gateway.port';

export interface IncomingEvent {
  readonly provider: string;
  readonly event: string | null;
  /** The id of the object the notification is about: a payment, or a refund for refund.* events. */
  readonly objectId: string | null;
  readonly payload: unknown;
  readonly remoteAddress: string;
}

/**
 * Payments at the provider as the shop records them, refunds, and the provider's notifications.
 * Calls that change a payment or read the payments of an order for a decision run inside the
 * order's transaction (TransactionRunner), after the order's row was locked.
 */
export abstract class PaymentRepository {
  /** The order's payments, oldest first, their rows locked for the rest of the transaction. */
  abstract ofOrder(orderId: number): Promise<Payment[]>;
  /** The order's newest payment, read without a lock (for answers that decide nothing). */
  abstract latestOf(orderId: number): Promise<Payment | null>;
  /** The order the shop recorded a payment for (null when the shop never saw the payment). */
  abstract orderOf(paymentId: string): Promise<number | null>;
  /** The Idempotence-Key of the order's unfinished attempt for this amount and method, or a new attempt's. */
  abstract openAttempt(orderId: number, amount: Money, method: PaymentMethod): Promise<string>;
  abstract closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void>;
  /** Records a payment the provider just created or reported (once; a repeat changes nothing). */
  abstract record(payment: GatewayPayment, provider: string): Promise<void>;
  /** Stores the provider's view of the payment: status, reason, receipt; `at` is when the shop learned it. */
  abstract update(payment: GatewayPayment, at: Date): Promise<void>;
  /** Marks payments the order no longer takes money through. */
  abstract supersede(payments: readonly Payment[]): Promise<void>;
  /** Keeps a payment the shop could not apply, with why, for the admin. */
  abstract flagIncident(paymentId: string, incident: string): Promise<void>;
  /** The amount and receipt of a succeeded payment. */
  abstract receipt(paymentId: string): Promise<{ amount: Money; method: PaymentMethod; receipt: PaymentReceipt | null } | null>;
  /** Payments the shop could not apply, newest first. */
  abstract incidents(): Promise<PaymentIncident[]>;
  /** The order's refunds in any state, oldest first. */
  abstract refundsOf(orderId: number): Promise<Refund[]>;
  abstract saveRefund(refund: Refund): Promise<void>;
  /** Paid orders handed over («Доставлен», «Получен») whose closing receipt the provider has not taken yet. */
  abstract awaitingClosingReceipt(): Promise<number[]>;
  abstract closingReceiptOf(orderId: number): Promise<ClosingReceipt | null>;
  abstract saveClosingReceipt(receipt: ClosingReceipt): Promise<void>;
  /** Stores a notification as received; returns its id. */
  abstract recordEvent(event: IncomingEvent): Promise<number>;
  abstract finishEvent(eventId: number, outcome: string): Promise<void>;
  /** Notifications received but not applied yet (older than `olderThanMs`), for the retry job. */
  abstract unprocessedEvents(olderThanMs: number): Promise<{ id: number; event: string | null; objectId: string | null }[]>;
}
