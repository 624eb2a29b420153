import type { AdminPaidOrderDto, DomainError, Order, PaymentIncidentDto, PaymentLookupDto, ReceiptDto, Result } from '@shop/domain';
import type { GatewayPayment } from './payment-gateway.port';

export interface PayableOrder {
  readonly order: Order;
  readonly ownerId: number;
  readonly email: string | null;
  readonly phone: string | null;
}

export interface IncomingEvent {
  readonly provider: string;
  readonly event: string | null;
  readonly paymentId: string | null;
  readonly payload: unknown;
  readonly remoteAddress: string;
}

export type ApplyOutcome =
  | 'paid'
  | 'already-applied'
  | 'payment-failed'
  | 'pending'
  | 'unknown-order'
  /** Refused by the order (amount differs, order canceled meanwhile…): kept and flagged for the admin. */
  | 'incident';

export abstract class PaymentRepository {
  abstract payableOrder(orderId: number): Promise<PayableOrder | null>;
  /** The order's payment still waiting for the customer, if any. */
  abstract pendingPayment(orderId: number): Promise<{ id: string; confirmationUrl: string } | null>;
  /** The Idempotence-Key of the order's unfinished attempt for this amount, or a new attempt's. */
  abstract openAttempt(orderId: number, amountKopecks: number): Promise<string>;
  abstract closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void>;
  abstract savePayment(payment: GatewayPayment, provider: string): Promise<void>;
  /** Stores a notification as received; returns its id. */
  abstract recordEvent(event: IncomingEvent): Promise<number>;
  abstract finishEvent(eventId: number, outcome: string): Promise<void>;
  /**
   * One transaction: the payment's new state is stored once (a repeat changes nothing) and, on
   * success, `markPaid` moves the order; a refusal is kept as an incident on the payment.
   */
  abstract applyPayment(
    payment: GatewayPayment,
    provider: string,
    markPaid: (order: Order) => Result<Order, DomainError>,
  ): Promise<{ outcome: ApplyOutcome; order: PayableOrder | null; detail?: string }>;
  abstract lookup(orderId: number): Promise<(PaymentLookupDto & { ownerId: number }) | null>;
  abstract receipt(paymentId: string): Promise<ReceiptDto | null>;
  /** Paid orders, newest payment first, for the admin. */
  abstract paidOrders(): Promise<AdminPaidOrderDto[]>;
  /** Payments the shop could not apply (late, wrong amount, no order), for the admin to resolve. */
  abstract incidents(): Promise<PaymentIncidentDto[]>;
  /** Notifications received but not applied yet (older than `olderThanMs`), for the retry job. */
  abstract unprocessedEvents(olderThanMs: number): Promise<{ id: number; paymentId: string | null }[]>;
}

