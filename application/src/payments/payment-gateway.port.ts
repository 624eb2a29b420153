import type { Money, PaymentMethod, PaymentReceipt, PaymentStatus, RefundStatus } from '@shop/domain';

/** A payment as the provider reports it. */
export interface GatewayPayment {
  readonly id: string;
  readonly status: PaymentStatus;
  readonly amount: Money;
  readonly orderId: number | null;
  readonly method: PaymentMethod;
  /** When the provider created it (its one-hour payment term runs from here). */
  readonly createdAt: Date;
  readonly confirmationUrl: string | null;
  readonly cancellationReason: string | null;
  readonly receipt: PaymentReceipt | null;
}

/** A refund as the provider reports it. */
export interface GatewayRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly status: RefundStatus;
  readonly amount: Money;
}

/** One line of the 54-FZ receipt; the unit price times the quantity, summed, is the amount. */
export interface ReceiptLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly subject: 'commodity' | 'service';
}

export interface ReceiptCustomer {
  readonly email: string | null;
  readonly phone: string | null;
}

/**
 * A payment by `method`: two-stage (`capture: false`, the money held until the shop captures or
 * releases it) or, for a method that cannot hold (SBP), one-stage (`capture: true`).
 */
export interface CreatePaymentRequest {
  readonly idempotenceKey: string;
  readonly method: PaymentMethod;
  readonly capture: boolean;
  readonly orderId: number;
  readonly amount: Money;
  readonly description: string;
  readonly returnUrl: string;
  readonly customer: ReceiptCustomer;
  readonly receiptLines: readonly ReceiptLine[];
}

/** A full refund of a captured payment, with its 54-FZ refund receipt. */
export interface RefundRequest {
  readonly idempotenceKey: string;
  readonly paymentId: string;
  readonly amount: Money;
  readonly description: string;
  readonly customer: ReceiptCustomer;
  readonly receiptLines: readonly ReceiptLine[];
}

/**
 * The 54-FZ closing receipt («чек зачёта предоплаты», POST /v3/receipts, type payment): the items
 * handed over in full payment, settled by the prepayment the payment made.
 */
export interface ClosingReceiptRequest {
  readonly idempotenceKey: string;
  readonly paymentId: string;
  /** The prepayment settled: the sum of the lines. */
  readonly amount: Money;
  readonly customer: ReceiptCustomer;
  readonly receiptLines: readonly ReceiptLine[];
}

/** What a call to the provider came to. */
export type GatewayOutcome<T> =
  | { readonly kind: 'done'; readonly value: T }
  /** A 5xx, a timeout or a network failure: retry with the same Idempotence-Key. */
  | { readonly kind: 'retryable'; readonly reason: string }
  /** A 4xx: this request will never succeed; a retry needs a new key. */
  | { readonly kind: 'rejected'; readonly reason: string };

/** A card payment provider speaking YooKassa API v3 (the real one or the local sandbox). */
export abstract class PaymentGateway {
  abstract readonly provider: string;
  abstract create(request: CreatePaymentRequest): Promise<GatewayOutcome<GatewayPayment>>;
  /** The provider's current view of a payment; null when it does not know the id. */
  abstract fetch(paymentId: string): Promise<GatewayPayment | null>;
  /** Takes the held money (POST /v3/payments/{id}/capture): the payment becomes succeeded. */
  abstract capture(paymentId: string, amount: Money, idempotenceKey: string): Promise<GatewayOutcome<GatewayPayment>>;
  /** Releases the hold (POST /v3/payments/{id}/cancel): the payment becomes canceled, no money moves. */
  abstract cancel(paymentId: string, idempotenceKey: string): Promise<GatewayOutcome<GatewayPayment>>;
  /** Returns captured money (POST /v3/refunds). */
  abstract refund(request: RefundRequest): Promise<GatewayOutcome<GatewayRefund>>;
  abstract fetchRefund(refundId: string): Promise<GatewayRefund | null>;
  /** Registers a separate receipt (POST /v3/receipts); answers the provider's receipt id. */
  abstract createReceipt(request: ClosingReceiptRequest): Promise<GatewayOutcome<{ readonly id: string }>>;
}
