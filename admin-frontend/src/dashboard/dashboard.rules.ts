import { DEFAULT_STATS_DAYS, addDays, lazily, type FunnelDto, type StatsDto, type StatsGrouping } from '@shop/domain';
import type { StatsSpanQuery } from '../api/admin-api';

/** The dashboard opens on the last 30 Moscow days, today included, by day (as the server's default). */
export const defaultStatsSpan = (today: string): StatsSpanQuery => ({ from: addDays(today, -(DEFAULT_STATS_DAYS - 1)), to: today, by: 'day' });

export const GROUPING_LABELS: Readonly<Record<StatsGrouping, string>> = { day: 'По дням', week: 'По неделям', month: 'По месяцам' };

const dayMonth = lazily(() => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const monthYear = lazily(() => new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A period by its first day: '27 нояб.', 'с 23 нояб.' (a week from its Monday), 'ноябрь 2026 г.'. */
export function periodLabel(period: string, by: StatsGrouping): string {
  const day = new Date(`${period}T00:00:00Z`);
  if (by === 'month') return monthYear().format(day);
  return by === 'week' ? `с ${dayMonth().format(day)}` : dayMonth().format(day);
}

/** Whether nothing was sold or refunded in the span: the charts would be flat lines. */
export const isQuietSpan = (stats: StatsDto): boolean => stats.totals.orders === 0 && stats.totals.refunds === 0;

const percent = lazily(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }));

/** `part` of `whole` as '42,5 %', or '—' when there was nothing to convert. */
export const percentOf = (part: number, whole: number): string => (whole > 0 ? `${percent().format((part / whole) * 100)} %` : '—');

export interface FunnelStep {
  readonly label: string;
  readonly count: number;
  /** The share of the step before that came this far; null on the first step. */
  readonly conversion: string | null;
}

const FUNNEL_LABELS: readonly (readonly [keyof FunnelDto, string])[] = [
  ['views', 'Просмотры'],
  ['carts', 'Корзины'],
  ['orders', 'Заказы'],
  ['approved', 'Подтверждены'],
  ['paid', 'Оплачены'],
];

/** The funnel from page views to payments, each step with its conversion from the one before. */
export const funnelSteps = (funnel: FunnelDto): FunnelStep[] =>
  FUNNEL_LABELS.map(([key, label], index) => ({
    label,
    count: funnel[key],
    conversion: index === 0 ? null : percentOf(funnel[key], funnel[FUNNEL_LABELS[index - 1][0]]),
  }));

const weekdayDayMonth = lazily(() => new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));

/** A day of the slot load, short enough for a phone: 'пт, 27 нояб.'. */
export const shortDayLabel = (date: string): string => weekdayDayMonth().format(new Date(`${date}T00:00:00Z`));
