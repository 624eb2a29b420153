import { figuresByPeriod, periodOf, periodsOf, statsSpan, type StatsSpan } from './stats-period.rules';

describe('the periods of the owner’s figures', () => {
  it('opens on the last 30 days by day, and counts 30 days from a given start', () => {
    expect(statsSpan(null, null, null, '2026-11-27')).toEqual({ ok: true, value: { from: '2026-10-29', to: '2026-11-27', by: 'day' } });
    expect(statsSpan('2026-01-01', null, 'month', '2026-11-27')).toEqual({ ok: true, value: { from: '2026-01-01', to: '2026-01-30', by: 'month' } });
    expect(statsSpan(null, '2026-03-31', 'week', '2026-11-27')).toEqual({ ok: true, value: { from: '2026-03-02', to: '2026-03-31', by: 'week' } });
  });

  it('refuses an unknown grouping, a start after the end and more than three years', () => {
    expect(statsSpan(null, null, 'year', '2026-11-27')).toMatchObject({ ok: false, error: { code: 'STATS.INVALID_GROUPING' } });
    expect(statsSpan('2026-11-28', '2026-11-27', 'day', '2026-11-27')).toMatchObject({ ok: false, error: { code: 'STATS.INVALID_SPAN' } });
    expect(statsSpan('2023-01-01', '2026-01-05', 'day', '2026-11-27')).toMatchObject({ ok: false, error: { code: 'STATS.INVALID_SPAN' } });
    expect(statsSpan('2026-11-27', '2026-11-27', 'day', '2026-11-27').ok).toBe(true);
  });

  it('puts a day in its own day, its week from Monday and its month', () => {
    expect(periodOf('2026-11-29', 'day')).toBe('2026-11-29');
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday belongs to the Monday before
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-01-01', 'week')).toBe('2025-12-29'); // a week across the new year
    expect(periodOf('2026-02-28', 'month')).toBe('2026-02-01');
  });

  it('lists every period the span touches', () => {
    expect(periodsOf({ from: '2026-11-27', to: '2026-12-02', by: 'week' })).toEqual(['2026-11-23', '2026-11-30']);
    expect(periodsOf({ from: '2026-01-31', to: '2026-03-01', by: 'month' })).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodsOf({ from: '2026-02-27', to: '2026-03-01', by: 'day' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('adds the days up per period, zeros where nothing happened, and ignores days outside the span', () => {
    const span: StatsSpan = { from: '2026-11-22', to: '2026-12-07', by: 'week' };
    const days = [
      { date: '2026-11-22', paid: 100, orders: 1 },
      { date: '2026-11-23', paid: 200, orders: 1 },
      { date: '2026-11-29', paid: 300, orders: 2 },
      { date: '2026-12-31', paid: 999, orders: 9 },
    ];
    expect(figuresByPeriod(span, ['paid', 'orders'], days)).toEqual([
      { period: '2026-11-16', paid: 100, orders: 1 },
      { period: '2026-11-23', paid: 500, orders: 3 },
      { period: '2026-11-30', paid: 0, orders: 0 },
      { period: '2026-12-07', paid: 0, orders: 0 },
    ]);
  });
});
