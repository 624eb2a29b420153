import { dayMonthText, isIsoDate, weekdayShortText } from '@shop/domain';

// A delivery date is a Moscow calendar day 'YYYY-MM-DD': formatted as that day at UTC midnight, so
// the browser's own time zone never moves it to the day before.
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** '24 ноября'. */
export const dayAndMonth = (date: string): string => dayMonthText(midnight(date));

/** 'вт'. */
export const weekdayOf = (date: string): string => weekdayShortText(midnight(date));

/** 'вт, 24 ноября'; anything but 'YYYY-MM-DD' is shown as it came. */
export const weekdayAndDay = (date: string): string => (isIsoDate(date) ? `${weekdayOf(date)}, ${dayAndMonth(date)}` : date);
