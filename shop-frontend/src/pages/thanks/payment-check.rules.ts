import { orderStage } from '@shop/domain';
import { settledState } from '../payment/payment-state.rules';

/**
 * The thanks page reads the order's real status: the provider sends the customer back first and
 * its notification is applied just after, so a 'confirmed' order is asked about again a few times
 * (5 s in all) before the page says the payment has not arrived.
 */
export const PAYMENT_CHECK_DELAYS_MS: readonly number[] = [400, 600, 800, 1200, 2000];

/** What the thanks page may say about an order's payment. */
export type PaymentCheckOutcome = 'paid' | 'not-paid' | 'awaiting-approval' | 'canceled' | 'refunded';

/** The payment page's reading of the status, where 'unavailable' means not paid (yet). */
export function paymentCheckOutcome(status: string): PaymentCheckOutcome {
  const state = settledState(status);
  return state === 'unavailable' ? 'not-paid' : state;
}

/**
 * The delay before asking again after `attempt` answers (0-based), or null to stop: only a
 * confirmed order (paid by the customer, maybe not yet recorded) or a failed lookup is asked again.
 */
export function nextCheckDelay(attempt: number, answer: { readonly status: string } | 'failed'): number | null {
  const settling = answer === 'failed' || orderStage(answer.status) === 'confirmed';
  return settling && attempt < PAYMENT_CHECK_DELAYS_MS.length ? PAYMENT_CHECK_DELAYS_MS[attempt] : null;
}
