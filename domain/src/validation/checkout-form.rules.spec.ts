import { CHECKOUT_MESSAGES, validateCheckoutForm, type CheckoutForm } from './checkout-form.rules';
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from './field.rules';
import { FILLED_CHECKOUT_FORM } from '../testing/checkout.fixtures';

const valid: CheckoutForm = FILLED_CHECKOUT_FORM;

describe('validateCheckoutForm (spec §5 Checkout)', () => {
  it('passes a complete courier order and a pickup order without an address', () => {
    expect(validateCheckoutForm(valid)).toEqual({ valid: true, errors: {} });
    expect(validateCheckoutForm({ ...valid, deliveryType: 'pickup', address: '' }).valid).toBe(true);
  });

  it('reports every failing field at once, so each gets a red border', () => {
    const result = validateCheckoutForm({
      fullName: ' ',
      phone: '',
      email: 'nope',
      city: '',
      deliveryType: null,
      address: '',
      consent: false,
    });
    expect(result).toEqual({
      valid: false,
      errors: {
        fullName: 'Введите ФИО',
        phone: 'Введите номер телефона',
        email: 'Некорректный email',
        city: 'Введите город',
        deliveryType: 'Пожалуйста, выберите способ доставки',
        consent: 'Подтвердите согласие',
      },
    });
  });

  it('checks the phone format', () => {
    expect(validateCheckoutForm({ ...valid, phone: '8 999 123 45' }).errors).toEqual({ phone: INVALID_PHONE_MESSAGE });
    expect(validateCheckoutForm({ ...valid, phone: '8 999 123 45 67' }).errors).toEqual({});
  });

  it('asks for an address only for a courier', () => {
    expect(validateCheckoutForm({ ...valid, address: '  ' }).errors).toEqual({ address: 'Введите адрес доставки' });
  });

  it('accepts Moscow as the city, however it is spelled, and no other', () => {
    expect(validateCheckoutForm({ ...valid, city: 'г. Москва' }).errors).toEqual({});
    expect(validateCheckoutForm({ ...valid, city: 'Санкт-Петербург' }).errors).toEqual({ city: 'Доставляем только по Москве' });
    expect(validateCheckoutForm({ ...valid, deliveryType: 'pickup', address: '', city: 'Тверь' }).errors).toEqual({ city: 'Доставляем только по Москве' });
  });

  it('accepts only pickup or yandex', () => {
    expect(validateCheckoutForm({ ...valid, deliveryType: 'moscow' }).errors).toEqual({
      deliveryType: 'Пожалуйста, выберите способ доставки',
    });
    expect(validateCheckoutForm({ ...valid, deliveryType: 'drone', address: '' }).errors).toEqual({
      deliveryType: 'Пожалуйста, выберите способ доставки',
    });
  });

  it('leaves e-mail optional but checks it when given', () => {
    expect(validateCheckoutForm({ ...valid, email: null }).valid).toBe(true);
    expect(validateCheckoutForm({ ...valid, email: undefined }).valid).toBe(true);
    expect(validateCheckoutForm({ ...valid, email: 'a@b.ru' }).valid).toBe(true);
    expect(validateCheckoutForm({ ...valid, email: 'a@b' }).errors).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });

  it('names the summary toast', () => {
    expect(CHECKOUT_MESSAGES.requiredFieldsToast).toBe('Пожалуйста, заполните все обязательные поля');
  });
});
