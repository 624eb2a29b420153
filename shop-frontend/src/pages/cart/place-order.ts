import { CHECKOUT_MESSAGES, DELIVERY_ERRORS, ORDER_ERRORS, type OrderCreateResponseDto, type OrderItemPayloadDto, type ShellHttpClient } from '@shop/domain';
import { contactPath, contactPayload, orderPayload, type CheckoutValues } from './checkout-form.rules';

/** Spec §8: the checkout's toasts, character for character. */
export const CHECKOUT_TEXTS = {
  emptyCart: ORDER_ERRORS.empty.message,
  createFailed: 'Ошибка при оформлении заказа',
  contactFailed: 'Ошибка при обновлении данных заказа',
  placed: 'Заказ оформлен. Ожидайте подтверждения администратора.',
  requiredFields: CHECKOUT_MESSAGES.requiredFieldsToast,
} as const;

export type CreateOrderOutcome =
  | { readonly kind: 'created'; readonly orderId: number }
  /** The server found the cart empty (emptied in another tab, say). */
  | { readonly kind: 'empty-cart' }
  /** The session could not be renewed: the shell has already opened /login. */
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed'; readonly message: string };

const orderIdOf = (data: unknown): number | null => {
  const id = (data as Partial<OrderCreateResponseDto> | null)?.order_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/** POST /api/payment/create: the server builds the order from the cart and empties it. */
export async function createOrder(
  http: ShellHttpClient,
  values: CheckoutValues,
  items: OrderItemPayloadDto[],
  isSignedIn: () => boolean,
): Promise<CreateOrderOutcome> {
  const answer = await http.request<OrderCreateResponseDto>('/api/payment/create', { method: 'POST', body: orderPayload(values, items) });
  if (answer.ok) {
    const orderId = orderIdOf(answer.data);
    return orderId === null ? { kind: 'failed', message: CHECKOUT_TEXTS.createFailed } : { kind: 'created', orderId };
  }
  if (!isSignedIn()) return { kind: 'signed-out' };
  if (answer.kind === 'status' && answer.message === CHECKOUT_TEXTS.emptyCart) return { kind: 'empty-cart' };
  // A refusal the customer can act on ('Товар «…» больше недоступен…') is worth showing as it is.
  const reason = answer.kind === 'status' && answer.status < 500 ? answer.message : null;
  return { kind: 'failed', message: reason ?? CHECKOUT_TEXTS.createFailed };
}

export type ContactOutcome =
  | { readonly ok: true }
  /** `slotTaken`: the chosen slot filled up while the form was open (409). */
  | { readonly ok: false; readonly reason: string | null; readonly slotTaken: boolean };

/** The courier (yandex-calc) or pickup (update-contact) call that completes the new order. */
export async function submitContact(http: ShellHttpClient, values: CheckoutValues, orderId: number, items: OrderItemPayloadDto[]): Promise<ContactOutcome> {
  const answer = await http.request<unknown>(contactPath(values), { method: 'POST', body: contactPayload(values, orderId, items) });
  if (answer.ok) return { ok: true };
  console.error('Оформление заказа: данные доставки не сохранены', answer);
  const reason = answer.kind === 'status' ? answer.message : null;
  return { ok: false, reason, slotTaken: answer.status === 409 && reason === DELIVERY_ERRORS.slotFull.message };
}
