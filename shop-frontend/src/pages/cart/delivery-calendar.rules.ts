import { addDays } from '@shop/domain';
import { dayAndMonth, weekdayOf } from '../../format/delivery-date';

/** A date or a slot as the pickers offer it. */
export interface CalendarChoice {
  readonly value: string;
  readonly available: boolean;
}

/**
 * What stays chosen when the offered dates or slots change: the same one while it is still
 * available; otherwise the first available one, or nothing when the customer must choose again
 * themselves (their slot was just taken: another time is theirs to pick, not ours).
 */
export function choiceToKeep(current: string, offered: readonly CalendarChoice[], { pickFirst }: { pickFirst: boolean }): string {
  if (offered.some((choice) => choice.value === current && choice.available)) return current;
  if (!pickFirst) return '';
  return offered.find((choice) => choice.available)?.value ?? '';
}

/** A date picker's two lines: 'Сегодня' / 'Завтра' / 'пт', then '5 июня'. `today` is Moscow's 'YYYY-MM-DD'. */
export function dateChipLines(date: string, today: string): { readonly day: string; readonly date: string } {
  const day = date === today ? 'Сегодня' : date === addDays(today, 1) ? 'Завтра' : weekdayOf(date);
  return { day, date: dayAndMonth(date) };
}
