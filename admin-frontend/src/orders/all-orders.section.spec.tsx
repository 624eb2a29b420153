/// <reference types="jest" />
import { ORDER_ERRORS, SIGNED_OUT_SESSION, type HttpRequest, type HttpResult, type SessionSnapshot, type ShellServices } from '@shop/domain';
import { useMessageDialogs } from '@shop/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AdminApiProvider } from '../api/admin-api.context';
import type { AdminOrderDto } from '../api/admin-api.types';
import { adminOrder } from '../testing/admin-order.fixture';
import { answerPage } from '../testing/paged-list.fixture';
import { AllOrdersSection } from './all-orders.section';

const ADMIN: SessionSnapshot = { ...SIGNED_OUT_SESSION, token: 'token' };

/** The admin API's server: GET /api/admin/orders lists `orders`; DELETE of an order takes it away. */
function server(orders: AdminOrderDto[]) {
  const deletes: string[] = [];
  let list = [...orders];
  const services: ShellServices = {
    session: { getSnapshot: () => ADMIN, subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    http: {
      request: async <T,>(path: string, request?: HttpRequest) => {
        if (request?.method === 'DELETE') {
          deletes.push(path);
          const id = Number(/^\/api\/admin\/orders\/(\d+)\?/.exec(path)?.[1]);
          list = list.filter((order) => order.order_id !== id);
          return { ok: true, status: 200, data: undefined } as HttpResult<T>;
        }
        if (path.startsWith('/api/admin/orders?')) {
          lists.push(path);
          return listPage(path) as HttpResult<T>;
        }
        throw new Error(`unexpected call ${path}`);
      },
    },
  };
  /** As the server filters: `q` a part of the name, `status`. */
  function listPage(path: string): HttpResult<AdminOrderDto[]> {
    const query = new URL(path, 'http://admin').searchParams;
    const q = query.get('q')?.toLowerCase();
    const status = query.get('status');
    return answerPage(
      path,
      list.filter((order) => (!q || order.full_name?.toLowerCase().includes(q)) && (!status || order.status === status)),
    );
  }
  const lists: string[] = [];
  return { services, deletes, lists };
}

function AllOrders() {
  const [dialogs, dialog] = useMessageDialogs();
  return (
    <>
      <AllOrdersSection dialogs={dialogs} />
      {dialog}
    </>
  );
}

async function renderAllOrders(services: ShellServices, firstShown = 1) {
  render(
    <MemoryRouter>
      <AdminApiProvider services={services}>
        <AllOrders />
      </AdminApiProvider>
    </MemoryRouter>,
  );
  await screen.findByTestId(`order-${firstShown}`);
  return userEvent.setup();
}

const card = (id: number) => screen.queryByTestId(`order-${id}`);
const shownIds = () => screen.queryAllByTestId(/^order-\d+$/).map((element) => Number(element.dataset.testid?.slice('order-'.length)));
const summary = () => screen.getByTestId('selection-summary').textContent;
const button = (name: string) => screen.getByRole('button', { name });
/** A click on the card's body (its cost line), not on a control. */
const clickCard = (user: ReturnType<typeof userEvent.setup>, id: number) => user.click(within(card(id) as HTMLElement).getByText(/Стоимость товаров/));
const openDialog = () => screen.getByRole('alertdialog');

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the admin's all orders: selection", () => {
  it('selects a card by a click anywhere on it or by its checkbox, and says how many are chosen', async () => {
    const user = await renderAllOrders(server([adminOrder(1, 'pending'), adminOrder(2, 'confirmed')]).services);
    expect(summary()).toBe('Нажмите на карточку заказа, чтобы выбрать его');
    expect(button('Скрыть выбранные')).toHaveProperty('disabled', true);

    await clickCard(user, 1);
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать заказ №2' }));
    expect(summary()).toBe('Выбрано заказов: 2');
    expect(card(1)?.dataset.selected).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Выбрать заказ №1' })).toHaveProperty('checked', true);

    await clickCard(user, 1);
    expect(summary()).toBe('Выбрано заказов: 1');
    expect(card(1)?.dataset.selected).toBe('false');
    expect(button('Скрыть выбранные')).toHaveProperty('disabled', false);
  });
});

describe("the admin's all orders: pages, search and filters", () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => adminOrder(count - index, index % 2 === 0 ? 'pending' : 'confirmed'));

  it('shows the first 50 with the count of all, and «Показать ещё» adds the next page until there is no more', async () => {
    const { services, lists } = server(many(56));
    const user = await renderAllOrders(services, 56);
    await waitFor(() => expect(shownIds()).toHaveLength(50));
    expect(screen.getByText('Показано 50 из 56')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Все заказы/ }).textContent).toBe('Все заказы56');
    await user.click(button('Показать ещё'));
    await waitFor(() => expect(shownIds()).toHaveLength(56));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(lists).toEqual(['/api/admin/orders?limit=50', '/api/admin/orders?limit=50&cursor=50']);
    expect(new Set(shownIds()).size).toBe(56);
  }, 30_000);

  it('selects and hides across the loaded pages', async () => {
    const { services } = server(many(52));
    const user = await renderAllOrders(services, 52);
    await user.click(button('Показать ещё'));
    await screen.findByTestId('order-1');
    await clickCard(user, 52);
    await clickCard(user, 1);
    expect(summary()).toBe('Выбрано заказов: 2');
    await user.click(button('Скрыть выбранные'));
    expect(card(52)).toBeNull();
    expect(card(1)).toBeNull();
    expect(shownIds()).toHaveLength(50);
  }, 30_000);

  it('searches on the server on «Найти», filters by status at once, and resets', async () => {
    const { services, lists } = server([adminOrder(1, 'pending'), adminOrder(2, 'confirmed'), adminOrder(3, 'pending')]);
    const user = await renderAllOrders(services);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'confirmed');
    await waitFor(() => expect(shownIds()).toEqual([2]));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'нет такого{Enter}');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(lists.at(-1)).toBe(`/api/admin/orders?limit=50&q=${encodeURIComponent('нет такого').replace(/%20/g, '+')}&status=confirmed`);
    await user.click(button('Сбросить'));
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3]));
    expect((screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('');
  });
});

describe("the admin's all orders: hiding", () => {
  it('hides the selected orders on this screen only, and shows them all again', async () => {
    const backend = server([adminOrder(1, 'pending'), adminOrder(2, 'confirmed'), adminOrder(3, 'paid')]);
    const user = await renderAllOrders(backend.services);

    await clickCard(user, 1);
    await clickCard(user, 3);
    await user.click(button('Скрыть выбранные'));

    expect(shownIds()).toEqual([2]);
    expect(screen.getByTestId('hidden-summary').textContent).toBe('Скрыто: 2');
    expect(summary()).toBe('Нажмите на карточку заказа, чтобы выбрать его');

    await clickCard(user, 2);
    await user.click(button('Скрыть выбранные'));
    expect(screen.getByText('Все заказы скрыты')).toBeTruthy();

    await user.click(button('Показать все'));
    expect(shownIds()).toEqual([1, 2, 3]);
    expect(screen.getByTestId('hidden-summary').textContent).toBe('Скрыто: 0');
    expect(backend.deletes).toEqual([]);
  });
});

describe("the admin's all orders: deleting", () => {
  it("says 'Нет заказов для удаления' when nothing deletable is selected, and deletes nothing", async () => {
    const backend = server([adminOrder(1, 'paid'), adminOrder(2, 'pending')]);
    const user = await renderAllOrders(backend.services);

    await user.click(button('Удалить выбранные'));
    expect(within(openDialog()).getByText('Нет заказов для удаления')).toBeTruthy();
    await user.click(button('Закрыть'));

    await clickCard(user, 1);
    await user.click(button('Удалить выбранные'));
    expect(within(openDialog()).getByText('Нет заказов для удаления')).toBeTruthy();
    expect(backend.deletes).toEqual([]);
  });

  it('deletes the unpaid selected orders with the reason the customer reads, skipping the paid one, and reports it', async () => {
    const backend = server([adminOrder(1, 'paid'), adminOrder(2, 'pending'), adminOrder(3, 'confirmed')]);
    const user = await renderAllOrders(backend.services);
    await clickCard(user, 1);
    await clickCard(user, 2);
    await clickCard(user, 3);

    await user.click(button('Удалить выбранные'));
    const confirmation = within(screen.getByTestId('order-deletion-dialog'));
    expect(confirmation.getByText('Удалить 2 заказ(ов)? Это действие необратимо.')).toBeTruthy();

    await user.click(confirmation.getByRole('button', { name: 'Да' }));
    expect(confirmation.getByText(/^Укажите причину \(не длиннее \d+ символов\)$/)).toBeTruthy();
    expect(backend.deletes).toEqual([]);

    await user.type(confirmation.getByRole('textbox', { name: /Причина для покупателя/ }), 'Нет в наличии');
    await user.click(confirmation.getByRole('button', { name: 'Да' }));

    await screen.findByText('Удалено заказов: 2. Пропущено оплаченных или пустых: 1.');
    const reason = encodeURIComponent('Нет в наличии');
    expect(backend.deletes.sort()).toEqual([`/api/admin/orders/2?reason=${reason}`, `/api/admin/orders/3?reason=${reason}`]);
    await waitFor(() => expect(shownIds()).toEqual([1]));
    expect(summary()).toBe('Нажмите на карточку заказа, чтобы выбрать его');
  });

  it("refuses to delete a paid order's line before asking the server", async () => {
    const backend = server([adminOrder(1, 'paid'), adminOrder(2, 'pending')]);
    const user = await renderAllOrders(backend.services);

    await user.click(screen.getByRole('button', { name: 'Удалить «Флорариум» из заказа №1' }));

    expect(within(openDialog()).getByText(ORDER_ERRORS.paidLineNotDeletable.message)).toBeTruthy();
    expect(screen.queryByTestId('order-deletion-dialog')).toBeNull();
    expect(card(1)?.dataset.selected).toBe('false');
    expect(backend.deletes).toEqual([]);
  });
});
