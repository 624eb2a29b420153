import type { PaymentMethod } from '../payment/payment-method';
// The mappers of payments onto the payment calls' wire shapes (payment.contract.ts).
import type { Money } from '../money/money.value-object';
import type { PaymentIncident, PaymentReceipt } from '../payment/payment';
import { wireRoubles } from './money.mapper';
import type { PaymentIncidentDto, ReceiptDto } from './payment.contract';

/** The receipt as YooKassa writes amounts: a decimal string, '2100.00'. */
export const toReceiptDto = (amount: Money, receipt: PaymentReceipt | null, method: PaymentMethod): ReceiptDto => ({
  amount: { value: wireRoubles(amount).toFixed(2), currency: 'RUB' },
  payment_method: { type: method, card: { last4: receipt?.cardLast4 ?? '' } },
  authorization_details: { rrn: receipt?.rrn ?? '', auth_code: receipt?.authCode ?? '' },
  created_at: receipt?.createdAt ?? '',
  fiscal_document_number: receipt?.fiscalDocumentNumber ?? '',
  shift_number: receipt?.shiftNumber ?? '',
});

export const toPaymentIncidentDto = (incident: PaymentIncident): PaymentIncidentDto => ({
  payment_id: incident.paymentId,
  order_id: incident.orderId,
  amount: wireRoubles(incident.amount),
  status: incident.status,
  incident: incident.incident,
  created_at: incident.createdAt.toISOString(),
});
