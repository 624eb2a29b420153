import { DEFAULT_SLOT_CAPACITIES } from '../delivery/delivery-calendar';
import { calendarChoiceCheck } from '../delivery/delivery-calendar.rules';
import { DELIVERY_ERRORS } from '../delivery/delivery.errors';
import { INVALID_PHONE_MESSAGE } from '../validation/field.rules';
import { ORDER_ERRORS } from './order.errors';
import { contactProblems, orderAddress, otherRecipientProblems, type ContactForm } from './order-contact.rules';
import { orderContact } from './order-contact.value-object';

/** 09:00 in Moscow: today's slots from 13:00 can still be booked. */
const NOW = new Date('2025-05-01T06:00:00Z');

/** The calendar of an ordinary fortnight with one full slot: 16:00–19:00 on 2 May. */
const CHECK = calendarChoiceCheck(
  { defaults: DEFAULT_SLOT_CAPACITIES, days: [], loads: [{ date: '2025-05-02', kind: 'courier', slot: '16-19', taken: DEFAULT_SLOT_CAPACITIES.courier }] },
  NOW,
  0,
);

const form = (change: Partial<ContactForm> = {}): ContactForm => ({
  deliveryType: 'yandex',
  fullName: ' Иванова Анна ',
  phone: '+79161234567',
  email: '  ',
  city: 'Москва',
  address: ' ул. Тверская, 7 ',
  consent: true,
  recipientName: 'Пётр',
  recipientPhone: '',
  cardText: ' С днём рождения! ',
  deliveryDate: '2025-05-01',
  deliverySlot: '13-16',
  ...change,
});

describe('order contact', () => {
  it('trims the details, turns blanks into nothing and stamps the consent time', () => {
    expect(orderContact(form(), NOW, CHECK)).toEqual({
      ok: true,
      value: {
        deliveryType: 'yandex',
        address: 'ул. Тверская, 7',
        fullName: 'Иванова Анна',
        phone: '+79161234567',
        email: null,
        city: 'Москва',
        recipientName: 'Пётр',
        recipientPhone: null,
        cardText: 'С днём рождения!',
        deliveryDate: '2025-05-01',
        deliverySlot: '13-16',
        submittedAt: NOW,
      },
    });
  });

  it('stores both phones as +7XXXXXXXXXX whichever accepted spelling was typed', () => {
    const contact = orderContact(form({ phone: '8 (916) 123-45-67', recipientPhone: '+7 903 765 43 21' }), NOW, CHECK);
    expect(contact.ok && [contact.value.phone, contact.value.recipientPhone]).toEqual(['+79161234567', '+79037654321']);
  });

  it('stores Moscow one way however it was spelled', () => {
    const contact = orderContact(form({ city: ' г. москва ' }), NOW, CHECK);
    expect(contact.ok && contact.value.city).toBe('Москва');
  });

  it("stores the word Самовывоз as a pickup order's address; a pickup needs no slot", () => {
    const pickup = orderContact(form({ deliveryType: 'pickup', address: '', deliveryDate: null, deliverySlot: null }), NOW, CHECK);
    expect(pickup.ok && pickup.value.address).toBe('Самовывоз');
  });

  it.each<[string, Partial<ContactForm>, unknown]>([
    ['no consent', { consent: false }, ORDER_ERRORS.contactInvalid('Подтвердите согласие')],
    ['a city other than Moscow', { city: 'Санкт-Петербург' }, ORDER_ERRORS.contactInvalid('Доставляем только по Москве')],
    ['no delivery type', { deliveryType: 'moscow' }, ORDER_ERRORS.contactInvalid('Пожалуйста, выберите способ доставки')],
    ['a courier order without an address', { address: ' ' }, ORDER_ERRORS.contactInvalid('Введите адрес доставки')],
    ['a bad recipient phone', { recipientPhone: '8 916 123' }, ORDER_ERRORS.contactInvalid(INVALID_PHONE_MESSAGE)],
    ["a recipient's phone without their name", { recipientName: ' ', recipientPhone: '+79031112233' }, ORDER_ERRORS.recipientNameRequired],
    ['a card text over 500 characters', { cardText: 'я'.repeat(501) }, ORDER_ERRORS.cardTextTooLong],
    ['a courier order without a slot', { deliverySlot: null }, ORDER_ERRORS.slotRequired],
    ['a slot that has started', { deliverySlot: '10-13' }, DELIVERY_ERRORS.slotUnavailable],
    ['a date in the past', { deliveryDate: '2025-04-30' }, DELIVERY_ERRORS.dateUnavailable],
    ['a full slot', { deliveryDate: '2025-05-02', deliverySlot: '16-19' }, DELIVERY_ERRORS.slotFull],
    ['a pickup after the pickup hours', { deliveryType: 'pickup', deliveryDate: '2025-05-02', deliverySlot: '19-22' }, DELIVERY_ERRORS.slotUnavailable],
  ])('refuses %s', (_, change, error) => {
    expect(orderContact(form(change), NOW, CHECK)).toEqual({ ok: false, error });
  });
});

describe('the contact step, field by field', () => {
  it('names every problem under its field at once, as the checkout form shows them', () => {
    const problems = contactProblems(form({ fullName: '', consent: false, cardText: 'я'.repeat(501), deliverySlot: '10-13' }), CHECK);
    expect(problems).toEqual({
      fullName: ORDER_ERRORS.contactInvalid('Введите ФИО'),
      consent: ORDER_ERRORS.contactInvalid('Подтвердите согласие'),
      cardText: ORDER_ERRORS.cardTextTooLong,
      deliverySlot: DELIVERY_ERRORS.slotUnavailable,
    });
    expect(contactProblems(form({ deliveryDate: '' }), CHECK)).toEqual({ deliveryDate: DELIVERY_ERRORS.invalidDate });
  });

  it('checks no day or slot until a delivery type is chosen', () => {
    expect(contactProblems(form({ deliveryType: '', deliveryDate: '2020-01-01' }), CHECK)).toEqual({
      deliveryType: ORDER_ERRORS.contactInvalid('Пожалуйста, выберите способ доставки'),
    });
  });

  it('asks for both the name and the phone of another recipient', () => {
    expect(otherRecipientProblems({ recipientName: ' ', recipientPhone: '' })).toEqual({
      recipientName: ORDER_ERRORS.recipientNameRequired,
      recipientPhone: ORDER_ERRORS.recipientPhoneRequired,
    });
    expect(otherRecipientProblems({ recipientName: 'Оля', recipientPhone: '123' })).toEqual({
      recipientPhone: ORDER_ERRORS.contactInvalid(INVALID_PHONE_MESSAGE),
    });
    expect(otherRecipientProblems({ recipientName: 'Оля', recipientPhone: '8 903 000 00 00' })).toEqual({});
  });

  it('gives every kind of refusal a code of its own', () => {
    const codes = [
      ORDER_ERRORS.contactInvalid('x'),
      ORDER_ERRORS.slotRequired,
      ORDER_ERRORS.cardTextTooLong,
      ORDER_ERRORS.recipientNameRequired,
      ORDER_ERRORS.recipientPhoneRequired,
    ].map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("stores a courier's address as typed and a pickup's as Самовывоз", () => {
    expect([orderAddress('yandex', ' ул. Арбат, 1 '), orderAddress('pickup', 'забыто'), orderAddress('', 'что-то')]).toEqual([
      'ул. Арбат, 1',
      'Самовывоз',
      'Самовывоз',
    ]);
  });
});
