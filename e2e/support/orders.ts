import { addDays, DELIVERY_SLOTS, moscowDateTime, type FulfilmentStage } from '@shop/domain';
import { api } from './api';
import { shopUrl } from './browser';
import { eventually } from './storefront';

/** Who receives an order, as the checkout's contact form sends it. */
interface Recipient {
  readonly name: string;
  readonly phone: string;
}

interface NewOrder {
  readonly products: readonly number[];
  /** A collected bouquet: constructor flower ids and counts. */
  readonly bouquet?: readonly { readonly product_id: number; readonly quantity: number }[];
  /** A street address in Moscow for a courier order; none for a self-pickup. */
  readonly courierAddress?: string;
}

/** A POST as this user that the server must accept; the failure message names the path. */
async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const answer = await api<T>('POST', path, { token, body });
  expect({ path, accepted: answer.status < 300 }).toEqual({ path, accepted: true });
  return answer.data;
}

/** What the checkout's first call does: the products (and a bouquet) into the cart, then the cart into an order. */
export async function createOrder(token: string, order: NewOrder): Promise<number> {
  if (order.bouquet) await post('/api/cart/add-bouquet', token, { items: order.bouquet });
  for (const product_id of order.products) await post('/api/cart/add', token, { product_id, quantity: 1 });
  const delivery = order.courierAddress
    ? { deliveryType: 'yandex', delivery_address_full: `Москва, ${order.courierAddress}` }
    : { deliveryType: 'pickup', delivery_address_full: '' };
  const created = await post<{ order_id: number }>('/api/payment/create', token, { ...delivery, items: [] });
  return created.order_id;
}

/** What the checkout's second step may add: a recipient, the card's text, an e-mail, a pickup's day and slot. */
export interface ContactDetails {
  readonly recipient_name?: string;
  readonly recipient_phone?: string;
  readonly card_text?: string;
  readonly email?: string;
  readonly delivery_date?: string;
  readonly delivery_slot?: string;
}

/** Tomorrow (Moscow) and its first slot, which is always open. */
export function tomorrowsFirstSlot(now = new Date()): { delivery_date: string; delivery_slot: string } {
  const date = addDays(moscowDateTime(now).date, 1);
  return { delivery_date: date, delivery_slot: DELIVERY_SLOTS[0].code };
}

/** The checkout's second call: the customer's name and phone, any details, and for a courier tomorrow's first slot. */
export async function sendContact(token: string, orderId: number, recipient: Recipient, courierAddress?: string, details: ContactDetails = {}): Promise<void> {
  const contact = { orderId, name: recipient.name, phone: recipient.phone, city: 'Москва', consent: true, ...details };
  if (!courierAddress) {
    await post('/api/delivery/update-contact', token, { ...contact, deliveryType: 'pickup', address: 'Самовывоз' });
    return;
  }
  await post('/api/delivery/yandex-calc', token, { ...tomorrowsFirstSlot(), ...contact, deliveryType: 'yandex', address: courierAddress });
}

/** The admin confirms the order with this delivery price. */
export async function approveOrder(adminToken: string, orderId: number, deliveryPrice: number): Promise<void> {
  await post('/api/admin/approve-order', adminToken, { order_id: orderId, delivery_price: deliveryPrice });
}

/** The customer pays the approved order on the sandbox provider's page with its success card, without a browser; resolves once the shop has it paid. */
export async function payOrder(token: string, orderId: number): Promise<void> {
  const { confirmation_url } = await post<{ confirmation_url: string }>('/api/payment/start-payment', token, { orderId });
  const paid = await fetch(confirmation_url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: SANDBOX_SUCCESS_CARD, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const status = async () =>
    (await api<{ order_id: number; status: string }[]>('GET', '/api/orders/user', { token })).data.find((order) => order.order_id === orderId)?.status;
  expect({ orderId, status: await eventually(status, (now) => now === 'paid', { timeoutMs: 10_000, intervalMs: 200 }) }).toEqual({ orderId, status: 'paid' });
}

/** The admin moves a paid order to the next stage of its route; `override` past «Готов» over the customer's «Хочу изменить». */
export async function advanceFulfilment(
  adminToken: string,
  orderId: number,
  stage: FulfilmentStage,
  options: { readonly override?: boolean } = {},
): Promise<void> {
  await post(`/api/admin/orders/${orderId}/fulfilment`, adminToken, { stage, ...options });
}

/** The admin uploads the photo of the assembled order (multipart, field `file`). */
export async function uploadOrderPhoto(adminToken: string, orderId: number, png: Buffer): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `order-${orderId}.png`);
  const path = `/api/admin/orders/${orderId}/photo`;
  const answer = await fetch(shopUrl(path), { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form });
  expect({ path, accepted: answer.status < 300 }).toEqual({ path, accepted: true });
}

/** The sandbox provider's card that always succeeds (adapters/src/payments/sandbox.gateway.ts). */
const SANDBOX_SUCCESS_CARD = '5555555555554477';
