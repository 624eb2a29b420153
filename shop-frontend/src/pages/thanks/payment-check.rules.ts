import { orderStage, type OrderStage } from '@shop/domain';

/**
 * The thanks page reads the order's real status: the provider sends the customer back first and
 * its notification is applied just after, so a 'confirmed' order is asked about again a few times
 * (5 s in all) before the page says the payment has not arrived.
 */
export const PAYMENT_CHECK_DELAYS_MS: readonly number[] = [400, 600, 800, 1200, 2000];

/** What the thanks page may say about an order's payment. */
export type PaymentCheckOutcome = 'paid' | 'not-paid' | 'awaiting-approval' | 'canceled';

const OUTCOME_OF_STAGE: { readonly [S in OrderStage]: PaymentCheckOutcome } = {
  paid: 'paid',
  'awaiting-approval': 'awaiting-approval',
  canceled: 'canceled',
  // The money was returned: for the thanks page the order is canceled.
  refunded: 'canceled',
  confirmed: 'not-paid',
  unknown: 'not-paid',
};

export const paymentCheckOutcome = (status: string): PaymentCheckOutcome => OUTCOME_OF_STAGE[orderStage(status)];

/**
 * The delay before asking again after `attempt` answers (0-based), or null to stop: only a
 * confirmed order (paid by the customer, maybe not yet recorded) or a failed lookup is asked again.
 */
export function nextCheckDelay(attempt: number, answer: { readonly status: string } | 'failed'): number | null {
  const settling = answer === 'failed' || orderStage(answer.status) === 'confirmed';
  return settling && attempt < PAYMENT_CHECK_DELAYS_MS.length ? PAYMENT_CHECK_DELAYS_MS[attempt] : null;
}
