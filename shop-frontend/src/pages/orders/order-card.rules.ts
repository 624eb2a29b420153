import {
  awaitsCourierPrice,
  deliverySlotLabel,
  deliveryTypeLabel,
  formatMoscowDateTime,
  formatCustomerRoubles,
  isCourierDelivery,
  moneyOf,
  paymentDeadlineText,
  promoDiscountLabel,
  SHOP_INFO,
  type CustomerOrderDto,
  type Money,
} from '@shop/domain';
import { weekdayAndDay } from '../../format/delivery-date';

export interface OrderFact {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
}

const money = (amount: Money) => formatCustomerRoubles(amount);

/** The creation time on the shop's clock, whatever the browser's time zone: '5 июня 2026 г., 12:30 МСК'. */
export function formatCreatedAt(iso: string): string {
  return formatMoscowDateTime(iso);
}

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

const orDash = (text: string | null): string => (present(text) ? text : '—');

/** A row when there is something to say, else none. */
const fact = (label: string, value: string | null | undefined, testId: string): OrderFact | null => (present(value) ? { label, value, testId } : null);

/**
 * The rows of an order card (spec §2 'Customer order history'): amount, address if present,
 * creation time, full name, phone, full delivery address, delivery method, delivery cost above 0;
 * then what the customer chose at checkout: e-mail, city, day and time, the recipient and their phone.
 * A pickup order shows the shop's address; the full address repeats only when it says more.
 */
export function orderFacts(order: CustomerOrderDto): OrderFact[] {
  const pickup = !isCourierDelivery(order.delivery_type);
  const when = pickup ? 'самовывоза' : 'доставки';
  const delivery = moneyOf(order.delivery_price);
  const facts = [
    fact('Сумма заказа', money(moneyOf(order.total_amount)), 'order-amount'),
    order.promo_code ? fact(promoDiscountLabel(order.promo_code), `−${money(moneyOf(order.discount))}`, 'order-discount') : null,
    pickup ? fact('Адрес самовывоза', SHOP_INFO.pickup.address, 'order-address') : fact('Адрес', order.address, 'order-address'),
    fact('Создан', formatCreatedAt(order.created_at), 'order-created'),
    fact('ФИО', orDash(order.full_name), 'order-full-name'),
    fact('Телефон', orDash(order.delivery_phone), 'order-phone'),
    fact('Email', order.email, 'order-email'),
    fact('Город', order.city, 'order-city'),
    pickup || order.delivery_address_full === order.address ? null : fact('Полный адрес доставки', order.delivery_address_full, 'order-full-address'),
    fact('Способ доставки', deliveryTypeLabel(order.delivery_type), 'order-delivery-type'),
    delivery.isZero() ? null : fact('Стоимость доставки', money(delivery), 'order-delivery-price'),
    fact(`Дата ${when}`, order.delivery_date && weekdayAndDay(order.delivery_date), 'order-delivery-date'),
    fact(`Время ${when}`, order.delivery_slot && deliverySlotLabel(order.delivery_slot), 'order-delivery-slot'),
    fact('Получатель', [order.recipient_name, order.recipient_phone].filter(present).join(', '), 'order-recipient'),
  ];
  return facts.filter((row): row is OrderFact => row !== null);
}

/** The greeting card's text exactly as the customer wrote it, or null when there is none. */
export const cardText = (order: CustomerOrderDto): string | null => (present(order.card_text) ? order.card_text : null);

/** A courier order the administrator has not priced yet. */
export const awaitsDeliveryPrice = (order: CustomerOrderDto): boolean =>
  awaitsCourierPrice({ deliveryType: order.delivery_type, status: order.status, deliveryPrice: moneyOf(order.delivery_price) });

/** Spec §9: the total payable (goods and delivery), shown once the order may be paid (confirmed and approved). */
/** 'Оплатите до 28 ноября, 14:05 МСК' while the order can be paid; null otherwise. */
export function paymentDeadlineOf(order: CustomerOrderDto): string | null {
  const deadline = order.allowed_actions.includes('pay') && order.payment_deadline ? new Date(order.payment_deadline) : null;
  return deadline && !Number.isNaN(deadline.getTime()) ? paymentDeadlineText(deadline) : null;
}

export function payableTotal(order: CustomerOrderDto): string | null {
  if (!order.allowed_actions.includes('pay')) return null;
  return money(moneyOf(order.total_payable));
}
