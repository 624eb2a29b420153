// The shop's one clock: Moscow. Every instant the shop reads as a day or a time of day — a delivery
// slot, the deliveries board, a time on a screen or in a mail — is read here, and only here.

import { dayMonthText, dayMonthYearText, hourMinuteText } from './russian-calendar-text';

/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
export const MOSCOW_UTC_OFFSET_HOURS = 3;

/** The same clock by its IANA name, for what outside the domain schedules or stores by a time zone. */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

/** The mark after every time shown, so nobody reads it on their own clock. */
export const MOSCOW_TIME_MARK = 'МСК';

const MS_PER_MINUTE = 60_000;

/** The instant as a Date whose UTC fields read what a clock in Moscow shows. */
const wallClock = (instant: number): Date => new Date(instant + MOSCOW_UTC_OFFSET_HOURS * 60 * MS_PER_MINUTE);

export interface MoscowDateTime {
  /** Calendar date in Moscow, 'YYYY-MM-DD'. */
  readonly date: string;
  /** Minutes since Moscow midnight. */
  readonly minuteOfDay: number;
}

/** Reads an instant (passed in, never taken from a clock here) on Moscow's wall clock. */
export const moscowDateTime = (now: Date): MoscowDateTime => {
  const wall = wallClock(now.getTime());
  return { date: wall.toISOString().slice(0, 10), minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
};

/**
 * An instant (ISO text or Date) on the Moscow clock, marked МСК: '12 мая 2026 г., 14:05 МСК',
 * whatever the reader's time zone. A text that is no instant is shown as it came.
 */
export const formatMoscowDateTime = (instant: string | Date): string => {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) return typeof instant === 'string' ? instant : '';
  const wall = wallClock(time);
  return `${dayMonthYearText(wall)}, ${hourMinuteText(wall)} ${MOSCOW_TIME_MARK}`;
};

/** A near instant without its year, marked МСК: '28 ноября, 14:05 МСК' (a deadline days away). */
export const formatMoscowDayTime = (instant: Date): string => {
  const wall = wallClock(instant.getTime());
  return `${dayMonthText(wall)}, ${hourMinuteText(wall)} ${MOSCOW_TIME_MARK}`;
};
