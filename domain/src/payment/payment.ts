import type { Money } from '../money/money.value-object';

/** A card payment's status as the provider (YooKassa API v3) reports it. */
export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

const FINAL_STATUSES: readonly PaymentStatus[] = ['succeeded', 'canceled'];

/** Whether what the provider reports now changes the stored payment: a final status never changes, a repeat is no change. */
export const isPaymentStatusChange = (stored: PaymentStatus, reported: PaymentStatus): boolean =>
  stored !== reported && !FINAL_STATUSES.includes(stored);

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
