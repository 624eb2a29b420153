import {
  emailError,
  fullNameError,
  INVALID_EMAIL_MESSAGE,
  INVALID_FULL_NAME_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_TELEGRAM_MESSAGE,
  isBlank,
  normalisedPhoneOrInput,
  normalisePhone,
  phoneError,
  telegramError,
} from './field.rules';

describe('field rules', () => {
  it.each([['anna@example.ru'], ['a.b+c@mail.co.uk'], [' x@y.z ']])('accepts e-mail %p', (value) => {
    expect(emailError(value)).toBeNull();
  });

  it.each([['anna'], ['anna@example'], ['@example.ru'], ['an na@example.ru'], ['a@@b.ru'], ['']])('refuses e-mail %p', (value) => {
    expect(emailError(value)).toBe('Некорректный email');
  });

  it.each([
    ['+7 916 123-45-67'],
    ['+7 (916) 123-45-67'],
    ['8 916 123 45 67'],
    ['89161234567'],
    ['+79161234567'],
    [' +79161234567 '],
    ['+7(916)1234567'],
    ['8-916-123-45-67'],
  ])('accepts phone %p and normalises it to +79161234567', (value) => {
    expect(phoneError(value)).toBeNull();
    expect(normalisePhone(value)).toBe('+79161234567');
  });

  it.each([
    ['+7916123456'],
    ['+791612345678'],
    ['8916123456'],
    ['+19161234567'],
    ['79161234567'],
    ['+7 (916 123-45-67'],
    ['+7 916) 123-45-67'],
    ['+7 916 12a-45-67'],
    ['+7..916.123.45.67'],
    ['++79161234567'],
    [''],
  ])('refuses phone %p', (value) => {
    expect(phoneError(value)).toBe(INVALID_PHONE_MESSAGE);
    expect(normalisePhone(value)).toBeNull();
  });

  it("keeps the spec's phone message and shows a text that is no phone as it came", () => {
    expect(INVALID_PHONE_MESSAGE).toBe('Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр');
    expect(normalisedPhoneOrInput(' 8 (916) 123-45-67 ')).toBe('+79161234567');
    expect(normalisedPhoneOrInput(' 12345 ')).toBe('12345');
  });

  it.each([['@anna5'], ['@Ivan_Petrov_2000'], [`@${'a'.repeat(32)}`]])('accepts telegram %p', (value) => {
    expect(telegramError(value)).toBeNull();
  });

  it.each([['anna55'], ['@anna'], [`@${'a'.repeat(33)}`], ['@анна_пет'], ['@anna-55'], ['@an na5']])('refuses telegram %p', (value) => {
    expect(telegramError(value)).toBe(INVALID_TELEGRAM_MESSAGE);
  });

  it.each([['Иванов Иван'], ['Иванов Иван Иванович'], ['Римский-Корсаков Николай'], ['Smith John'], ['Анна-Мария Ёлкина'], ['  Петров   Пётр  ']])(
    'accepts full name %p',
    (value) => {
      expect(fullNameError(value)).toBeNull();
    },
  );

  it.each([['Иванов'], ['иванов иван'], ['Иванов иван'], ['Ivanov 1van'], ['Иванов И.'], ['IVANOV Ivan'], ['']])('refuses full name %p', (value) => {
    expect(fullNameError(value)).toBe(INVALID_FULL_NAME_MESSAGE);
  });

  it('asks for surname and first name with an example', () => {
    expect(INVALID_FULL_NAME_MESSAGE).toBe('Введите фамилию и имя, например: Иванов Иван');
    expect(INVALID_EMAIL_MESSAGE).toBe('Некорректный email');
  });

  it('treats missing and whitespace-only values as blank', () => {
    expect([isBlank(undefined), isBlank(null), isBlank(' \t'), isBlank('a')]).toEqual([true, true, true, false]);
  });
});
