import { PAYMENT_OUTCOMES, type PaymentOutcomeDto, type ShellHttpClient } from '@shop/domain';
import { loadPaymentOrder } from '../payment/payment-order.api';
import { linkCheckAnswer, orderCheckAnswer, type CheckAnswer } from './payment-check.rules';

/** Where the page learns the outcome: the return link (anyone holding it), or the order (its signed-in owner). */
export type CheckSource = { readonly kind: 'link'; readonly orderId: number; readonly check: string } | { readonly kind: 'owner'; readonly orderId: number };

export type CheckLoad = CheckAnswer | 'failed' | 'unknown';

/** GET /api/payment/outcome: no session needed, and none is touched (a stale token does not send anyone to /login). */
async function fromLink(http: ShellHttpClient, orderId: number, check: string): Promise<CheckLoad> {
  const answer = await http.request<PaymentOutcomeDto>(`/api/payment/outcome?order=${orderId}&check=${encodeURIComponent(check)}`, { auth: 'anonymous' });
  if (answer.ok && PAYMENT_OUTCOMES.includes(answer.data?.outcome)) return linkCheckAnswer(answer.data.outcome);
  return !answer.ok && answer.status === 404 ? 'unknown' : 'failed';
}

async function fromOrder(http: ShellHttpClient, orderId: number): Promise<CheckLoad> {
  const load = await loadPaymentOrder(http, orderId);
  return load.ok ? orderCheckAnswer(load.lookup.order.status) : 'failed';
}

export const loadPaymentCheck = (http: ShellHttpClient, source: CheckSource): Promise<CheckLoad> =>
  source.kind === 'link' ? fromLink(http, source.orderId, source.check) : fromOrder(http, source.orderId);
