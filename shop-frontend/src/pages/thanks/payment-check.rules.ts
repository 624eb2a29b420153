import { orderStage, type PaymentOutcome } from '@shop/domain';
import { settledState } from '../payment/payment-state.rules';

/**
 * The provider sends the customer back first and its notification is applied just after, so a
 * payment still settling is asked about again a few times (5 s in all) before the page says the
 * payment has not arrived.
 */
export const PAYMENT_CHECK_DELAYS_MS: readonly number[] = [400, 600, 800, 1200, 2000];

/** What the thanks page may say about an order's payment. */
export type PaymentCheckOutcome = 'paid' | 'not-paid' | 'awaiting-approval' | 'canceled' | 'refunded';

/** One answer: what it says now, and whether it may still change by itself (asked again). */
export interface CheckAnswer {
  readonly outcome: PaymentCheckOutcome;
  readonly settling: boolean;
}

/** The payment page's reading of the status, where 'unavailable' means not paid (yet). */
export function paymentCheckOutcome(status: string): PaymentCheckOutcome {
  const state = settledState(status);
  return state === 'unavailable' ? 'not-paid' : state;
}

/** The owner's order (GET /api/payment/order/{id}): a confirmed one may have been paid a moment ago. */
export const orderCheckAnswer = (status: string): CheckAnswer => ({ outcome: paymentCheckOutcome(status), settling: orderStage(status) === 'confirmed' });

/** The return link's outcome (GET /api/payment/outcome): a declined or canceled payment is final at once. */
export const linkCheckAnswer = (outcome: PaymentOutcome): CheckAnswer =>
  outcome === 'checking' ? { outcome: 'not-paid', settling: true } : { outcome: outcome === 'paid' ? 'paid' : 'not-paid', settling: false };

/**
 * The delay before asking again after `attempt` answers (0-based), or null to stop: a settling
 * answer or a failed lookup is asked again; a link the server does not know ('unknown') is not.
 */
export function nextCheckDelay(attempt: number, answer: CheckAnswer | 'failed' | 'unknown'): number | null {
  const again = answer === 'failed' || (answer !== 'unknown' && answer.settling);
  return again && attempt < PAYMENT_CHECK_DELAYS_MS.length ? PAYMENT_CHECK_DELAYS_MS[attempt] : null;
}
