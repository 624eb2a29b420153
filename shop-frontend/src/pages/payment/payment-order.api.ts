import type { PaymentLookupDto, PaymentMethod, ShellHttpClient, StartPaymentPayloadDto, StartPaymentResponseDto } from '@shop/domain';
import { PAYMENT_TEXTS } from './payment.texts';

export type OrderLoad =
  | { readonly ok: true; readonly lookup: PaymentLookupDto }
  /** reason: the server's own text (for example 'Заказ не найден'), when it sent one. */
  | { readonly ok: false; readonly reason: string | null };

const isLookup = (data: unknown): data is PaymentLookupDto => {
  const answer = data as (Partial<PaymentLookupDto> & { error?: unknown }) | null;
  return answer?.error === undefined && typeof answer?.order?.status === 'string' && Array.isArray(answer.order.allowed_actions) && Array.isArray(answer.items);
};

/** GET /api/payment/order/{id}: spec §8 counts an answer that is not ok or carries an error field as a failure. */
export async function loadPaymentOrder(http: ShellHttpClient, orderId: number): Promise<OrderLoad> {
  const answer = await http.request<PaymentLookupDto>(`/api/payment/order/${orderId}`);
  if (answer.ok && isLookup(answer.data)) return { ok: true, lookup: answer.data };
  return { ok: false, reason: !answer.ok && answer.kind === 'status' ? answer.message : null };
}

export type StartOutcome =
  | { readonly ok: true; readonly confirmationUrl: string }
  /** status 0 when no answer came. */
  | { readonly ok: false; readonly message: string; readonly status: number };

/**
 * Only a web address may be opened: the provider's confirmation page is https in production and
 * the sandbox's own page (same origin) locally. Anything else (javascript:, data:) is refused.
 */
export function safeConfirmationUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** POST /api/payment/start-payment by the chosen method, with the spec's failure texts (§8). */
export async function startPayment(http: ShellHttpClient, orderId: number, method: PaymentMethod, base: string): Promise<StartOutcome> {
  const body: StartPaymentPayloadDto = { orderId, method };
  const answer = await http.request<StartPaymentResponseDto>('/api/payment/start-payment', { method: 'POST', body });
  if (answer.ok) {
    const confirmationUrl = safeConfirmationUrl(answer.data?.confirmation_url, base);
    return confirmationUrl ? { ok: true, confirmationUrl } : { ok: false, message: PAYMENT_TEXTS.startFailed, status: answer.status };
  }
  if (answer.kind === 'network') return { ok: false, message: PAYMENT_TEXTS.connectionFailed, status: 0 };
  const message = answer.kind === 'status' && answer.message ? answer.message : PAYMENT_TEXTS.startFailed;
  return { ok: false, message, status: answer.status };
}
