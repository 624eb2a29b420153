import { formatRoubles, Money, SHOP_INFO, type CustomerOrderDto } from '@shop/domain';
import { awaitsDeliveryPrice, orderFacts, payableTotal } from './order-card.rules';

const rub = (roubles: number) => formatRoubles(Money.ofRoubles(roubles), { decimals: 2 });

const courier: CustomerOrderDto = {
  order_id: 41,
  total_amount: 3900,
  delivery_price: 0,
  address: 'ул. Тверская, д. 7',
  created_at: '2026-06-05T09:30:00.000Z',
  full_name: 'Петрова Анна',
  delivery_phone: '+79161234567',
  email: 'anna@example.ru',
  city: 'Москва',
  delivery_date: null,
  delivery_slot: null,
  recipient_name: null,
  recipient_phone: null,
  card_text: null,
  fulfilment_stage: null,
  photo_url: null,
  photo_approved: null,
  photo_comment: null,
  delivery_address_full: 'ул. Тверская, д. 7',
  delivery_type: 'yandex',
  status: 'pending',
  is_approved: false,
  allowed_actions: ['submit-contact'],
  items: [],
};

const facts = (order: CustomerOrderDto) => Object.fromEntries(orderFacts(order).map((fact) => [fact.label, fact.value]));

describe('order card', () => {
  it('lists amount, address, time, contact and delivery method; no delivery cost at 0', () => {
    expect(facts(courier)).toEqual({
      'Сумма заказа': rub(3900),
      Адрес: 'ул. Тверская, д. 7',
      Создан: expect.stringContaining('2026'),
      ФИО: 'Петрова Анна',
      Телефон: '+79161234567',
      'Способ доставки': 'Курьером',
    });
    expect(awaitsDeliveryPrice(courier)).toBe(true);
  });

  it('shows the delivery cost above 0 and a full address that says more than the address', () => {
    const priced = { ...courier, delivery_price: 450.5, delivery_address_full: 'Москва, ул. Тверская, д. 7, кв. 12' };
    expect(facts(priced)).toMatchObject({ 'Стоимость доставки': rub(450.5), 'Полный адрес доставки': 'Москва, ул. Тверская, д. 7, кв. 12' });
    expect(awaitsDeliveryPrice(priced)).toBe(false);
  });

  it("shows the shop's address for pickup and a dash for missing contacts", () => {
    const pickup = { ...courier, delivery_type: 'pickup' as const, address: 'Самовывоз', delivery_address_full: 'Самовывоз', full_name: null, delivery_phone: null };
    expect(facts(pickup)).toMatchObject({ 'Адрес самовывоза': SHOP_INFO.pickup.address, ФИО: '—', Телефон: '—', 'Способ доставки': 'Самовывоз' });
    expect(facts(pickup)).not.toHaveProperty('Полный адрес доставки');
  });

  it('offers payment of goods + delivery only when confirmed and approved', () => {
    expect(payableTotal(courier)).toBeNull();
    expect(payableTotal({ ...courier, status: 'confirmed', is_approved: false, allowed_actions: [] })).toBeNull();
    expect(payableTotal({ ...courier, status: 'confirmed', is_approved: true, allowed_actions: ['pay'], delivery_price: 450.5 })).toBe(rub(4350.5));
    expect(payableTotal({ ...courier, status: 'paid', is_approved: true, allowed_actions: [] })).toBeNull();
  });
});
