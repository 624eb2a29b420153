import type { Money, PaymentReceipt, PaymentStatus } from '@shop/domain';

/** A payment as the provider reports it. */
export interface GatewayPayment {
  readonly id: string;
  readonly status: PaymentStatus;
  readonly amount: Money;
  readonly orderId: number | null;
  readonly confirmationUrl: string | null;
  readonly cancellationReason: string | null;
  readonly receipt: PaymentReceipt | null;
}

/** One line of the 54-FZ receipt; the unit price times the quantity, summed, is the amount. */
export interface ReceiptLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly subject: 'commodity' | 'service';
}

export interface CreatePaymentRequest {
  readonly idempotenceKey: string;
  readonly orderId: number;
  readonly amount: Money;
  readonly description: string;
  readonly returnUrl: string;
  readonly customer: { readonly email: string | null; readonly phone: string | null };
  readonly receiptLines: readonly ReceiptLine[];
}

export type CreatePaymentOutcome =
  | { readonly kind: 'created'; readonly payment: GatewayPayment }
  /** A 5xx, a timeout or a network failure: the same Idempotence-Key must be used to retry. */
  | { readonly kind: 'retryable'; readonly reason: string }
  /** A 4xx: this request will never succeed; a retry needs a new key. */
  | { readonly kind: 'rejected'; readonly reason: string };

/** A card payment provider speaking YooKassa API v3 (the real one or the local sandbox). */
export abstract class PaymentGateway {
  abstract readonly provider: string;
  abstract create(request: CreatePaymentRequest): Promise<CreatePaymentOutcome>;
  /** The provider's current view of a payment; null when it does not know the id. */
  abstract fetch(paymentId: string): Promise<GatewayPayment | null>;
}
