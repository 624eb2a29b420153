import type { PaymentMethod } from '../payment/payment-method';
// Wire shapes of the payment calls: the admin's receipts and incidents, the thanks page's outcome.
// The mappers are in payment.mapper.ts.
import type { PaymentStatus } from '../payment/payment';
import type { PaymentOutcome } from '../payment/payment-outcome';

/** GET /api/admin/receipt/{paymentId} */
export interface ReceiptDto {
  amount: { value: string; currency: string };
  /** `type`: how it was paid (YooKassa's payment_method.type); `card`: the card's last digits, blank for the other methods. */
  payment_method: { type: PaymentMethod; card: { last4: string } };
  authorization_details: { rrn: string; auth_code: string };
  created_at: string;
  fiscal_document_number: string;
  shift_number: string;
}

/** GET /api/admin/payments/incidents: payments the shop could not apply, for the admin to resolve. */
export interface PaymentIncidentDto {
  payment_id: string;
  order_id: number | null;
  amount: number;
  status: PaymentStatus;
  incident: string;
  created_at: string;
}

/**
 * GET /api/payment/outcome?order={orderId}&check={check}: the thanks page's answer for whoever
 * holds the return link, signed in or not; nothing about the customer.
 */
export interface PaymentOutcomeDto {
  order_id: number;
  outcome: PaymentOutcome;
}
