import { addDays, isIsoDate, moscowDateTime } from '@shop/domain';
import { formatCalendarDate } from '../format/admin-format';

/** The URL parameter that keeps the day, so a reload or a shared link shows the same one. */
export const DAY_PARAM = 'date';

/** Today on the shop's clock (Moscow), 'YYYY-MM-DD'. */
export const moscowToday = (now: Date): string => moscowDateTime(now).date;

/** The day the screen shows: ?date= when it is a real date 'YYYY-MM-DD', else today. */
export function dayFromSearch(search: URLSearchParams, today: string): string {
  const date = search.get(DAY_PARAM);
  return date && isIsoDate(date) ? date : today;
}

/** The day before (-1) or after (+1). */
export const shiftDay = (date: string, days: -1 | 1): string => addDays(date, days);

const NEAR_DAYS: ReadonlyMap<number, string> = new Map([
  [-1, 'Вчера'],
  [0, 'Сегодня'],
  [1, 'Завтра'],
]);

const MS_PER_DAY = 86_400_000;

/** 'Завтра, ср, 25 ноября 2026 г.'; a farther day as 'Пт, 27 ноября 2026 г.'. */
export function dayTitle(date: string, today: string): string {
  const offset = Math.round((Date.parse(date) - Date.parse(today)) / MS_PER_DAY);
  const calendar = formatCalendarDate(date);
  const near = NEAR_DAYS.get(offset);
  return near ? `${near}, ${calendar}` : calendar.charAt(0).toLocaleUpperCase('ru') + calendar.slice(1);
}
