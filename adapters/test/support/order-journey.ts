import { bookableChoice } from '@shop/domain/testing';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { eventually } from './eventually';
import type { TestContext } from './test-context';

/** A message the Telegram outbox messenger wrote. */
export interface TelegramFile {
  text: string;
  reply_markup: { inline_keyboard: { text: string; url: string }[][] };
}

/** The Telegram messages the outbox messenger wrote, oldest first. */
export function telegramOutbox(dir: string): TelegramFile[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  } catch {
    return [];
  }
}

/** Tomorrow's first slot (an ordinary calendar's). */
export const tomorrow = (): { delivery_date: string; delivery_slot: string } => bookableChoice(new Date());

/** What the customer types at the checkout's contact step. */
export const CHECKOUT_DETAILS = {
  name: 'Петрова Анна',
  phone: '+79161234567',
  email: 'anna.petrova@example.ru',
  city: 'Москва',
  recipient_name: 'Иванов Иван',
  recipient_phone: '+79031112233',
  card_text: 'С днём рождения!\nЛюбим, ждём.',
};

/** The contact step of a pickup order as the checkout sends it, before a date and a slot are chosen. */
export const pickupContact = (orderId: number) => ({
  orderId,
  deliveryType: 'pickup',
  address: 'Самовывоз',
  phone: '+79161234567',
  name: 'Петрова Анна',
  city: 'Москва',
  consent: true,
});

export interface CheckoutOptions {
  readonly courier?: boolean;
  readonly slot?: string;
  readonly address?: string;
  readonly date?: string;
  /** What goes into the cart before the order is placed: product 2, once, unless said. */
  readonly product?: { readonly id: number; readonly quantity: number };
  /** Another customer's contact fields in place of the usual details (name, phone, city, address, …). */
  readonly contact?: Readonly<Record<string, unknown>>;
}

/** The contact step's request for a placed order (the courier's or the pickup's call), with `change` over the usual details. */
export function contactRequest(orderId: number, options: CheckoutOptions = {}, change: Record<string, unknown> = {}) {
  const courier = options.courier ?? true;
  const when = tomorrow();
  const contact = {
    ...(options.contact ?? CHECKOUT_DETAILS),
    orderId,
    consent: true,
    delivery_date: options.date ?? when.delivery_date,
    delivery_slot: options.slot ?? when.delivery_slot,
  };
  return courier
    ? { url: '/api/delivery/yandex-calc', body: { ...contact, deliveryType: 'yandex', address: options.address ?? 'ул. Тверская, д. 1, кв. 5', ...change } }
    : { url: '/api/delivery/update-contact', body: { ...contact, deliveryType: 'pickup', address: 'Самовывоз', ...change } };
}

/** The checkout's calls for one product: the order, then its contact step. */
export async function placeOrder(ctx: TestContext, token: string, options: CheckoutOptions = {}): Promise<number> {
  const courier = options.courier ?? true;
  const product = options.product ?? { id: 2, quantity: 1 };
  await ctx.api.request('POST', '/api/cart/add', { token, body: { product_id: product.id, quantity: product.quantity } });
  const delivery = courier ? { deliveryType: 'yandex', delivery_address_full: 'Москва' } : { deliveryType: 'pickup', delivery_address_full: '' };
  const { order_id } = (await ctx.api.request('POST', '/api/payment/create', { token, body: { ...delivery, items: [] } })).json();
  const { url, body } = contactRequest(order_id, options);
  const answer = await ctx.api.request('POST', url, { token, body });
  if (answer.statusCode !== 200) throw new Error(`contact step of order ${order_id}: ${answer.statusCode} ${answer.body}`);
  return order_id;
}

/** The customer pays on the sandbox provider's page with its success card; resolves once the order is paid. */
export async function payOrder(ctx: TestContext, token: string, orderId: number): Promise<void> {
  const { confirmation_url } = (await ctx.api.request('POST', '/api/payment/start-payment', { token, body: { orderId } })).json();
  await ctx.t.app.inject({
    method: 'POST',
    url: new URL(confirmation_url).pathname,
    payload: new URLSearchParams({ card: '5555555555554477', action: 'pay' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const db = ctx.t.app.get(DataSource);
  await eventually(
    async () => (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status,
    (status) => status === 'paid',
  );
}

/** An order placed by the customer, approved by the signed-in admin (`ctx.tokens.admin`) and paid. */
export async function paidOrder(ctx: TestContext, token: string, options: CheckoutOptions = {}): Promise<number> {
  const orderId = await placeOrder(ctx, token, options);
  const courier = options.courier ?? true;
  const approved = await ctx.api.request('POST', '/api/admin/approve-order', {
    token: ctx.tokens.admin,
    body: { order_id: orderId, delivery_price: courier ? 450.5 : 0 },
  });
  if (approved.statusCode !== 200) throw new Error(`approval of order ${orderId}: ${approved.statusCode} ${approved.body}`);
  await payOrder(ctx, token, orderId);
  return orderId;
}
