import {
  SHOP_INFO,
  deliverySlotLabel,
  deliveryTypeLabel,
  formatDeliveryDate,
  formatRoubles,
  isCourierDelivery,
  type Money,
  type Order,
  type OrderLine,
} from '@shop/domain';
import type { MailFact } from '../mail/mail-layout';

const roubles = (money: Money): string => formatRoubles(money, { decimals: 2 });

/** 'Террариум «Лесная сфера» × 2 — 9 000,00 ₽'; a collected bouquet names its flowers. */
export const orderLineText = (line: OrderLine): string => {
  const text = `${line.title} × ${line.quantity} — ${roubles(line.unitPrice.multiply(line.quantity))}`;
  if (line.kind !== 'bouquet') return text;
  return `${text} (${line.composition.map((flower) => `${flower.title} × ${flower.quantity}`).join(', ')})`;
};

/** When the order is delivered or collected: 'вт, 24 ноября 2026 г., 10:00–13:00'. */
const whenText = (date: string, slot: string | null): string => (slot ? `${formatDeliveryDate(date)}, ${deliverySlotLabel(slot)}` : formatDeliveryDate(date));

/**
 * What the shop and the customer read about an order in a mail or an alert: its lines and money,
 * how, when and where it is delivered, who ordered it, who receives it and what the card says.
 * `email` is the order's address (given at checkout, else the account's).
 */
export function orderSummary(order: Order, email: string | null): MailFact[] {
  const { contact } = order;
  const courier = isCourierDelivery(order.deliveryType);
  const facts: (MailFact | false | null | undefined | '')[] = [
    { label: 'Товары', value: order.lines.map(orderLineText).join('\n') },
    { label: 'Сумма товаров', value: roubles(order.goodsTotal()) },
    { label: 'Способ доставки', value: deliveryTypeLabel(order.deliveryType) },
    courier && { label: 'Стоимость доставки', value: order.deliveryPrice ? roubles(order.deliveryPrice) : 'подтвердит магазин' },
    contact?.deliveryDate && { label: courier ? 'Дата доставки' : 'Дата', value: whenText(contact.deliveryDate, contact.deliverySlot) },
    courier ? contact?.city && { label: 'Город', value: contact.city } : { label: 'Адрес самовывоза', value: SHOP_INFO.pickup.address },
    courier && order.deliveryAddress && { label: 'Адрес доставки', value: order.deliveryAddress },
    contact && { label: 'Покупатель', value: contact.fullName },
    contact && { label: 'Телефон', value: contact.phone },
    email && { label: 'Email', value: email },
    contact?.recipientName && { label: 'Получатель', value: contact.recipientPhone ? `${contact.recipientName}, ${contact.recipientPhone}` : contact.recipientName },
    contact?.cardText && { label: 'Текст открытки', value: contact.cardText },
  ];
  return facts.filter((fact): fact is MailFact => Boolean(fact));
}
