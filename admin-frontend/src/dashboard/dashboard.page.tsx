import type { StatsDto, StatsGrouping } from '@shop/domain';
import { STATS_GROUPINGS, lazily } from '@shop/domain';
import { useMemo, useState } from 'react';
import { ADMIN_API_FALLBACKS, errorMessage, type StatsSpanQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page.component';
import { moscowToday } from '../deliveries/delivery-day.rules';
import { ExportButtons } from '../exports/export-buttons.component';
import { formatAdminRoubles } from '../format/admin-format';
import { GROUPING_LABELS, defaultStatsSpan, funnelSteps, isQuietSpan, percentOf, periodLabel, shortDayLabel } from './dashboard.rules';
import { StatsChart, type ChartSeries } from './stats-chart.component';
import { useStats } from './stats.query';
import './dashboard.css';

// Made when the dashboard first draws (lazily): the admin's other screens format without Intl.
const countFormat = lazily(() => new Intl.NumberFormat('ru-RU'));
const count = (value: number) => countFormat().format(value);
const compactFormat = lazily(() => new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 }));
/** Roubles on a chart's axis: '4,5 тыс. ₽'. */
const compactRoubles = (value: number) => `${compactFormat().format(value)} ₽`;

/**
 * /admin/dashboard, the owner's start: the period's revenue (paid less refunded), orders, average
 * order and refunds in Moscow days, charts by day, week or month, the best sellers, the next 14
 * days' slot load and the funnel from page views to payments (GET /api/admin/stats).
 */
export function DashboardPage() {
  const [span, setSpan] = useState<StatsSpanQuery>(() => defaultStatsSpan(moscowToday(new Date())));
  const stats = useStats(span);

  return (
    <AdminPage title="Сводка">
      <PeriodControls span={span} onChange={setSpan} />
      <ExportButtons filters={{ from: span.from, to: span.to }} />
      {stats.isPending ? (
        <p className="adm-state adm-state--loading" role="status">
          Загрузка сводки…
        </p>
      ) : stats.isError ? (
        <div className="adm-state adm-state--error" role="alert">
          <p>{errorMessage(stats.error, ADMIN_API_FALLBACKS.stats)}</p>
          <button type="button" className="ui-button" onClick={() => void stats.refetch()}>
            Повторить
          </button>
        </div>
      ) : (
        <Dashboard stats={stats.data} />
      )}
    </AdminPage>
  );
}

function PeriodControls({ span, onChange }: { span: StatsSpanQuery; onChange: (span: StatsSpanQuery) => void }) {
  return (
    <form className="adm-period" aria-label="Период сводки" onSubmit={(event) => event.preventDefault()}>
      <label className="adm-filters__field">
        <span className="adm-filters__label">С</span>
        <input
          className="ui-field__input"
          type="date"
          required
          value={span.from}
          max={span.to}
          onChange={(event) => event.target.value && onChange({ ...span, from: event.target.value })}
        />
      </label>
      <label className="adm-filters__field">
        <span className="adm-filters__label">по</span>
        <input
          className="ui-field__input"
          type="date"
          required
          value={span.to}
          min={span.from}
          onChange={(event) => event.target.value && onChange({ ...span, to: event.target.value })}
        />
      </label>
      <div className="adm-period__grouping" role="group" aria-label="Группировка">
        {STATS_GROUPINGS.map((by: StatsGrouping) => (
          <button key={by} type="button" className="ui-button ui-button--small" aria-pressed={span.by === by} onClick={() => onChange({ ...span, by })}>
            {GROUPING_LABELS[by]}
          </button>
        ))}
      </div>
    </form>
  );
}

function Dashboard({ stats }: { stats: StatsDto }) {
  const { totals } = stats;
  return (
    <>
      <section className="adm-section" aria-labelledby="totals-title">
        <h2 id="totals-title" className="adm-visually-hidden">
          Итоги за период
        </h2>
        <dl className="adm-figures">
          <Figure term="Выручка" value={formatAdminRoubles(totals.revenue)} note="оплачено минус возвраты" />
          <Figure term="Заказы" value={count(totals.orders)} note="оплачено за период" />
          <Figure term="Средний чек" value={formatAdminRoubles(totals.average_order)} />
          <Figure term="Возвраты" value={formatAdminRoubles(totals.refunded)} note={`${count(totals.refunds)} шт.`} />
        </dl>
      </section>
      {isQuietSpan(stats) ? (
        <p className="adm-state adm-state--empty" role="status">
          За этот период продаж и возвратов нет
        </p>
      ) : (
        <SeriesSection stats={stats} />
      )}
      <div className="adm-dash-grid">
        <TopTable
          title="Лучшие товары"
          unit="Продано, шт."
          empty="Товары за период не продавались"
          rows={stats.top_products.map((row) => ({ key: row.product_id, title: row.title, amount: row.quantity, revenue: row.revenue }))}
        />
        <TopTable
          title="Лучшие цветы"
          unit="Стеблей"
          empty="Букетов из конструктора за период не было"
          rows={stats.top_flowers.map((row) => ({ key: row.flower_id, title: row.title, amount: row.stems, revenue: row.revenue }))}
        />
      </div>
      <div className="adm-dash-grid">
        <FunnelSection stats={stats} />
        <SlotLoadSection stats={stats} />
      </div>
    </>
  );
}

function Figure({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="adm-figure">
      <dt className="adm-figure__term">{term}</dt>
      <dd className="adm-figure__value">{value}</dd>
      {note && <dd className="adm-figure__note">{note}</dd>}
    </div>
  );
}

function SeriesSection({ stats }: { stats: StatsDto }) {
  const labels = useMemo(() => stats.series.map((row) => periodLabel(row.period, stats.by)), [stats]);
  const revenue = useMemo<ChartSeries>(
    () => ({ labels, values: stats.series.map((row) => row.revenue), format: formatAdminRoubles, axis: compactRoubles }),
    [labels, stats],
  );
  const orders = useMemo<ChartSeries>(
    () => ({ labels, values: stats.series.map((row) => row.orders), format: count, axis: count, whole: true }),
    [labels, stats],
  );
  const grouping = GROUPING_LABELS[stats.by].toLowerCase();
  return (
    <section className="adm-section" aria-labelledby="series-title">
      <h2 id="series-title" className="adm-section__title">
        Выручка и заказы {grouping}
      </h2>
      <div className="adm-dash-grid">
        <figure className="adm-dash-card adm-chart-figure">
          <figcaption className="adm-dash-card__title">Выручка, ₽</figcaption>
          <StatsChart name="Выручка" series={revenue} />
        </figure>
        <figure className="adm-dash-card adm-chart-figure">
          <figcaption className="adm-dash-card__title">Заказы</figcaption>
          <StatsChart name="Заказы" series={orders} />
        </figure>
      </div>
      <details className="adm-dash-card adm-series-table">
        <summary>Цифры по периодам</summary>
        <div className="adm-table-scroll">
          <table className="adm-table">
            <caption className="adm-visually-hidden">Выручка, заказы и возвраты {grouping}</caption>
            <thead>
              <tr>
                <th scope="col">Период</th>
                <th scope="col">Выручка</th>
                <th scope="col">Заказы</th>
                <th scope="col">Возвраты</th>
              </tr>
            </thead>
            <tbody>
              {stats.series.map((row, index) => (
                <tr key={row.period}>
                  <th scope="row">{labels[index]}</th>
                  <td>{formatAdminRoubles(row.revenue)}</td>
                  <td>{count(row.orders)}</td>
                  <td>{count(row.refunds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

interface TopRow {
  readonly key: number;
  readonly title: string;
  readonly amount: number;
  readonly revenue: number;
}

function TopTable({ title, unit, empty, rows }: { title: string; unit: string; empty: string; rows: readonly TopRow[] }) {
  return (
    <section className="adm-dash-card" aria-label={title}>
      <h2 className="adm-dash-card__title">{title}</h2>
      {rows.length === 0 ? (
        <p className="adm-muted">{empty}</p>
      ) : (
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">Название</th>
              <th scope="col">{unit}</th>
              <th scope="col">Выручка</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.title}</th>
                <td>{count(row.amount)}</td>
                <td>{formatAdminRoubles(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FunnelSection({ stats }: { stats: StatsDto }) {
  const steps = funnelSteps(stats.funnel);
  const widest = Math.max(...steps.map((step) => step.count), 1);
  return (
    <section className="adm-dash-card" aria-labelledby="funnel-title">
      <h2 id="funnel-title" className="adm-dash-card__title">
        Воронка
      </h2>
      <ol className="adm-funnel">
        {steps.map((step) => (
          <li key={step.label} className="adm-funnel__step">
            <span className="adm-funnel__label">{step.label}</span>
            <span className="adm-funnel__count">{count(step.count)}</span>
            <span className="adm-funnel__conversion">{step.conversion ?? ''}</span>
            <span className="adm-bar" aria-hidden="true">
              <span className="adm-bar__fill" style={{ width: `${(step.count / widest) * 100}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SlotLoadSection({ stats }: { stats: StatsDto }) {
  return (
    <section className="adm-dash-card" aria-labelledby="slots-title">
      <h2 id="slots-title" className="adm-dash-card__title">
        Загрузка на 14 дней
      </h2>
      <table className="adm-table adm-slots">
        <thead>
          <tr>
            <th scope="col">День</th>
            <th scope="col">Курьер</th>
            <th scope="col">Самовывоз</th>
          </tr>
        </thead>
        <tbody>
          {stats.slot_load.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDayLabel(day.date)}</th>
              <LoadCell taken={day.courier.taken} capacity={day.courier.capacity} />
              <LoadCell taken={day.pickup.taken} capacity={day.pickup.capacity} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function LoadCell({ taken, capacity }: { taken: number; capacity: number }) {
  const share = capacity > 0 ? Math.min(taken / capacity, 1) : 0;
  return (
    <td>
      <span className="adm-load">
        <span className="adm-load__text">{capacity > 0 ? `${taken} из ${capacity}` : 'закрыто'}</span>
        <span className="adm-bar" aria-hidden="true" title={percentOf(taken, capacity)}>
          <span className={`adm-bar__fill${share >= 1 ? ' adm-bar__fill--full' : ''}`} style={{ width: `${share * 100}%` }} />
        </span>
      </span>
    </td>
  );
}
