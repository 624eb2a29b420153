import { CHECKOUT_MESSAGES, DELIVERY_ERRORS, INVALID_PHONE_MESSAGE, offeredChoiceCheck, ORDER_ERRORS } from '@shop/domain';
import { checkoutDefaults, contactPath, contactPayload, orderPayload, prefillFromProfile, validateCheckout, type CheckoutValues } from './checkout-form.rules';

/** What the calendar's API offers: the 6th open (its morning slot gone), the 7th closed. */
const offered = offeredChoiceCheck(
  [
    { date: '2026-06-06', available: true, reason: null, surcharge: null },
    { date: '2026-06-07', available: false, reason: 'Выходной', surcharge: null },
  ],
  [
    { code: '10-13', label: '10:00–13:00', available: false, remaining: 0, reason: 'Мест нет' },
    { code: '16-19', label: '16:00–19:00', available: true, remaining: 3, reason: null },
  ],
);

const filled = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...checkoutDefaults(),
  deliveryDate: '2026-06-06',
  deliverySlot: '16-19',
  fullName: 'Петрова Анна',
  phone: '+79161234567',
  deliveryType: 'yandex',
  address: 'ул. Тверская, д. 7, кв. 12',
  consent: true,
  ...overrides,
});

describe('checkout form', () => {
  it("refuses a city other than Moscow with the server's words", () => {
    expect(validateCheckout({ ...checkoutDefaults(), city: 'Санкт-Петербург' }, offered).city).toBe('Доставляем только по Москве');
    expect(validateCheckout({ ...checkoutDefaults(), city: 'г. Москва' }, offered).city).toBeUndefined();
  });

  it('starts in Moscow with nothing chosen: the day and time come from the calendar', () => {
    expect(checkoutDefaults()).toMatchObject({ city: 'Москва', deliveryType: '', deliveryDate: '', deliverySlot: '' });
  });

  it('reports every rule of spec §5 on an empty form', () => {
    const errors = validateCheckout({ ...checkoutDefaults(), city: '' }, offered);
    expect(errors).toEqual({
      fullName: CHECKOUT_MESSAGES.fullNameRequired,
      phone: CHECKOUT_MESSAGES.phoneRequired,
      city: CHECKOUT_MESSAGES.cityRequired,
      deliveryType: CHECKOUT_MESSAGES.deliveryTypeRequired,
      consent: CHECKOUT_MESSAGES.consentRequired,
    });
  });

  it('asks for an address only for a courier', () => {
    expect(validateCheckout(filled({ address: ' ' }), offered)).toEqual({ address: CHECKOUT_MESSAGES.addressRequired });
    expect(validateCheckout(filled({ deliveryType: 'pickup', address: '' }), offered)).toEqual({});
  });

  it('checks the phone format, the recipient and the card text', () => {
    expect(validateCheckout(filled({ phone: '8 916 123-45' }), offered)).toEqual({ phone: INVALID_PHONE_MESSAGE });
    expect(validateCheckout(filled({ phone: '8 916 123-45-67' }), offered)).toEqual({});
    expect(validateCheckout(filled({ otherRecipient: true }), offered)).toEqual({
      recipientName: ORDER_ERRORS.recipientNameRequired.message,
      recipientPhone: ORDER_ERRORS.recipientPhoneRequired.message,
    });
    expect(validateCheckout(filled({ otherRecipient: true, recipientPhone: '+79030000000' }), offered)).toEqual({
      recipientName: 'Введите имя получателя',
    });
    expect(validateCheckout(filled({ otherRecipient: true, recipientName: 'Оля', recipientPhone: '123' }), offered)).toEqual({
      recipientPhone: INVALID_PHONE_MESSAGE,
    });
    expect(validateCheckout(filled({ cardText: 'а'.repeat(501) }), offered)).toEqual({ cardText: 'Текст открытки — не длиннее 500 символов' });
  });

  it('refuses a day or a slot the calendar does not offer, and asks for them when none is chosen', () => {
    expect(validateCheckout(filled({ deliveryDate: '2026-06-07' }), offered)).toEqual({ deliveryDate: DELIVERY_ERRORS.dateUnavailable.message });
    expect(validateCheckout(filled({ deliverySlot: '10-13' }), offered)).toEqual({ deliverySlot: DELIVERY_ERRORS.slotUnavailable.message });
    expect(validateCheckout(filled({ deliveryDate: '' }), offered)).toEqual({ deliveryDate: DELIVERY_ERRORS.invalidDate.message });
    expect(validateCheckout(filled({ deliveryType: 'pickup', deliverySlot: '' }), offered)).toEqual({ deliverySlot: DELIVERY_ERRORS.slotUnavailable.message });
  });

  it('fills name, phone and e-mail from the profile, never over what was typed', () => {
    const user = { full_name: 'Петрова Анна', phone: '+79161234567', email: 'anna@example.ru' };
    expect(prefillFromProfile(checkoutDefaults(), user)).toEqual({ fullName: 'Петрова Анна', phone: '+79161234567', email: 'anna@example.ru' });
    expect(prefillFromProfile({ ...checkoutDefaults(), fullName: 'Иванов Иван' }, { ...user, phone: null })).toEqual({ email: 'anna@example.ru' });
  });

  it('sends the phones as +7XXXXXXXXXX whichever accepted spelling was typed', () => {
    const values = filled({ phone: '8 (916) 123-45-67', otherRecipient: true, recipientName: 'Оля', recipientPhone: '+7 903 000 00 00' });
    expect(contactPayload(values, 41, [])).toMatchObject({ phone: '+79161234567', recipient_phone: '+79030000000' });
  });

  it('builds the two checkout calls for a courier', () => {
    const items = [
      { product_id: 6, quantity: 2 },
      { product_id: 0, quantity: 1, composition_id: 12 },
    ];
    const values = filled({ email: ' ', otherRecipient: true, recipientName: ' Оля ', recipientPhone: '+79030000000', cardText: 'С днём рождения!' });
    expect(orderPayload(values, items)).toEqual({ deliveryType: 'yandex', delivery_address_full: 'ул. Тверская, д. 7, кв. 12', items });
    expect(contactPath(values)).toBe('/api/delivery/yandex-calc');
    expect(contactPayload(values, 41, items)).toEqual({
      orderId: 41,
      deliveryType: 'yandex',
      name: 'Петрова Анна',
      phone: '+79161234567',
      email: undefined,
      city: 'Москва',
      address: 'ул. Тверская, д. 7, кв. 12',
      consent: true,
      recipient_name: 'Оля',
      recipient_phone: '+79030000000',
      card_text: 'С днём рождения!',
      delivery_date: '2026-06-06',
      delivery_slot: '16-19',
      items: [{ product_id: 6 }, { product_id: 0, composition_id: 12 }],
    });
  });

  it("sends the word 'Самовывоз' as the address of a pickup order and drops a hidden recipient", () => {
    const values = filled({ deliveryType: 'pickup', address: 'забыто', recipientName: 'Оля' });
    expect(orderPayload(values, [])).toMatchObject({ deliveryType: 'pickup', delivery_address_full: 'Самовывоз' });
    expect(contactPath(values)).toBe('/api/delivery/update-contact');
    expect(contactPayload(values, 7, [])).toMatchObject({ deliveryType: 'pickup', address: 'Самовывоз', recipient_name: undefined });
  });
});
