/// <reference types="jest" />
import { screen, waitFor } from '@testing-library/react';
import { paidOrder } from '../testing/admin-order.fixture';
import { adminServer, renderAdminScreen, type AdminCall } from '../testing/admin-server.fixture';
import { answerPage } from '../testing/paged-list.fixture';
import { DeliveriesPage } from './deliveries.page';

/** A day's paid orders `1…count` in the round order; filters on `stage` as the server does. */
function dayServer(count: number) {
  const orders = Array.from({ length: count }, (_, index) => paidOrder(index + 1));
  return adminServer((call: AdminCall) => {
    if (call.method !== 'GET' || !call.path.startsWith('/api/admin/deliveries?')) return undefined;
    const stage = new URL(call.path, 'http://admin').searchParams.get('stage');
    return answerPage(
      call.path,
      orders.filter((order) => !stage || order.fulfilment_stage === stage),
    );
  });
}

const shownIds = () => screen.queryAllByTestId(/^delivery-\d+$/).map((element) => Number(element.dataset.testid?.slice('delivery-'.length)));
const listCalls = (calls: readonly AdminCall[]) =>
  calls.map((call) => new URL(call.path, 'http://admin').searchParams.toString().replace(/^date=[\d-]+&?/, ''));
const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('«Доставки» a page at a time', () => {
  it('shows the first 50 with the count of the day, and «Показать ещё» adds the next', async () => {
    const backend = dayServer(60);
    const user = renderAdminScreen(backend.services, <DeliveriesPage />);
    await screen.findByTestId('delivery-1');
    await waitFor(() => expect(shownIds()).toEqual(upTo(50)));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/60$/);
    expect(screen.getByText('Показано 50 из 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(shownIds()).toEqual(upTo(60)));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(listCalls(backend.calls)).toEqual(['limit=50', 'limit=50&cursor=50']);
  }, 30_000);

  it('«Печать» loads every page of the day before it prints', async () => {
    const backend = dayServer(120);
    const printed: number[][] = [];
    jest.spyOn(window, 'print').mockImplementation(() => printed.push(shownIds()));
    const user = renderAdminScreen(backend.services, <DeliveriesPage />);
    await screen.findByTestId('delivery-1');
    await waitFor(() => expect(shownIds()).toHaveLength(50));

    await user.click(screen.getByRole('button', { name: 'Печать' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toEqual(upTo(120));
    expect(listCalls(backend.calls)).toEqual(['limit=50', 'limit=50&cursor=50', 'limit=50&cursor=100']);
    expect(screen.getByRole('button', { name: 'Печать' })).toBeTruthy();
  }, 30_000);

  it('offers the search, the delivery type and the stage, not the days, and asks the server for the day narrowed', async () => {
    const backend = dayServer(3);
    const user = renderAdminScreen(backend.services, <DeliveriesPage />);
    await screen.findByTestId('delivery-1');
    expect(screen.queryByRole('combobox', { name: 'Статус' })).toBeNull();
    expect(screen.queryByLabelText('по')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Этап' }), 'ready');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Получение' }), 'pickup');
    await user.type(screen.getByRole('searchbox'), 'Анна{Enter}');
    await waitFor(() => expect(listCalls(backend.calls).at(-1)).toBe('limit=50&q=%D0%90%D0%BD%D0%BD%D0%B0&delivery_type=pickup&stage=ready'));
  }, 30_000);
});
