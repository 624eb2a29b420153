/**
 * The years a date sent to the shop may name: a delivery day, a day of the deliveries board. The
 * database could store more, but a year outside these is a typo or an attack (PostgreSQL refuses
 * year 0, JavaScript's Date takes ±275 760), and the shop opened after 2000.
 */
export const CALENDAR_YEARS = { first: 2000, last: 2100 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * True for a real calendar date written 'YYYY-MM-DD' in CALENDAR_YEARS: not 2025-02-30, 2026-13-01,
 * 0000-01-01, +002026-01-01 or ' 2026-01-01'. Every date in a request is checked with it.
 */
export const isIsoDate = (value: unknown): value is string => {
  const parts = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
};

const MS_PER_DAY = 86_400_000;

/** The calendar date `days` after (or before) a date 'YYYY-MM-DD'. */
export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(isoDate) + days * MS_PER_DAY).toISOString().slice(0, 10);
