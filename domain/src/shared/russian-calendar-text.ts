// Dates written the ru-RU way without Intl: a screen's first Intl.DateTimeFormat loads the locale's
// data (40–120 ms in a fresh browser tab), and every order card, slot and deadline writes a date.
// The texts are exactly Intl's for 'ru-RU' (the spec checks them against it). Each function reads
// the UTC fields of `wall`: a Moscow wall clock (moscow-clock.ts) or a calendar day at UTC midnight.

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** '8 декабря'. */
export const dayMonthText = (wall: Date): string => `${wall.getUTCDate()} ${MONTHS_GENITIVE[wall.getUTCMonth()]}`;

/** '8 декабря 2026 г.'. */
export const dayMonthYearText = (wall: Date): string => `${dayMonthText(wall)} ${wall.getUTCFullYear()} г.`;

/** 'вт'. */
export const weekdayShortText = (wall: Date): string => WEEKDAYS_SHORT[wall.getUTCDay()];

/** '09:05', on the 24-hour clock. */
export const hourMinuteText = (wall: Date): string => `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`;
