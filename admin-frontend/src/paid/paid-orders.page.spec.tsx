/// <reference types="jest" />
import { screen, waitFor } from '@testing-library/react';
import { paidOrder } from '../testing/admin-order.fixture';
import { adminServer, renderAdminScreen, type AdminCall } from '../testing/admin-server.fixture';
import { answerPage } from '../testing/paged-list.fixture';
import { PaidOrdersPage } from './paid-orders.page';

/** Paid orders `ids` (latest first), every third refunded; filters on `status` as the server does. */
function paidServer(ids: number[]) {
  const orders = ids.map((id) => paidOrder(id, id % 3 === 0 ? 'refunded' : 'paid'));
  return adminServer((call: AdminCall) => {
    if (call.method !== 'GET' || !call.path.startsWith('/api/admin/orders/paid?')) return undefined;
    const status = new URL(call.path, 'http://admin').searchParams.get('status');
    return answerPage(
      call.path,
      orders.filter((order) => !status || order.status === status),
    );
  });
}

const shownIds = () => screen.queryAllByTestId(/^paid-order-\d+$/).map((element) => Number(element.dataset.testid?.slice('paid-order-'.length)));
const listCalls = (calls: readonly AdminCall[]) => calls.map((call) => call.path);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('«Оплаченные заказы» a page at a time', () => {
  const latestFirst = (count: number) => Array.from({ length: count }, (_, index) => count - index);

  it('shows the first 50 with the count of all, and «Показать ещё» adds the rest', async () => {
    const backend = paidServer(latestFirst(60));
    const user = renderAdminScreen(backend.services, <PaidOrdersPage />);
    await screen.findByTestId('paid-order-60');
    await waitFor(() => expect(shownIds()).toEqual(latestFirst(60).slice(0, 50)));
    expect(screen.getByRole('heading', { name: /Оплаченные и возвращённые/ }).textContent).toBe('Оплаченные и возвращённые60');
    expect(screen.getByText('Показано 50 из 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(shownIds()).toEqual(latestFirst(60)));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(listCalls(backend.calls)).toEqual(['/api/admin/orders/paid?limit=50', '/api/admin/orders/paid?limit=50&cursor=50']);
  }, 30_000);

  it('filters by paid or refunded, stage, delivery type and the days of the order or of delivery', async () => {
    const backend = paidServer(latestFirst(6));
    const user = renderAdminScreen(backend.services, <PaidOrdersPage />);
    await screen.findByTestId('paid-order-6');
    const statuses = Array.from((screen.getByRole('combobox', { name: 'Статус' }) as HTMLSelectElement).options).map((option) => option.text);
    expect(statuses).toEqual(['Все статусы', 'Оплачен', 'Возвращён']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'refunded');
    await waitFor(() => expect(shownIds()).toEqual([6, 3]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Этап' }), 'ready');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Получение' }), 'pickup');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Даты' }), 'delivery');
    await user.type(screen.getByLabelText('по'), '2026-05-31');
    await waitFor(() =>
      expect(listCalls(backend.calls).at(-1)).toBe(
        '/api/admin/orders/paid?limit=50&status=refunded&delivery_type=pickup&to=2026-05-31&stage=ready&date_field=delivery',
      ),
    );
  }, 30_000);
});
