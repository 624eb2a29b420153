// Wire shapes of the admin's payment calls and their mapper.
import type { PaymentIncident, PaymentReceipt, PaymentStatus } from '../payment/payment';
import type { PaymentOutcome } from '../payment/payment-outcome';
import type { Money } from '../money/money.value-object';

/** GET /api/admin/receipt/{paymentId} */
export interface ReceiptDto {
  amount: { value: string; currency: string };
  payment_method: { card: { last4: string } };
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

/** The receipt as YooKassa writes amounts: a decimal string, '2100.00'. */
export const toReceiptDto = (amount: Money, receipt: PaymentReceipt | null): ReceiptDto => ({
  amount: { value: amount.toRoubles().toFixed(2), currency: 'RUB' },
  payment_method: { card: { last4: receipt?.cardLast4 ?? '' } },
  authorization_details: { rrn: receipt?.rrn ?? '', auth_code: receipt?.authCode ?? '' },
  created_at: receipt?.createdAt ?? '',
  fiscal_document_number: receipt?.fiscalDocumentNumber ?? '',
  shift_number: receipt?.shiftNumber ?? '',
});

export const toPaymentIncidentDto = (incident: PaymentIncident): PaymentIncidentDto => ({
  payment_id: incident.paymentId,
  order_id: incident.orderId,
  amount: incident.amount.toRoubles(),
  status: incident.status,
  incident: incident.incident,
  created_at: incident.createdAt.toISOString(),
});
