/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
export const MOSCOW_UTC_OFFSET_HOURS = 3;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export interface MoscowDateTime {
  /** Calendar date in Moscow, 'YYYY-MM-DD'. */
  readonly date: string;
  /** Minutes since Moscow midnight. */
  readonly minuteOfDay: number;
}

/** Reads an instant (passed in, never taken from a clock here) on Moscow's wall clock. */
export const moscowDateTime = (now: Date): MoscowDateTime => {
  const shifted = new Date(now.getTime() + MOSCOW_UTC_OFFSET_HOURS * 60 * MS_PER_MINUTE);
  return {
    date: shifted.toISOString().slice(0, 10),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
};

export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(isoDate) + days * MS_PER_DAY).toISOString().slice(0, 10);
