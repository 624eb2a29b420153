import type { Money } from '../money/money.value-object';
import { MAX_REASON_LENGTH, reasonText } from '../shared/reason-text';

/** A card payment's status as the provider (YooKassa API v3) reports it. */
export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

const FINAL_STATUSES: readonly PaymentStatus[] = ['succeeded', 'canceled'];

/** Whether what the provider reports now changes the stored payment: a final status never changes, a repeat is no change. */
export const isPaymentStatusChange = (stored: PaymentStatus, reported: PaymentStatus): boolean => stored !== reported && !FINAL_STATUSES.includes(stored);

/** What the accountant needs from a paid payment (spec §3 Receipt). */
export interface PaymentReceipt {
  readonly cardLast4: string | null;
  readonly rrn: string | null;
  readonly authCode: string | null;
  readonly createdAt: string;
  readonly fiscalDocumentNumber: string | null;
  readonly shiftNumber: string | null;
}

/** A stored payment the shop could not apply to its order (late, wrong amount, no order), for the admin to resolve. */
export interface PaymentIncident {
  readonly paymentId: string;
  readonly orderId: number | null;
  readonly amount: Money;
  readonly status: PaymentStatus;
  readonly incident: string;
  readonly createdAt: Date;
}

/** A refund's status at the provider. */
export type RefundStatus = 'pending' | 'succeeded' | 'canceled';

/** A part of the order returned: an order line (or the delivery, DELIVERY_LINE_ID) and how many of it. */
export interface RefundedLine {
  readonly lineId: number;
  readonly quantity: number;
}

/** Money returned for an order (all that was left, chosen lines or an amount), as the shop recorded it. */
export interface Refund {
  readonly id: string;
  readonly orderId: number;
  readonly paymentId: string;
  /** The Idempotence-Key it was asked with: the same request again answers with this refund. */
  readonly key: string;
  readonly amount: Money;
  /** The lines it returned; empty for an amount. */
  readonly lines: readonly RefundedLine[];
  readonly status: RefundStatus;
  /** The admin's words, kept for the accounts. */
  readonly reason: string;
  readonly createdAt: Date;
}

/** The longest reason an admin may give for a refund. */
export const MAX_REFUND_REASON_LENGTH = MAX_REASON_LENGTH;

/** The admin's reason for a refund, trimmed; null when it is blank or too long. */
export const refundReason = reasonText;

/** The 54-FZ closing receipt («чек зачёта предоплаты») of a handed-over order, as the shop recorded it. */
export interface ClosingReceipt {
  readonly orderId: number;
  readonly paymentId: string;
  /** The provider's receipt id; null until the provider took it. */
  readonly receiptId: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}
