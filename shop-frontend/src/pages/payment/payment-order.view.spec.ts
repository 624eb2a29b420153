/// <reference types="jest" />
import { formatRoubles, Money, SHOP_INFO, type PaymentLookupDto } from '@shop/domain';
import { toPaymentOrderView } from './payment-order.view';
import { paymentState } from './payment-state.rules';

const rub = (roubles: number) => formatRoubles(Money.ofRoubles(roubles), { decimals: 2 });

const courierOrder = (overrides: Partial<PaymentLookupDto['order']> = {}): PaymentLookupDto => ({
  order: {
    full_name: 'Клара Новикова',
    email: 'klara@example.ru',
    delivery_phone: '+79160000003',
    delivery_type: 'yandex',
    delivery_address_full: 'Москва, ул. Арбат, 10',
    delivery_price: 450.5,
    status: 'confirmed',
    total_amount: 5450,
    total_with_delivery: 5900.5,
    promo_code: null,
    discount: 0,
    payment_deadline: '2026-11-28T11:05:00.000Z',
    allowed_actions: ['pay'],
    ...overrides,
  },
  items: [
    { name: 'Флорариум «Утро»', quantity: 1, price: 4500, images: ['/images/products/2-1.jpg'], composition: [] },
    {
      name: 'Собранный букет',
      quantity: 1,
      price: 950,
      images: ['/images/bouquet.jpg'],
      composition: [
        { title: 'Роза', quantity: 3, price: 250, images: ['/images/flowers/rose.jpg'] },
        { title: 'Альстромерия', quantity: 1, price: 190, images: [] },
      ],
    },
  ],
});

describe('payment page reading of an order (spec §2, §3, §4)', () => {
  it('shows the details, the delivery cost above 0 and the totals with 2 decimals', () => {
    const view = toPaymentOrderView(courierOrder());
    expect(view).toMatchObject({
      fullName: 'Клара Новикова',
      email: 'klara@example.ru',
      phone: '+79160000003',
      deliveryLabel: 'Курьером',
      address: 'Москва, ул. Арбат, 10',
      pickupAddress: null,
      deliveryPrice: rub(450.5),
      status: { label: 'Подтверждён', colour: 'yellow' },
      state: 'payable',
      deadline: 'Оплатите до 28 ноября, 14:05 МСК',
      totals: { goods: rub(5450), discount: null, delivery: rub(450.5), total: rub(5900.5) },
    });
    expect(toPaymentOrderView(courierOrder({ status: 'paid', allowed_actions: [], payment_deadline: null })).deadline).toBeNull();
  });

  it('shows a photo and "quantity × price = total" per line; a collected bouquet has its flowers instead of a photo', () => {
    const [plant, bouquet] = toPaymentOrderView(courierOrder()).lines;
    expect(plant).toMatchObject({ name: 'Флорариум «Утро»', image: '/images/products/2-1.jpg', sum: `1 × ${rub(4500)} = ${rub(4500)}`, flowers: [] });
    expect(bouquet.image).toBeNull();
    expect(bouquet.flowers).toEqual([
      { key: '0-Роза', title: 'Роза', image: '/images/flowers/rose.jpg', sum: `3 × ${rub(250)} = ${rub(750)}` },
      { key: '1-Альстромерия', title: 'Альстромерия', image: null, sum: `1 × ${rub(190)} = ${rub(190)}` },
    ]);
  });

  it('uses a dash for a missing name or phone, hides a free delivery, and gives the pickup address', () => {
    const view = toPaymentOrderView(
      courierOrder({
        full_name: null,
        delivery_phone: '  ',
        delivery_type: 'pickup',
        delivery_address_full: 'Самовывоз',
        delivery_price: 0,
        total_with_delivery: 5450,
      }),
    );
    expect(view).toMatchObject({
      fullName: '—',
      phone: '—',
      deliveryLabel: 'Самовывоз',
      address: null,
      pickupAddress: SHOP_INFO.pickup.address,
      deliveryPrice: null,
      totals: { goods: rub(5450), discount: null, delivery: null, total: rub(5450) },
    });
  });

  it('keeps a line without images for the placeholder, and a line named like a bouquet without flowers as a plain line', () => {
    const lookup = courierOrder();
    const view = toPaymentOrderView({ ...lookup, items: [{ name: 'Собранный букет', quantity: 2, price: 100, images: [], composition: [] }] });
    expect(view.lines[0]).toMatchObject({ image: null, flowers: [], sum: `2 × ${rub(100)} = ${rub(200)}` });
  });

  it('reads every status with the payment-page reading and offers payment only when the server allows it', () => {
    expect(toPaymentOrderView(courierOrder({ status: 'paid', allowed_actions: [] }))).toMatchObject({
      status: { label: 'Оплачен', colour: 'green' },
      state: 'paid',
    });
    expect(toPaymentOrderView(courierOrder({ status: 'pending', allowed_actions: ['submit-contact'] }))).toMatchObject({
      status: { label: 'В ожидании', colour: 'blue' },
      state: 'awaiting-approval',
    });
    expect(toPaymentOrderView(courierOrder({ status: 'canceled', allowed_actions: [] }))).toMatchObject({
      status: { label: 'Отменён', colour: 'red' },
      state: 'canceled',
    });
    expect(paymentState({ status: 'cancelled', allowed_actions: [] })).toBe('canceled');
    expect(paymentState({ status: 'refunded', allowed_actions: [] })).toBe('refunded');
    expect(paymentState({ status: 'returned', allowed_actions: [] })).toBe('unavailable');
    expect(paymentState({ status: 'confirmed', allowed_actions: [] })).toBe('unavailable');
  });
});
