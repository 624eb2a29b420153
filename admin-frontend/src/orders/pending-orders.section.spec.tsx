/// <reference types="jest" />
import { useMessageDialogs } from '@shop/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { pendingOrder } from '../testing/admin-order.fixture';
import { adminServer, renderAdminScreen, type AdminCall } from '../testing/admin-server.fixture';
import { answerPage } from '../testing/paged-list.fixture';
import { PendingOrdersSection } from './pending-orders.section';

function Pending() {
  const [dialogs, dialog] = useMessageDialogs();
  return (
    <>
      <PendingOrdersSection dialogs={dialogs} />
      {dialog}
    </>
  );
}

/** The pending orders `ids` (oldest first); `delivery_type=moscow` finds none of them (all are pickups); approving takes an order out. */
function pendingServer(ids: number[]) {
  let waiting = ids.map(pendingOrder);
  return adminServer((call: AdminCall) => {
    if (call.method === 'POST' && call.path === '/api/admin/approve-order') {
      const { order_id } = call.body as { order_id: number };
      waiting = waiting.filter((order) => order.order_id !== order_id);
      return { data: { order_id, status: 'confirmed' } };
    }
    if (call.method !== 'GET' || !call.path.startsWith('/api/admin/orders/pending?')) return undefined;
    const query = new URL(call.path, 'http://admin').searchParams;
    return answerPage(
      call.path,
      waiting.filter((order) => !query.get('delivery_type') || order.delivery_type === query.get('delivery_type')),
    );
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const shownIds = () => screen.queryAllByTestId(/^pending-order-\d+$/).map((element) => Number(element.dataset.testid?.slice('pending-order-'.length)));
const listCalls = (calls: readonly AdminCall[]) => calls.filter((call) => call.method === 'GET').map((call) => call.path);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('«Ожидают подтверждения» a page at a time', () => {
  it('shows the first 50 with the count of all, and «Показать ещё» adds the rest', async () => {
    const backend = pendingServer(range(1, 53));
    const user = renderAdminScreen(backend.services, <Pending />);
    await screen.findByTestId('pending-order-1');
    await waitFor(() => expect(shownIds()).toEqual(range(1, 50)));
    expect(screen.getByRole('heading', { name: /Ожидают подтверждения/ }).textContent).toBe('Ожидают подтверждения53');
    expect(screen.getByText('Показано 50 из 53')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(shownIds()).toEqual(range(1, 53)));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(listCalls(backend.calls)).toEqual(['/api/admin/orders/pending?limit=50', '/api/admin/orders/pending?limit=50&cursor=50']);
  }, 30_000);

  it('after an approval reloads the pages it had loaded, so the orders shown stay shown', async () => {
    const backend = pendingServer(range(1, 53));
    const user = renderAdminScreen(backend.services, <Pending />);
    await screen.findByTestId('pending-order-1');
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByTestId('pending-order-53');

    await user.click(within(screen.getByTestId('pending-order-52')).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(shownIds()).toEqual([...range(1, 51), 53]));
    expect(screen.getByRole('heading', { name: /Ожидают подтверждения/ }).textContent).toBe('Ожидают подтверждения52');
  }, 30_000);

  it('offers the search, the delivery type and the days (of the order or of delivery), but no status or stage', async () => {
    const backend = pendingServer([1, 2]);
    const user = renderAdminScreen(backend.services, <Pending />);
    await screen.findByTestId('pending-order-1');
    expect(screen.queryByRole('combobox', { name: 'Статус' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Этап' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Получение' }), 'moscow');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Даты' }), 'delivery');
    await user.type(screen.getByLabelText('С'), '2026-05-01');
    await waitFor(() =>
      expect(listCalls(backend.calls).at(-1)).toBe('/api/admin/orders/pending?limit=50&delivery_type=moscow&from=2026-05-01&date_field=delivery'),
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(shownIds()).toEqual([1, 2]));
  }, 30_000);
});
