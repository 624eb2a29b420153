/** The shop lives on Moscow time: every instant a screen shows is read on this clock. */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

/** The mark after every time shown, so nobody reads it on their own clock. */
export const MOSCOW_TIME_MARK = 'МСК';

// Date and time are formatted apart and joined here: ICU versions join them differently (', ' or ' в ').
const MOSCOW_DATE = new Intl.DateTimeFormat('ru-RU', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * An instant (ISO text or Date) on the Moscow clock, marked МСК: '12 мая 2026 г., 14:05 МСК',
 * whatever the reader's time zone. A text that is no instant is shown as it came.
 */
export const formatMoscowDateTime = (instant: string | Date): string => {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) return typeof instant === 'string' ? instant : '';
  return `${MOSCOW_DATE.format(time)}, ${MOSCOW_TIME.format(time)} ${MOSCOW_TIME_MARK}`;
};
