import { SHOP_INFO, type CustomerOrderDto } from '@shop/domain';
import { NO_MONEY_MOVED, NO_PROMO, OPTIONAL_DETAILS_BLANK, PROGRESS_NOT_STARTED } from '@shop/domain/testing';
import { awaitsDeliveryPrice, cardText, orderFacts, payableTotal, paymentDeadlineOf } from './order-card.rules';

/** The customer's format: '3 900 ₽', '450,50 ₽' (written out, so the test does not restate the formatter). */
const rub = (roubles: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(roubles) ? 0 : 2 }).format(roubles)}\u00A0₽`;

const courier: CustomerOrderDto = {
  order_id: 41,
  total_amount: 3900,
  total_payable: 3900,
  delivery_price: 0,
  address: 'ул. Тверская, д. 7',
  created_at: '2026-06-05T09:30:00.000Z',
  full_name: 'Петрова Анна',
  delivery_phone: '+79161234567',
  email: 'anna@example.ru',
  city: 'Москва',
  ...OPTIONAL_DETAILS_BLANK,
  ...PROGRESS_NOT_STARTED,
  ...NO_MONEY_MOVED,
  ...NO_PROMO,
  delivery_address_full: 'ул. Тверская, д. 7',
  delivery_type: 'yandex',
  status: 'pending',
  is_approved: false,
  cancel_reason: null,
  payment_deadline: null,
  allowed_actions: ['submit-contact'],
  items: [],
};

const facts = (order: CustomerOrderDto) => Object.fromEntries(orderFacts(order).map((fact) => [fact.label, fact.value]));

describe('order card', () => {
  it('lists amount, address, time, contact, city and delivery method; no delivery cost at 0', () => {
    expect(facts(courier)).toEqual({
      'Сумма заказа': rub(3900),
      Адрес: 'ул. Тверская, д. 7',
      Создан: '5 июня 2026 г., 12:30 МСК',
      ФИО: 'Петрова Анна',
      Телефон: '+79161234567',
      Email: 'anna@example.ru',
      Город: 'Москва',
      'Способ доставки': 'Курьером',
    });
    expect(orderFacts(courier).map((fact) => fact.label)).toEqual(['Сумма заказа', 'Адрес', 'Создан', 'ФИО', 'Телефон', 'Email', 'Город', 'Способ доставки']);
    expect(awaitsDeliveryPrice(courier)).toBe(true);
  });

  it('adds the day and time chosen at checkout and the recipient, after what the spec lists', () => {
    const chosen = { ...courier, delivery_date: '2026-11-24', delivery_slot: '10-13', recipient_name: 'Вера Соколова', recipient_phone: '+79160000003' };
    expect(orderFacts(chosen).slice(-3)).toEqual([
      { label: 'Дата доставки', value: 'вт, 24 ноября', testId: 'order-delivery-date' },
      { label: 'Время доставки', value: '10:00–13:00', testId: 'order-delivery-slot' },
      { label: 'Получатель', value: 'Вера Соколова, +79160000003', testId: 'order-recipient' },
    ]);
    expect(facts({ ...chosen, recipient_name: null })).toMatchObject({ Получатель: '+79160000003' });
    const pickup = { ...chosen, delivery_type: 'pickup' as const, delivery_slot: '19-22' };
    expect(facts(pickup)).toMatchObject({ 'Дата самовывоза': 'вт, 24 ноября', 'Время самовывоза': '19:00–22:00' });
  });

  it('shows a slot or a date it does not know as it came, and leaves out blank details', () => {
    const odd = { ...courier, delivery_date: '24.11.2026', delivery_slot: '08-09', city: '  ', recipient_name: '', recipient_phone: null };
    expect(facts(odd)).toMatchObject({ 'Дата доставки': '24.11.2026', 'Время доставки': '08-09' });
    expect(facts(odd)).not.toHaveProperty('Город');
    expect(facts(odd)).not.toHaveProperty('Получатель');
  });

  it('gives the card text verbatim, line breaks and all, and nothing for a blank one', () => {
    const words = 'Дорогая мама!\n  С днём рождения.\n\nТвоя Аня';
    expect(cardText({ ...courier, card_text: words })).toBe(words);
    expect(cardText({ ...courier, card_text: ' \n ' })).toBeNull();
    expect(cardText(courier)).toBeNull();
  });

  it('shows the delivery cost above 0 and a full address that says more than the address', () => {
    const priced = { ...courier, delivery_price: 450.5, delivery_address_full: 'Москва, ул. Тверская, д. 7, кв. 12' };
    expect(facts(priced)).toMatchObject({ 'Стоимость доставки': rub(450.5), 'Полный адрес доставки': 'Москва, ул. Тверская, д. 7, кв. 12' });
    expect(awaitsDeliveryPrice(priced)).toBe(false);
  });

  it("shows the shop's address for pickup and a dash for missing contacts", () => {
    const pickup = {
      ...courier,
      delivery_type: 'pickup' as const,
      address: 'Самовывоз',
      delivery_address_full: 'Самовывоз',
      full_name: null,
      delivery_phone: null,
    };
    expect(facts(pickup)).toMatchObject({ 'Адрес самовывоза': SHOP_INFO.pickup.address, ФИО: '—', Телефон: '—', 'Способ доставки': 'Самовывоз' });
    expect(facts(pickup)).not.toHaveProperty('Полный адрес доставки');
  });

  it('offers payment of goods + delivery only when confirmed and approved', () => {
    expect(payableTotal(courier)).toBeNull();
    expect(payableTotal({ ...courier, status: 'confirmed', is_approved: false, allowed_actions: [] })).toBeNull();
    expect(payableTotal({ ...courier, status: 'confirmed', is_approved: true, allowed_actions: ['pay'], delivery_price: 450.5, total_payable: 4350.5 })).toBe(
      rub(4350.5),
    );
    expect(payableTotal({ ...courier, status: 'paid', is_approved: true, allowed_actions: [] })).toBeNull();
  });

  it('says until when a payable order can be paid, on the Moscow clock, and nothing otherwise', () => {
    const payable: CustomerOrderDto = { ...courier, status: 'confirmed', allowed_actions: ['pay'], payment_deadline: '2026-11-28T11:05:00.000Z' };
    expect(paymentDeadlineOf(payable)).toBe('Оплатите до 28 ноября, 14:05 МСК');
    expect(paymentDeadlineOf({ ...payable, allowed_actions: [] })).toBeNull();
    expect(paymentDeadlineOf({ ...payable, payment_deadline: null })).toBeNull();
  });
});
