/// <reference types="jest" />
import {
  BOUQUET_SELECTION_STORAGE_KEY,
  EMPTY_BOUQUET_MESSAGE,
  formatCustomerRoubles,
  GIFT_NOTICE,
  Money,
  SIGNED_OUT_SESSION,
  type FlowerDto,
  type HttpRequest,
  type HttpResult,
  type SessionSnapshot,
  type ShellServices,
} from '@shop/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BOUQUET_TEXTS, ConstructorPage } from './constructor.page';

const FLOWERS: FlowerDto[] = [
  { id: 1, title: 'Роза', price: 250, image: '/uploads/rose.webp', category: 'flowers', stock: null },
  { id: 2, title: 'Тюльпан', price: 120, image: '/uploads/tulip.webp', category: 'flowers', stock: null },
  { id: 3, title: 'Пион', price: 4900, image: '/uploads/peony.webp', category: 'flowers', stock: null },
];

/** The same flowers with the stems the shop has left of some. */
const withStock = (stems: Record<number, number>): FlowerDto[] => FLOWERS.map((flower) => ({ ...flower, stock: stems[flower.id] ?? flower.stock }));

const SIGNED_IN: SessionSnapshot = { ...SIGNED_OUT_SESSION, token: 'token' };

/** The shell with GET /api/flowers answered from `catalogue.flowers` and the bouquet call answered by `addAnswer`. */
function shell(session: SessionSnapshot, addAnswer: HttpResult<unknown> = { ok: true, status: 200, data: {} }, catalogue = { flowers: FLOWERS, asked: 0 }) {
  const posted: unknown[] = [];
  const services: ShellServices = {
    session: { getSnapshot: () => session, subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    http: {
      request: async <T,>(path: string, request?: HttpRequest) => {
        if (path === '/api/flowers') {
          catalogue.asked += 1;
          return { ok: true, status: 200, data: catalogue.flowers } as HttpResult<T>;
        }
        posted.push({ path, body: request?.body });
        return addAnswer as HttpResult<T>;
      },
    },
  };
  return { services, posted };
}

async function renderConstructor(services: ShellServices) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={['/constructor']}>
        <Routes>
          <Route path="/constructor" element={<ConstructorPage services={services} />} />
          <Route path="/login" element={<p>Страница входа</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findAllByTestId('flower-card');
  return userEvent.setup();
}

const more = (title: string) => screen.getByRole('button', { name: `Увеличить количество: ${title}` });
const fewer = (title: string) => screen.getByRole('button', { name: `Уменьшить количество: ${title}` });
const summary = () => within(screen.getByTestId('bouquet-summary'));
const addButton = () => summary().getByRole('button', { name: 'Добавить в корзину' });
const clearButton = () => summary().getByRole('button', { name: 'Очистить' });
const toasts = () => [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => [toast.getAttribute('data-kind'), toast.getAttribute('data-text')]);
const roubles = (amount: number) => formatCustomerRoubles(Money.ofRoubles(amount));

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the bouquet constructor', () => {
  it('counts the chosen flowers, sums their prices and counts down to the ideal bouquet', async () => {
    const user = await renderConstructor(shell(SIGNED_IN).services);
    expect(fewer('Роза')).toHaveProperty('disabled', true);
    expect(clearButton()).toHaveProperty('disabled', true);

    await user.click(more('Роза'));
    await user.click(more('Роза'));
    await user.click(more('Тюльпан'));

    expect(summary().getByTestId('bouquet-count').textContent).toBe('3');
    expect(summary().getByTestId('bouquet-total').textContent).toBe(roubles(2 * 250 + 120));
    expect(summary().getByTestId('bouquet-hint').textContent).toBe('Добавьте ещё 7 цветков до идеального букета');
    expect(summary().getByText('Роза')).toBeTruthy();
    expect(clearButton()).toHaveProperty('disabled', false);

    await user.click(fewer('Роза'));
    expect(summary().getByTestId('bouquet-count').textContent).toBe('2');
    expect(JSON.parse(sessionStorage.getItem(BOUQUET_SELECTION_STORAGE_KEY) ?? 'null')).toBeTruthy();

    await user.click(clearButton());
    expect(summary().getByTestId('bouquet-count').textContent).toBe('0');
    expect(summary().getByText('Пока пусто: добавьте цветы кнопкой «+».')).toBeTruthy();
  });

  it('shows the gift notice below the total limit and hides it from there on', async () => {
    const user = await renderConstructor(shell(SIGNED_IN).services);
    await user.click(more('Тюльпан'));
    expect(summary().getByTestId('gift-notice').textContent).toBe(GIFT_NOTICE);

    await user.click(more('Пион'));
    expect(summary().getByTestId('bouquet-total').textContent).toBe(roubles(5020));
    expect(summary().queryByTestId('gift-notice')).toBeNull();
  });

  it('finds flowers by name and says so when none match', async () => {
    const user = await renderConstructor(shell(SIGNED_IN).services);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск цветов' }), 'роз');
    expect(screen.getAllByTestId('flower-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Роза']);

    await user.clear(screen.getByRole('searchbox', { name: 'Поиск цветов' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск цветов' }), 'кактус');
    expect(screen.getByTestId('flowers-not-found').textContent).toBe('Ничего не нашлось по запросу «кактус». Попробуйте другое название.');
  });

  it('does not send an empty bouquet: it says why', async () => {
    const server = shell(SIGNED_IN);
    const user = await renderConstructor(server.services);
    await user.click(addButton());
    expect(toasts()).toEqual([['info', EMPTY_BOUQUET_MESSAGE]]);
    expect(server.posted).toEqual([]);
  });

  it('sends a signed-out customer to sign in first, keeping the way back', async () => {
    const server = shell(SIGNED_OUT_SESSION);
    const user = await renderConstructor(server.services);
    await user.click(more('Роза'));
    await user.click(addButton());
    expect(await screen.findByText('Страница входа')).toBeTruthy();
    expect(server.posted).toEqual([]);
  });

  it('adds the bouquet to the cart and starts a new one', async () => {
    const server = shell(SIGNED_IN);
    const user = await renderConstructor(server.services);
    await user.click(more('Роза'));
    await user.click(more('Тюльпан'));
    await user.click(more('Тюльпан'));
    await user.click(addButton());

    await waitFor(() => expect(toasts()).toEqual([['success', BOUQUET_TEXTS.added]]));
    expect(server.posted).toEqual([
      {
        path: '/api/cart/add-bouquet',
        body: {
          items: [
            { product_id: 1, quantity: 1 },
            { product_id: 2, quantity: 2 },
          ],
        },
      },
    ]);
    expect(summary().getByTestId('bouquet-count').textContent).toBe('0');
  });

  it('shows the server’s reason when the bouquet is refused, and keeps the selection', async () => {
    const server = shell(SIGNED_IN, { ok: false, kind: 'status', status: 400, message: 'Цветок «Роза» больше недоступен' });
    const user = await renderConstructor(server.services);
    await user.click(more('Роза'));
    await user.click(addButton());

    await waitFor(() => expect(toasts()).toEqual([['error', 'Цветок «Роза» больше недоступен']]));
    expect(summary().getByTestId('bouquet-count').textContent).toBe('1');
    expect(addButton()).toHaveProperty('disabled', false);
  });

  it('shows a flower with no stems left as «Нет в наличии», its «+» disabled, and lets no more be picked than are left', async () => {
    const user = await renderConstructor(shell(SIGNED_IN, undefined, { flowers: withStock({ 1: 0, 3: 2 }), asked: 0 }).services);
    const rose = within(screen.getAllByTestId('flower-card')[0] as HTMLElement);
    expect(rose.getByTestId('stock-note').textContent).toBe('Нет в наличии');
    expect(more('Роза')).toHaveProperty('disabled', true);
    expect(more('Тюльпан')).toHaveProperty('disabled', false);

    await user.click(more('Пион'));
    await user.click(more('Пион'));
    expect(more('Пион')).toHaveProperty('disabled', true);
    expect(within(screen.getAllByTestId('flower-card')[2] as HTMLElement).getByTestId('stock-note').textContent).toBe('Осталось 2 шт.');
    expect(summary().getByTestId('bouquet-count').textContent).toBe('2');
  });

  it('keeps a remembered selection within the stems left', async () => {
    sessionStorage.setItem(
      BOUQUET_SELECTION_STORAGE_KEY,
      JSON.stringify([
        [1, 4],
        [3, 5],
      ]),
    );
    await renderConstructor(shell(SIGNED_IN, undefined, { flowers: withStock({ 1: 0, 3: 2 }), asked: 0 }).services);
    await waitFor(() => expect(summary().getByTestId('bouquet-count').textContent).toBe('2'));
    expect(summary().queryByText('Роза')).toBeNull();
  });

  it('shows a refusal for want of stems and asks for the flowers again', async () => {
    const catalogue = { flowers: FLOWERS, asked: 0 };
    const server = shell(SIGNED_IN, { ok: false, kind: 'status', status: 409, message: 'Цветка «Пион» осталось 1 шт.' }, catalogue);
    const user = await renderConstructor(server.services);
    await user.click(more('Пион'));
    await user.click(more('Пион'));
    catalogue.flowers = withStock({ 3: 1 });

    await user.click(addButton());

    await waitFor(() => expect(toasts()).toEqual([['error', 'Цветка «Пион» осталось 1 шт.']]));
    await waitFor(() => expect(more('Пион')).toHaveProperty('disabled', true));
    expect(catalogue.asked).toBe(2);
    expect(summary().getByTestId('bouquet-count').textContent).toBe('1');
  });
});
