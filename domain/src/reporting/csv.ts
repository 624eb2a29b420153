// The accountant's spreadsheets: CSV as Russian Excel opens it without an import dialog — UTF-8
// with a byte order mark, ';' between cells, CRLF after each row, RFC 4180 quoting, amounts with
// a decimal comma and times on the Moscow clock.
import type { Money } from '../money/money.value-object';
import { moscowDateTime } from '../shared/moscow-clock';

/** Written once, before the first row: tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

export type CsvCell = string | number | null;

const NEEDS_QUOTES = /[";\r\n]/;

/** One cell: quoted when it holds a separator, a quote or a line break, its quotes doubled; null is empty. */
export const csvCell = (value: CsvCell): string => {
  const text = value === null ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One row, its line end included. */
export const csvRow = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;

/** An amount as Russian Excel reads a number: 123450 kopecks → '1234,50'; none → empty. */
export const csvAmount = (money: Money | null): string => {
  if (money === null) return '';
  const kopecks = money.kopecks;
  return `${Math.trunc(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;
};

/** An instant as the Moscow wall clock shows it, 'YYYY-MM-DD HH:MM' (Excel reads it as a date and time); none → empty. */
export const csvMoscowTime = (instant: Date | null): string => {
  if (instant === null) return '';
  const { date, minuteOfDay } = moscowDateTime(instant);
  return `${date} ${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
};
