// Single-field rules shared by the server DTOs and the UI forms. Each returns the Russian message
// to show, or null when the value is valid.

export const INVALID_EMAIL_MESSAGE = 'Некорректный email';
export const INVALID_PHONE_MESSAGE = 'Введите телефон в формате +7XXXXXXXXXX: +7 и ровно 10 цифр';
export const INVALID_TELEGRAM_MESSAGE = 'Telegram: символ @ и от 5 до 32 латинских букв, цифр или _';
export const INVALID_FULL_NAME_MESSAGE = 'Введите фамилию и имя, например: Иванов Иван';
export const TOO_LONG_MESSAGE = 'Слишком длинное значение';

/** x@y.z: something, @, something, a dot, something; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stored form of a Russian phone: +7 followed by exactly 10 digits, no spaces, brackets or dashes. */
const NORMALISED_PHONE = /^\+7\d{10}$/;

/** What people type: +7 or 8, then 10 digits, with spaces, dashes and one pair of brackets allowed between them. */
const TYPED_PHONE = /^(?:\+7|8)[\s-]*(?:\(\s*\d{3}\s*\)|\d{3})[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;

/**
 * One Russian phone number as the shop stores it, '+7XXXXXXXXXX', from the ways people write it:
 * '+7 916 123-45-67', '+7 (916) 123-45-67', '8 916 123 45 67', '89161234567', '+79161234567'.
 * Null when the text is not a Russian phone number.
 */
export const normalisePhone = (value: string): string | null => {
  const text = value.trim();
  if (!TYPED_PHONE.test(text)) return null;
  const normalised = `+7${text.replace(/\D/g, '').slice(1)}`;
  return NORMALISED_PHONE.test(normalised) ? normalised : null;
};

/** The normalised phone, or the text as it came (trimmed) when it is not one: for fields shown back after leaving them. */
export const normalisedPhoneOrInput = (value: string): string => normalisePhone(value) ?? value.trim();

const TELEGRAM = /^@[A-Za-z0-9_]{5,32}$/;

/** A capitalised word of Latin or Cyrillic letters, parts joined by hyphens: Иванов, Римский-Корсаков, Anna-Maria. */
const NAME_WORD = /^[A-ZА-ЯЁ][a-zа-яё]*(?:-[A-Za-zА-Яа-яЁё][a-zа-яё]*)*$/;

export const emailError = (value: string): string | null => (EMAIL.test(value.trim()) ? null : INVALID_EMAIL_MESSAGE);

/** Any of the accepted spellings of a Russian phone (see normalisePhone) is valid. */
export const phoneError = (value: string): string | null => (normalisePhone(value) === null ? INVALID_PHONE_MESSAGE : null);

export const telegramError = (value: string): string | null => (TELEGRAM.test(value.trim()) ? null : INVALID_TELEGRAM_MESSAGE);

/** Two or more capitalised words separated by spaces. */
export const fullNameError = (value: string): string | null => {
  const words = value.trim().split(/\s+/);
  return words.length >= 2 && words.every((word) => NAME_WORD.test(word)) ? null : INVALID_FULL_NAME_MESSAGE;
};

/** True when a form value is missing: undefined, null or only spaces. */
export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
