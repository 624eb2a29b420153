/// <reference types="jest" />
import { addDays, type StatsDto } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { moscowToday } from '../deliveries/delivery-day.rules';
import { adminServer, renderAdminScreen, type AdminAnswer } from '../testing/admin-server.fixture';
import { DashboardPage } from './dashboard.page';

/** uPlot's stand-in: when its module is first evaluated, and every chart drawn with its data. */
const mockUplot = { evaluated: false, charts: [] as { label: unknown; data: unknown }[] };

jest.mock('uplot', () => {
  mockUplot.evaluated = true;
  class FakeUplot {
    constructor(options: { series: { label?: unknown }[] }, data: unknown, target: HTMLElement) {
      mockUplot.charts.push({ label: options.series[1].label, data });
      target.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakeUplot };
});

/** Read once the page's modules are in: uPlot must not have come with them. */
const uplotCameWithThePage = mockUplot.evaluated;

const STATS: StatsDto = {
  from: '2026-11-01',
  to: '2026-11-03',
  by: 'day',
  totals: { revenue: 12345.5, orders: 7, average_order: 1900.79, refunds: 1, refunded: 960 },
  series: [
    { period: '2026-11-01', revenue: 5000, orders: 3, refunds: 0 },
    { period: '2026-11-02', revenue: 0, orders: 0, refunds: 0 },
    { period: '2026-11-03', revenue: 7345.5, orders: 4, refunds: 1 },
  ],
  top_products: [{ product_id: 3, title: 'Монстера', quantity: 5, revenue: 9000 }],
  top_flowers: [{ flower_id: 9, title: 'Роза красная', stems: 41, revenue: 4100 }],
  slot_load: [{ date: '2026-11-28', courier: { taken: 6, capacity: 6 }, pickup: { taken: 2, capacity: 10 } }],
  funnel: { views: 1000, carts: 200, orders: 50, approved: 40, paid: 30 },
};

const WEEKS: StatsDto = { ...STATS, by: 'week', series: [{ period: '2026-10-26', revenue: 12345.5, orders: 7, refunds: 1 }] };

const QUIET: StatsDto = {
  ...STATS,
  totals: { revenue: 0, orders: 0, average_order: 0, refunds: 0, refunded: 0 },
  series: STATS.series.map((row) => ({ ...row, revenue: 0, orders: 0, refunds: 0 })),
  top_products: [],
  top_flowers: [],
};

function openDashboard(answer: (path: string) => AdminAnswer | undefined) {
  const server = adminServer((call) => (call.path.startsWith('/api/admin/stats?') ? answer(call.path) : undefined));
  const user = renderAdminScreen(server.services, <DashboardPage />);
  return { ...server, user };
}

const figure = (term: string) => {
  const name = screen.getByText(term, { selector: 'dt' });
  return within(name.parentElement!)
    .getAllByRole('definition')
    .map((value) => value.textContent?.replace(/\s/g, ' '));
};

beforeEach(() => {
  mockUplot.charts = [];
});

describe('the owner’s dashboard', () => {
  it('asks for the last 30 Moscow days by day and shows the totals in roubles', async () => {
    const { calls } = openDashboard(() => ({ data: STATS }));
    await screen.findByText('Выручка', { selector: 'dt' });
    const today = moscowToday(new Date());
    expect(calls.map((call) => call.path)).toEqual([`/api/admin/stats?from=${addDays(today, -29)}&to=${today}&by=day`]);
    expect(figure('Выручка')).toEqual(['12 345,50 ₽', 'оплачено минус возвраты']);
    expect(figure('Заказы')).toEqual(['7', 'оплачено за период']);
    expect(figure('Средний чек')).toEqual(['1 900,79 ₽']);
    expect(figure('Возвраты')).toEqual(['960,00 ₽', '1 шт.']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Сводка');
  });

  it('loads uPlot only once there are figures to draw, and draws revenue and orders per period', async () => {
    let answer: (value: AdminAnswer) => void = () => {};
    const server = adminServer(() => undefined);
    server.services.http.request = (async () => {
      const reply = await new Promise<AdminAnswer>((resolve) => (answer = resolve));
      return 'data' in reply ? { ok: true, status: 200, data: reply.data } : { ok: false, kind: 'status', status: reply.status, message: reply.error };
    }) as typeof server.services.http.request;
    renderAdminScreen(server.services, <DashboardPage />);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Загрузка сводки…');
    expect(uplotCameWithThePage).toBe(false);
    expect(mockUplot.charts).toEqual([]);
    answer({ data: STATS });
    await waitFor(() => expect(mockUplot.charts).toHaveLength(2));
    expect(mockUplot.evaluated).toBe(true);
    expect(mockUplot.charts).toEqual([
      {
        label: 'Выручка',
        data: [
          [0, 1, 2],
          [5000, 0, 7345.5],
        ],
      },
      {
        label: 'Заказы',
        data: [
          [0, 1, 2],
          [3, 0, 4],
        ],
      },
    ]);
    expect(screen.getByTestId('chart-Выручка').querySelector('canvas')).not.toBeNull();
    // The canvas's text alternative: the same figures in a table.
    const rows = within(screen.getByRole('table', { name: 'Выручка, заказы и возвраты по дням' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'ПериодВыручкаЗаказыВозвраты',
      '1 нояб.5 000,00 ₽30',
      '2 нояб.0,00 ₽00',
      '3 нояб.7 345,50 ₽41',
    ]);
  });

  it('regroups by week and by month on the server', async () => {
    const { calls, user } = openDashboard((path) => ({ data: path.includes('by=week') ? WEEKS : STATS }));
    await screen.findByText('Выручка', { selector: 'dt' });
    expect(screen.getByRole('button', { name: 'По дням' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'По неделям' }));
    await screen.findByRole('table', { name: 'Выручка, заказы и возвраты по неделям' });
    expect(calls.at(-1)?.path).toMatch(/&by=week$/);
    expect(screen.getByRole('button', { name: 'По неделям' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('rowheader', { name: 'с 26 окт.' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'По месяцам' }));
    await waitFor(() => expect(calls.at(-1)?.path).toMatch(/&by=month$/));
  });

  it('shows the best sellers, the slot load and the funnel with its conversions', async () => {
    openDashboard(() => ({ data: STATS }));
    const products = await screen.findByRole('region', { name: 'Лучшие товары' });
    expect(within(products).getAllByRole('row')[1].textContent?.replace(/\s/g, ' ')).toBe('Монстера59 000,00 ₽');
    expect(
      within(screen.getByRole('region', { name: 'Лучшие цветы' }))
        .getAllByRole('row')[1]
        .textContent?.replace(/\s/g, ' '),
    ).toBe('Роза красная414 100,00 ₽');
    const slots = within(screen.getByRole('region', { name: 'Загрузка на 14 дней' })).getAllByRole('row');
    expect(slots[1].textContent).toBe('сб, 28 нояб.6 из 62 из 10');
    const funnel = within(screen.getByRole('region', { name: 'Воронка' })).getAllByRole('listitem');
    expect(funnel.map((step) => step.textContent?.replace(/\s/g, ' '))).toEqual([
      'Просмотры1 000',
      'Корзины20020 %',
      'Заказы5025 %',
      'Подтверждены4080 %',
      'Оплачены3075 %',
    ]);
  });

  it('says when nothing was sold in the period and loads no chart', async () => {
    openDashboard(() => ({ data: QUIET }));
    expect((await screen.findByText('За этот период продаж и возвратов нет')).getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('chart-Выручка')).toBeNull();
    expect(screen.getByText('Товары за период не продавались')).toBeTruthy();
    expect(mockUplot.charts).toEqual([]);
  });

  it('says in Russian when the figures could not be loaded, and tries again', async () => {
    let failing = true;
    const { user } = openDashboard(() => (failing ? { status: 500, error: '' } : { data: STATS }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('Не удалось загрузить сводку');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Выручка', { selector: 'dt' });
  });

  it('offers the period’s orders and payments as CSV', async () => {
    openDashboard(() => ({ data: STATS }));
    await screen.findByText('Выручка', { selector: 'dt' });
    expect(
      within(screen.getByRole('group', { name: 'Выгрузка для бухгалтерии' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Скачать заказы (CSV)', 'Скачать платежи (CSV)']);
  });
});
