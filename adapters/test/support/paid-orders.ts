import { DataSource } from 'typeorm';
import { availableSlots, deliveryDates } from '@shop/domain';
import type { TestContext } from './test-context';

/** Tomorrow's first slot (the domain's own calendar). */
export function tomorrow(): { delivery_date: string; delivery_slot: string } {
  const now = new Date();
  const date = deliveryDates(now)[1];
  return { delivery_date: date, delivery_slot: availableSlots(date, now)[0].code };
}

/** What the checkout's contact step sends besides the delivery: the customer, the recipient and the card. */
export const CONTACT_DETAILS = {
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

export interface OrderOptions {
  readonly courier?: boolean;
  readonly slot?: string;
  readonly address?: string;
  readonly date?: string;
}

/** The checkout's calls for one product, up to the contact step the shop is alerted by. */
export async function placeOrder(ctx: TestContext, token: string, options: OrderOptions = {}): Promise<number> {
  const courier = options.courier ?? true;
  await ctx.api.request('POST', '/api/cart/add', { token, body: { product_id: 2, quantity: 1 } });
  const delivery = courier ? { deliveryType: 'yandex', delivery_address_full: 'Москва' } : { deliveryType: 'pickup', delivery_address_full: '' };
  const { order_id } = (await ctx.api.request('POST', '/api/payment/create', { token, body: { ...delivery, items: [] } })).json();
  const when = tomorrow();
  const contact = {
    ...CONTACT_DETAILS,
    orderId: order_id,
    consent: true,
    delivery_date: options.date ?? when.delivery_date,
    delivery_slot: options.slot ?? when.delivery_slot,
  };
  const answer = courier
    ? await ctx.api.request('POST', '/api/delivery/yandex-calc', { token, body: { ...contact, deliveryType: 'yandex', address: options.address ?? 'ул. Тверская, д. 1, кв. 5' } })
    : await ctx.api.request('POST', '/api/delivery/update-contact', { token, body: { ...contact, deliveryType: 'pickup', address: 'Самовывоз' } });
  expect(answer.statusCode).toBe(200);
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
  for (let i = 0; i < 100; i++) {
    const [{ status }] = await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    if (status === 'paid') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`order ${orderId} was not paid`);
}

/** An order placed by the customer, approved by the signed-in admin (`ctx.tokens.admin`) and paid. */
export async function paidOrder(ctx: TestContext, token: string, options: OrderOptions = {}): Promise<number> {
  const orderId = await placeOrder(ctx, token, options);
  const courier = options.courier ?? true;
  const approved = await ctx.api.request('POST', '/api/admin/approve-order', { token: ctx.tokens.admin, body: { order_id: orderId, delivery_price: courier ? 450.5 : 0 } });
  expect(approved.statusCode).toBe(200);
  await payOrder(ctx, token, orderId);
  return orderId;
}
