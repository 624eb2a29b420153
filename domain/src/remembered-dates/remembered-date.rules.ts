import { addDays } from '../shared/calendar-date.rules';
import { dayMonthText } from '../shared/russian-calendar-text';
import { validateFields, type FormValidation } from '../validation/form-validation.rules';

/** How many dates one customer may keep. */
export const MAX_REMEMBERED_DATES = 50;
export const REMEMBERED_DATE_TITLE_MAX = 100;
export const REMEMBERED_DATE_RECIPIENT_MAX = 100;
/** The reminder comes this many Moscow days before the date. */
export const DATE_REMINDER_DAYS_BEFORE = 3;

/** The months as a form lists them, January first. */
export const MONTH_NAMES = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'] as const;

/** What a customer types into the form (a number field may send anything). */
export interface RememberedDateForm {
  readonly title: string;
  readonly day: number;
  readonly month: number;
  readonly recipient?: string | null;
}

export type RememberedDateField = 'title' | 'day' | 'month' | 'recipient';

/** A date as it is kept: title and recipient trimmed, no recipient as null. */
export interface RememberedDateFields {
  readonly title: string;
  readonly day: number;
  readonly month: number;
  readonly recipient: string | null;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const characters = (text: string): number => Array.from(text).length;
const isMonth = (month: number): boolean => Number.isInteger(month) && month >= 1 && month <= 12;

const titleError = (title: string): string | null => {
  const trimmed = (title ?? '').trim();
  if (trimmed === '') return 'Укажите, что за дата: например, «День рождения мамы»';
  return characters(trimmed) > REMEMBERED_DATE_TITLE_MAX ? `Название — не длиннее ${REMEMBERED_DATE_TITLE_MAX} символов` : null;
};

const recipientError = (recipient: string | null | undefined): string | null =>
  characters((recipient ?? '').trim()) > REMEMBERED_DATE_RECIPIENT_MAX ? `Получатель — не длиннее ${REMEMBERED_DATE_RECIPIENT_MAX} символов` : null;

/** 29 February is a real date (reminded on 28 February in other years); 30 February or 31 April are not. */
const dayError = (day: number, month: number): string | null => {
  if (!Number.isInteger(day) || day < 1 || day > 31) return 'День — число от 1 до 31';
  return isMonth(month) && day > DAYS_IN_MONTH[month - 1] ? `В этом месяце нет ${day}-го числа` : null;
};

/** Every field's first failing rule, so a form can mark each; the server answers the first. */
export const validateRememberedDate = (form: RememberedDateForm): FormValidation<RememberedDateField> =>
  validateFields<RememberedDateField>({
    title: () => titleError(form.title),
    day: () => dayError(form.day, form.month),
    month: () => (isMonth(form.month) ? null : 'Выберите месяц'),
    recipient: () => recipientError(form.recipient),
  });

/** The date as kept, from a form `validateRememberedDate` passed. */
export const rememberedDateFields = (form: RememberedDateForm): RememberedDateFields => {
  const recipient = (form.recipient ?? '').trim();
  return { title: form.title.trim(), day: form.day, month: form.month, recipient: recipient === '' ? null : recipient };
};

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The calendar day 'YYYY-MM-DD' the date falls on in `year`: 29 February is kept on 28 February in a common year. */
export const occurrenceIn = ({ day, month }: { readonly day: number; readonly month: number }, year: number): string => {
  const shifted = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
  return `${year}-${twoDigits(month)}-${twoDigits(shifted)}`;
};

/** The occurrence a reminder is about: the date's day in a year, and that year (a date is reminded once a year). */
export interface DueReminder {
  readonly occurrence: string;
  readonly year: number;
}

/**
 * Whether the date is to be reminded on the Moscow day `today` ('YYYY-MM-DD'): its next occurrence
 * is DATE_REMINDER_DAYS_BEFORE days away. A run that missed its day (the shop was down) still reminds
 * until the eve, so the window is 1 to DATE_REMINDER_DAYS_BEFORE days ahead; the year keys the one
 * mail a year.
 */
export const reminderDue = (date: { readonly day: number; readonly month: number }, today: string): DueReminder | null => {
  const year = Number(today.slice(0, 4));
  const window = Array.from({ length: DATE_REMINDER_DAYS_BEFORE }, (_, index) => addDays(today, index + 1));
  for (const candidate of [year, year + 1]) {
    const occurrence = occurrenceIn(date, candidate);
    if (window.includes(occurrence)) return { occurrence, year: candidate };
  }
  return null;
};

/**
 * The (month, day) pairs whose dates may be due on `today`: what a store filters on before
 * `reminderDue` decides. 29 February is among them when 28 February of a common year is.
 */
export const monthDaysDueOn = (today: string): { readonly month: number; readonly day: number }[] => {
  const pairs = Array.from({ length: DATE_REMINDER_DAYS_BEFORE }, (_, index) => {
    const day = addDays(today, index + 1);
    return { month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), year: Number(day.slice(0, 4)) };
  });
  const leapDays = pairs.filter(({ month, day, year }) => month === 2 && day === 28 && !isLeapYear(year)).map(() => ({ month: 2, day: 29 }));
  return [...pairs.map(({ month, day }) => ({ month, day })), ...leapDays];
};

/** '8 марта', '29 февраля'. */
export const formatDayAndMonth = ({ day, month }: { readonly day: number; readonly month: number }): string =>
  dayMonthText(new Date(Date.UTC(2000, month - 1, day)));

/** Dates in the order of the year: January first, then by day, then by title. */
export const byDayOfYear = <D extends { readonly day: number; readonly month: number; readonly title: string }>(a: D, b: D): number =>
  a.month - b.month || a.day - b.day || a.title.localeCompare(b.title, 'ru');
