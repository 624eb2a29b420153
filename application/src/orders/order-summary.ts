import {
  DISPLAY_DECIMALS,
  MOSCOW_TIME_MARK,
  SHOP_INFO,
  deliverySlotLabel,
  deliveryTypeLabel,
  formatDeliveryDate,
  formatCustomerRoubles,
  formatMoscowDateTime,
  formatRoubles,
  isCourierDelivery,
  promoDiscountLabel,
  type Money,
  type Order,
  type OrderLine,
} from '@shop/domain';
import type { MailFact } from '../mail/mail-content';

/** How a mail writes an amount: its reader's way. */
export type RoublesFormat = (money: Money) => string;

/** The customer's mails write amounts as the customer's screens do: '8 000 ₽', '450,50 ₽'. */
export const customerRoubles: RoublesFormat = formatCustomerRoubles;

/** The shop's alerts write amounts as the admin's screens do, with kopecks: '8 000,00 ₽'. */
export const shopRoubles: RoublesFormat = (money) => formatRoubles(money, { decimals: DISPLAY_DECIMALS.admin });

/** 'Террариум «Лесная сфера» × 2 — 9 000 ₽' (in `roubles`' format); a collected bouquet names its flowers. */
export const orderLineText = (line: OrderLine, roubles: RoublesFormat): string => {
  const text = `${line.title} × ${line.quantity} — ${roubles(line.unitPrice.multiply(line.quantity))}`;
  if (line.kind !== 'bouquet') return text;
  return `${text} (${line.composition.map((flower) => `${flower.title} × ${flower.quantity}`).join(', ')})`;
};

/** When the order is delivered or collected, on the shop's clock: 'вт, 24 ноября 2026 г., 10:00–13:00 МСК'. */
export const whenText = (date: string, slot: string | null): string =>
  slot ? `${formatDeliveryDate(date)}, ${deliverySlotLabel(slot)} ${MOSCOW_TIME_MARK}` : formatDeliveryDate(date);

type MaybeFact = MailFact | false | null | undefined | '';
const present = (facts: readonly MaybeFact[]): MailFact[] => facts.filter((fact): fact is MailFact => Boolean(fact));

/**
 * The goods and the money: each line on a row of its own, the goods total, the promo code's discount,
 * and for a courier the delivery price (or that the shop will set it) and the total; a pickup costs
 * nothing to collect, so nothing is said of delivery money (its total follows a discount alone).
 */
export function orderMoneyFacts(order: Order, roubles: RoublesFormat): MailFact[] {
  const courier = isCourierDelivery(order.deliveryType);
  return present([
    { label: 'Товары', value: order.lines.map((line) => orderLineText(line, roubles)) },
    { label: 'Сумма товаров', value: roubles(order.goodsTotal()) },
    order.promo && { label: promoDiscountLabel(order.promo.code), value: `−${roubles(order.discount())}` },
    courier && { label: 'Стоимость доставки', value: order.deliveryPrice ? roubles(order.deliveryPrice) : 'подтвердит магазин' },
    (courier ? order.deliveryPrice : order.promo) && { label: 'Итого', value: roubles(order.totalPayable()) },
  ]);
}

/**
 * How and when the order leaves the shop, in the shop's words only: the delivery type, the chosen
 * day and slot, and for a pickup the shop's own address. Nothing the customer typed (their address,
 * names, the card) is in it, so it may go in a mail to the customer.
 */
export function orderDeliveryFacts(order: Order): MailFact[] {
  const { contact } = order;
  const courier = isCourierDelivery(order.deliveryType);
  return present([
    { label: 'Способ получения', value: deliveryTypeLabel(order.deliveryType) },
    contact?.deliveryDate && {
      label: courier ? 'Дата и время доставки' : 'Дата и время самовывоза',
      value: whenText(contact.deliveryDate, contact.deliverySlot),
    },
    !courier && { label: 'Адрес самовывоза', value: `${SHOP_INFO.pickup.address} (${SHOP_INFO.pickup.hours})` },
  ]);
}

/** Where the customer reads what they typed at checkout; a mail to them only points there. */
export const HISTORY_NOTE = 'Адрес, получатель и текст открытки — в истории заказов.';

/** The order's e-mails as the shop sees them: the contact one given at checkout and the account's. */
export interface OrderEmails {
  readonly contact: string | null;
  readonly account: string | null;
}

/**
 * Everything the shop needs to fulfil the order, for its own alerts: the customer's own words
 * included (address, recipient, the card's text), since these go to the shop alone.
 */
export function shopOrderFacts(order: Order, emails: OrderEmails): MailFact[] {
  const { contact } = order;
  const courier = isCourierDelivery(order.deliveryType);
  // What the florist works from comes first: when and where, for whom, the card; then goods and money.
  return present([
    ...orderDeliveryFacts(order),
    courier && contact?.city && { label: 'Город', value: contact.city },
    courier && order.deliveryAddress && { label: 'Адрес доставки', value: order.deliveryAddress },
    contact?.recipientName && {
      label: 'Получатель',
      value: contact.recipientPhone ? `${contact.recipientName}, ${contact.recipientPhone}` : contact.recipientName,
    },
    contact?.cardText && { label: 'Текст открытки', value: contact.cardText },
    ...orderMoneyFacts(order, shopRoubles),
    contact && { label: 'Покупатель', value: `${contact.fullName}, ${contact.phone}` },
    emails.contact && { label: 'Email для связи', value: emails.contact },
    emails.account && { label: 'Email аккаунта', value: emails.account },
    order.payment && { label: 'Оплачен', value: formatMoscowDateTime(order.payment.paidAt) },
  ]);
}
