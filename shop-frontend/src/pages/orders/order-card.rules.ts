import {
  awaitsCourierPrice,
  deliveryTypeLabel,
  formatRoubles,
  isCourierDelivery,
  isDeliveryType,
  SHOP_INFO,
  type CustomerOrderDto,
  type Money,
} from '@shop/domain';
import { moneyOf, ORDER_DECIMALS } from '../cart/cart-lines.rules';

export interface OrderFact {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
}

const money = (amount: Money) => formatRoubles(amount, { decimals: ORDER_DECIMALS });

const CREATED_AT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' });

/** The creation time the ru-RU way: '5 июня 2026 г. в 12:30' (the browser's time zone). */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : CREATED_AT.format(date);
}

const isCourier = (type: string): boolean => isDeliveryType(type) && isCourierDelivery(type);

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The rows of an order card (spec §2 'Customer order history'): amount, address if present,
 * creation time, full name, phone, full delivery address, delivery method, delivery cost above 0.
 * A pickup order shows the shop's address; the full address repeats only when it says more.
 */
export function orderFacts(order: CustomerOrderDto): OrderFact[] {
  const pickup = !isCourier(order.delivery_type);
  const facts: OrderFact[] = [{ label: 'Сумма заказа', value: money(moneyOf(order.total_amount)), testId: 'order-amount' }];
  if (pickup) facts.push({ label: 'Адрес самовывоза', value: SHOP_INFO.pickup.address, testId: 'order-address' });
  else if (present(order.address)) facts.push({ label: 'Адрес', value: order.address, testId: 'order-address' });
  facts.push(
    { label: 'Создан', value: formatCreatedAt(order.created_at), testId: 'order-created' },
    { label: 'ФИО', value: present(order.full_name) ? order.full_name : '—', testId: 'order-full-name' },
    { label: 'Телефон', value: present(order.delivery_phone) ? order.delivery_phone : '—', testId: 'order-phone' },
  );
  if (!pickup && present(order.delivery_address_full) && order.delivery_address_full !== order.address) {
    facts.push({ label: 'Полный адрес доставки', value: order.delivery_address_full, testId: 'order-full-address' });
  }
  facts.push({ label: 'Способ доставки', value: deliveryTypeLabel(order.delivery_type), testId: 'order-delivery-type' });
  const delivery = moneyOf(order.delivery_price);
  if (!delivery.isZero()) facts.push({ label: 'Стоимость доставки', value: money(delivery), testId: 'order-delivery-price' });
  return facts;
}

/** A courier order the administrator has not priced yet. */
export const awaitsDeliveryPrice = (order: CustomerOrderDto): boolean =>
  awaitsCourierPrice({ deliveryType: order.delivery_type, status: order.status, deliveryPrice: moneyOf(order.delivery_price) });

/** Spec §9: total payable = goods + delivery, shown once the order may be paid (confirmed and approved). */
export function payableTotal(order: CustomerOrderDto): string | null {
  if (!order.allowed_actions.includes('pay')) return null;
  return money(moneyOf(order.total_amount).add(moneyOf(order.delivery_price)));
}
