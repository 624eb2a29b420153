// Test data shared by the domain's specs; not part of the public API.
import { Money } from '../money/money.value-object';
import type { OrderContact } from '../order/order-contact.value-object';
import { NOTHING_HAPPENED_YET, Order, type OrderProps } from '../order/order.entity';

/** What customer 5 sent at the checkout's contact step for a courier delivery; `change` overrides any field. */
export const testContact = (change: Partial<OrderContact> = {}): OrderContact => ({
  deliveryType: 'yandex',
  address: 'Москва, ул. Тверская, 7',
  fullName: 'Иванова Анна',
  phone: '+79161234567',
  email: null,
  city: 'Москва',
  recipientName: null,
  recipientPhone: null,
  cardText: null,
  deliveryDate: '2025-05-02',
  deliverySlot: '10-13',
  submittedAt: new Date('2025-05-01T09:00:00Z'),
  ...change,
});

/** A pending pickup order of customer 5 as a repository restores it, without lines; `change` overrides any field. */
export const restoredOrder = (change: Partial<OrderProps> & Pick<OrderProps, 'id'>): Order =>
  Order.restore({
    customerId: 5,
    status: 'pending',
    isApproved: false,
    deliveryType: 'pickup',
    deliveryAddress: null,
    deliveryPrice: Money.ZERO,
    lines: [],
    createdAt: new Date('2025-05-01T09:00:00Z'),
    promo: null,
    ...NOTHING_HAPPENED_YET,
    ...change,
  });
