import {
  emailError,
  fullNameError,
  INVALID_EMAIL_MESSAGE,
  INVALID_FULL_NAME_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_TELEGRAM_MESSAGE,
  isBlank,
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

  it.each([['+79991234567'], [' +79991234567 ']])('accepts phone %p', (value) => {
    expect(phoneError(value)).toBeNull();
  });

  it.each([['89991234567'], ['+7999123456'], ['+799912345678'], ['+7 999 123 45 67'], ['+7(999)1234567'], ['+7999-123-45-67'], ['+19991234567']])(
    'refuses phone %p',
    (value) => {
      expect(phoneError(value)).toBe(INVALID_PHONE_MESSAGE);
    },
  );

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

  it.each([['Иванов'], ['иванов иван'], ['Иванов иван'], ['Ivanov 1van'], ['Иванов И.'], ['IVANOV Ivan'], ['']])(
    'refuses full name %p',
    (value) => {
      expect(fullNameError(value)).toBe(INVALID_FULL_NAME_MESSAGE);
    },
  );

  it('asks for surname and first name with an example', () => {
    expect(INVALID_FULL_NAME_MESSAGE).toBe('Введите фамилию и имя, например: Иванов Иван');
    expect(INVALID_EMAIL_MESSAGE).toBe('Некорректный email');
  });

  it('treats missing and whitespace-only values as blank', () => {
    expect([isBlank(undefined), isBlank(null), isBlank(' \t'), isBlank('a')]).toEqual([true, true, true, false]);
  });
});
