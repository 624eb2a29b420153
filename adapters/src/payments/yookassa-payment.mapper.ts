import type { ClosingReceiptRequest, GatewayPayment, GatewayRefund } from '@shop/application';
import { DEFAULT_PAYMENT_METHOD, Money, parsePaymentMethod, type PaymentReceipt, type PaymentStatus, type RefundStatus } from '@shop/domain';

/** An amount as YooKassa writes it: roubles as a decimal string, '2100.50'. */
export interface YooKassaAmount {
  value: string;
  currency: string;
}

export const toYooKassaAmount = (money: Money): YooKassaAmount => ({ value: money.toRoubles().toFixed(2), currency: 'RUB' });

/** The payment object of YooKassa API v3 (the fields the shop reads). */
export interface YooKassaPayment {
  id: string;
  status: PaymentStatus;
  amount: YooKassaAmount;
  created_at: string;
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
  payment_method?: { type: string; card?: { last4?: string } };
  authorization_details?: { rrn?: string; auth_code?: string };
  cancellation_details?: { party?: string; reason?: string };
}

/** The refund object of YooKassa API v3 (the fields the shop reads). */
export interface YooKassaRefund {
  id: string;
  payment_id: string;
  status: RefundStatus;
  amount: YooKassaAmount;
  created_at: string;
  description?: string;
}

const fromYooKassaAmount = (amount: YooKassaAmount): Money => {
  const money = Money.fromRoubles(Number(amount.value));
  if (!money.ok || amount.currency !== 'RUB') throw new Error(`unexpected amount ${amount.value} ${amount.currency}`);
  return money.value;
};

export const toGatewayRefund = (refund: YooKassaRefund): GatewayRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  status: refund.status,
  amount: fromYooKassaAmount(refund.amount),
});

/** Fiscal facts of the payment's receipt (YooKassa's receipts list; shift numbers are not published there). */
export interface FiscalData {
  fiscalDocumentNumber: string | null;
  shiftNumber: string | null;
}

export function toGatewayPayment(payment: YooKassaPayment, fiscal: FiscalData | null = null): GatewayPayment {
  const amount = fromYooKassaAmount(payment.amount);
  const orderId = Number(payment.metadata?.order_id);
  const receipt: PaymentReceipt | null =
    payment.status === 'succeeded'
      ? {
          cardLast4: payment.payment_method?.card?.last4 ?? null,
          rrn: payment.authorization_details?.rrn ?? null,
          authCode: payment.authorization_details?.auth_code ?? null,
          createdAt: payment.created_at,
          fiscalDocumentNumber: fiscal?.fiscalDocumentNumber ?? null,
          shiftNumber: fiscal?.shiftNumber ?? null,
        }
      : null;
  return {
    id: payment.id,
    status: payment.status,
    amount,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    // A method outside the shop's four (chosen on YooKassa's own page) reads as a card.
    method: parsePaymentMethod(payment.payment_method?.type) ?? DEFAULT_PAYMENT_METHOD,
    createdAt: new Date(payment.created_at),
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
    cancellationReason: payment.cancellation_details?.reason ?? null,
    receipt,
  };
}

/** The fiscal settings every receipt carries. */
export interface FiscalSettings {
  readonly vatCode: number;
  readonly taxSystemCode: number;
}

/** POST /v3/receipts for the closing receipt («чек зачёта предоплаты»): full payment of the items, settled by the prepayment. */
export const toYooKassaClosingReceipt = (request: ClosingReceiptRequest, fiscal: FiscalSettings) => ({
  type: 'payment',
  payment_id: request.paymentId,
  customer: request.customer.email ? { email: request.customer.email } : { phone: (request.customer.phone ?? '').replace(/^\+/, '') },
  send: true,
  settlements: [{ type: 'prepayment', amount: toYooKassaAmount(request.amount) }],
  items: request.receiptLines.map((line) => ({
    description: line.description.slice(0, 128),
    quantity: line.quantity.toFixed(2),
    amount: toYooKassaAmount(line.unitPrice),
    vat_code: fiscal.vatCode,
    payment_mode: 'full_payment',
    payment_subject: line.subject,
  })),
  tax_system_code: fiscal.taxSystemCode,
});
