// Single-field rules shared by the server DTOs and the UI forms. Each returns the Russian message
// to show, or null when the value is valid.

export const INVALID_EMAIL_MESSAGE = 'Некорректный email';
export const INVALID_PHONE_MESSAGE = 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр';
export const INVALID_TELEGRAM_MESSAGE = 'Telegram: символ @ и от 5 до 32 латинских букв, цифр или _';
export const INVALID_FULL_NAME_MESSAGE = 'Введите фамилию и имя, например: Иванов Иван';
export const TOO_LONG_MESSAGE = 'Слишком длинное значение';

/** x@y.z: something, @, something, a dot, something; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** +7 followed by exactly 10 digits, no spaces, brackets or dashes. */
const PHONE = /^\+7\d{10}$/;

const TELEGRAM = /^@[A-Za-z0-9_]{5,32}$/;

/** A capitalised word of Latin or Cyrillic letters, parts joined by hyphens: Иванов, Римский-Корсаков, Anna-Maria. */
const NAME_WORD = /^[A-ZА-ЯЁ][a-zа-яё]*(?:-[A-Za-zА-Яа-яЁё][a-zа-яё]*)*$/;

export const emailError = (value: string): string | null => (EMAIL.test(value.trim()) ? null : INVALID_EMAIL_MESSAGE);

export const phoneError = (value: string): string | null => (PHONE.test(value.trim()) ? null : INVALID_PHONE_MESSAGE);

export const telegramError = (value: string): string | null => (TELEGRAM.test(value.trim()) ? null : INVALID_TELEGRAM_MESSAGE);

/** Two or more capitalised words separated by spaces. */
export const fullNameError = (value: string): string | null => {
  const words = value.trim().split(/\s+/);
  return words.length >= 2 && words.every((word) => NAME_WORD.test(word)) ? null : INVALID_FULL_NAME_MESSAGE;
};

/** True when a form value is missing: undefined, null or only spaces. */
export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
