import { isIsoDate } from '@shop/domain';

// A delivery date is a Moscow calendar day 'YYYY-MM-DD': formatted as that day at UTC midnight, so
// the browser's own time zone never moves it to the day before.
const DAY = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });

const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** '24 ноября'. */
export const dayAndMonth = (date: string): string => DAY.format(midnight(date));

/** 'вт'. */
export const weekdayOf = (date: string): string => WEEKDAY.format(midnight(date));

/** 'вт, 24 ноября'; anything but 'YYYY-MM-DD' is shown as it came. */
export const weekdayAndDay = (date: string): string => (isIsoDate(date) ? `${weekdayOf(date)}, ${dayAndMonth(date)}` : date);
