import { CHECKOUT_MESSAGES, DELIVERY_ERRORS, INVALID_PHONE_MESSAGE, ORDER_ERRORS } from '@shop/domain';
import {
  checkoutDefaults,
  contactPath,
  contactPayload,
  dateAndSlotForType,
  deliveryDateLabel,
  orderPayload,
  prefillFromProfile,
  slotForDate,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form.rules';

// 2026-06-05 09:30 in Moscow (UTC+3).
const morning = new Date('2026-06-05T06:30:00Z');
// 2026-06-05 18:00 in Moscow: past the same-day cut-off.
const evening = new Date('2026-06-05T15:00:00Z');

const filled = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...checkoutDefaults(morning),
  fullName: 'Петрова Анна',
  phone: '+79161234567',
  deliveryType: 'yandex',
  address: 'ул. Тверская, д. 7, кв. 12',
  consent: true,
  ...overrides,
});

describe('checkout form', () => {
  it("refuses a city other than Moscow with the server's words", () => {
    expect(validateCheckout({ ...checkoutDefaults(morning), city: 'Санкт-Петербург' }, morning).city).toBe('Доставляем только по Москве');
    expect(validateCheckout({ ...checkoutDefaults(morning), city: 'г. Москва' }, morning).city).toBeUndefined();
  });

  it('starts in Moscow with the earliest bookable date and slot and no delivery type', () => {
    expect(checkoutDefaults(morning)).toMatchObject({ city: 'Москва', deliveryType: '', deliveryDate: '2026-06-05', deliverySlot: '13-16' });
    expect(checkoutDefaults(evening)).toMatchObject({ deliveryDate: '2026-06-06', deliverySlot: '10-13' });
  });

  it('reports every rule of spec §5 on an empty form', () => {
    const errors = validateCheckout({ ...checkoutDefaults(morning), city: '' }, morning);
    expect(errors).toEqual({
      fullName: CHECKOUT_MESSAGES.fullNameRequired,
      phone: CHECKOUT_MESSAGES.phoneRequired,
      city: CHECKOUT_MESSAGES.cityRequired,
      deliveryType: CHECKOUT_MESSAGES.deliveryTypeRequired,
      consent: CHECKOUT_MESSAGES.consentRequired,
    });
  });

  it('asks for an address only for a courier', () => {
    expect(validateCheckout(filled({ address: ' ' }), morning)).toEqual({ address: CHECKOUT_MESSAGES.addressRequired });
    expect(validateCheckout(filled({ deliveryType: 'pickup', address: '' }), morning)).toEqual({});
  });

  it('checks the phone format, the recipient and the card text', () => {
    expect(validateCheckout(filled({ phone: '8 916 123-45' }), morning)).toEqual({ phone: INVALID_PHONE_MESSAGE });
    expect(validateCheckout(filled({ phone: '8 916 123-45-67' }), morning)).toEqual({});
    expect(validateCheckout(filled({ otherRecipient: true }), morning)).toEqual({
      recipientName: ORDER_ERRORS.recipientNameRequired.message,
      recipientPhone: ORDER_ERRORS.recipientPhoneRequired.message,
    });
    expect(validateCheckout(filled({ otherRecipient: true, recipientPhone: '+79030000000' }), morning)).toEqual({
      recipientName: 'Введите имя получателя',
    });
    expect(validateCheckout(filled({ otherRecipient: true, recipientName: 'Оля', recipientPhone: '123' }), morning)).toEqual({
      recipientPhone: INVALID_PHONE_MESSAGE,
    });
    expect(validateCheckout(filled({ cardText: 'а'.repeat(501) }), morning)).toEqual({ cardText: 'Текст открытки — не длиннее 500 символов' });
  });

  it('refuses a slot that has passed while the dialog was open', () => {
    const values = filled();
    expect(validateCheckout(values, evening)).toEqual({ deliveryDate: DELIVERY_ERRORS.dateUnavailable.message });
    const lateSlot = filled({ deliverySlot: '10-13' });
    expect(validateCheckout(lateSlot, morning)).toEqual({ deliverySlot: DELIVERY_ERRORS.slotUnavailable.message });
  });

  it('keeps the slot when the new date still offers it, otherwise takes the earliest', () => {
    expect(slotForDate('2026-06-06', '13-16', morning)).toBe('13-16');
    expect(slotForDate('2026-06-05', '10-13', morning)).toBe('13-16');
  });

  it('offers pickup only the slots inside the pickup hours; a courier keeps 19:00–22:00', () => {
    expect(slotForDate('2026-06-06', '19-22', morning, 'yandex')).toBe('19-22');
    expect(slotForDate('2026-06-06', '19-22', morning, 'pickup')).toBe('10-13');
    expect(validateCheckout(filled({ deliveryType: 'pickup', deliveryDate: '2026-06-06', deliverySlot: '19-22' }), morning)).toEqual({
      deliverySlot: DELIVERY_ERRORS.slotUnavailable.message,
    });
    // At 15:30 today's pickup has no slot left (16:00–19:00 starts within 2 h): pickup moves to tomorrow.
    const afternoon = new Date('2026-06-05T12:30:00Z');
    expect(dateAndSlotForType({ deliveryDate: '2026-06-05', deliverySlot: '19-22' }, 'pickup', afternoon)).toEqual({
      deliveryDate: '2026-06-06',
      deliverySlot: '10-13',
    });
    expect(dateAndSlotForType({ deliveryDate: '2026-06-05', deliverySlot: '19-22' }, 'yandex', afternoon)).toEqual({
      deliveryDate: '2026-06-05',
      deliverySlot: '19-22',
    });
  });

  it('fills name, phone and e-mail from the profile, never over what was typed', () => {
    const user = { full_name: 'Петрова Анна', phone: '+79161234567', email: 'anna@example.ru' };
    expect(prefillFromProfile(checkoutDefaults(morning), user)).toEqual({ fullName: 'Петрова Анна', phone: '+79161234567', email: 'anna@example.ru' });
    expect(prefillFromProfile({ ...checkoutDefaults(morning), fullName: 'Иванов Иван' }, { ...user, phone: null })).toEqual({ email: 'anna@example.ru' });
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
      delivery_date: '2026-06-05',
      delivery_slot: '13-16',
      items: [{ product_id: 6 }, { product_id: 0, composition_id: 12 }],
    });
  });

  it("sends the word 'Самовывоз' as the address of a pickup order and drops a hidden recipient", () => {
    const values = filled({ deliveryType: 'pickup', address: 'забыто', recipientName: 'Оля' });
    expect(orderPayload(values, [])).toMatchObject({ deliveryType: 'pickup', delivery_address_full: 'Самовывоз' });
    expect(contactPath(values)).toBe('/api/delivery/update-contact');
    expect(contactPayload(values, 7, [])).toMatchObject({ deliveryType: 'pickup', address: 'Самовывоз', recipient_name: undefined });
  });

  it('names delivery dates the Russian way', () => {
    expect(deliveryDateLabel('2026-06-05', morning)).toBe('Сегодня, 5 июня');
    expect(deliveryDateLabel('2026-06-06', morning)).toBe('Завтра, 6 июня');
    expect(deliveryDateLabel('2026-06-08', morning)).toBe('пн, 8 июня');
  });
});
