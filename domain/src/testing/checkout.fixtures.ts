import type { CheckoutForm } from '../validation/checkout-form.rules';

/** The checkout's contact fields as a customer fills them in for a courier order: every rule passes. */
export const FILLED_CHECKOUT_FORM = {
  fullName: 'Петрова Анна',
  phone: '+79161234567',
  email: 'anna@example.ru',
  city: 'Москва',
  deliveryType: 'yandex',
  address: 'ул. Тверская, д. 7, кв. 12',
  consent: true,
} as const satisfies CheckoutForm;
