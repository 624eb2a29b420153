// The owner's figures by period: a span of Moscow days cut into days, weeks (Monday first) or
// months. The database adds up each Moscow day; the periods are made here, so a week or a month
// is the same on the dashboard, in the API and in the tests.
import { addDays } from '../shared/calendar-date.rules';
import { err, ok, type Result } from '../shared/result';
import { REPORTING_ERRORS, type ReportingError } from './reporting.errors';

export type StatsGrouping = 'day' | 'week' | 'month';
export const STATS_GROUPINGS: readonly StatsGrouping[] = ['day', 'week', 'month'];

/** The dashboard opens on the last 30 days, today included. */
export const DEFAULT_STATS_DAYS = 30;
/** A longer span is refused: three years of days. */
export const MAX_STATS_DAYS = 3 * 366;

export interface StatsSpan {
  /** First and last Moscow day, both included, 'YYYY-MM-DD'. */
  readonly from: string;
  readonly to: string;
  readonly by: StatsGrouping;
}

const MS_PER_DAY = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

/** The span asked for (days already checked as dates), the last 30 days by day when not said. */
export function statsSpan(from: string | null, to: string | null, by: string | null, today: string): Result<StatsSpan, ReportingError> {
  const grouping = by ?? 'day';
  if (!(STATS_GROUPINGS as readonly string[]).includes(grouping)) return err(REPORTING_ERRORS.invalidGrouping);
  const end = to ?? (from === null ? today : addDays(from, DEFAULT_STATS_DAYS - 1));
  const start = from ?? addDays(end, -(DEFAULT_STATS_DAYS - 1));
  const days = daysBetween(start, end) + 1;
  return days >= 1 && days <= MAX_STATS_DAYS ? ok({ from: start, to: end, by: grouping as StatsGrouping }) : err(REPORTING_ERRORS.invalidSpan);
}

/** The first day of the period a Moscow day falls in: the day, its week's Monday or its month's first. */
export function periodOf(date: string, by: StatsGrouping): string {
  if (by === 'day') return date;
  if (by === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(Date.parse(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** Every period the span touches, in order, by its first day (the first may start before the span). */
export function periodsOf(span: StatsSpan): string[] {
  const periods: string[] = [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) {
    const period = periodOf(day, span.by);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** Figures of one Moscow day (kopecks and counts: anything that adds up). */
export type DayFigures<K extends string> = { readonly date: string } & { readonly [F in K]: number };

/** The days' figures added up per period of the span, every period present (zeros where nothing happened). */
export function figuresByPeriod<K extends string>(
  span: StatsSpan,
  fields: readonly K[],
  days: readonly DayFigures<K>[],
): ({ period: string } & Record<K, number>)[] {
  const zero = (period: string) => ({ period, ...(Object.fromEntries(fields.map((field) => [field, 0])) as Record<K, number>) });
  const periods = new Map(periodsOf(span).map((period) => [period, zero(period)]));
  for (const day of days) {
    const bucket = periods.get(periodOf(day.date, span.by));
    if (!bucket) continue;
    for (const field of fields) (bucket as Record<K, number>)[field] += day[field];
  }
  return [...periods.values()];
}
