/// <reference types="jest" />
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProductDto } from '../api/admin-api.types';
import { adminServer, renderAdminScreen } from '../testing/admin-server.fixture';
import { answerPage } from '../testing/paged-list.fixture';
import { ProductsPage } from './products.page';

const product = (product_id: number, title: string, stock: number | null, lead_days = 0): AdminProductDto => ({
  product_id,
  title,
  image_url: `/images/${product_id}.jpg`,
  price: 4500,
  username: '',
  email: '',
  description: 'Стекло и мох',
  category: 'terrariums',
  images: [`/images/${product_id}a.jpg`, `/images/${product_id}b.jpg`],
  price_from: false,
  is_visible: true,
  stock,
  lead_days,
  orders: [],
});

const PRODUCTS = [product(1, 'Террариум «Лес»', 2, 2), product(2, 'Флорариум', 0), product(3, 'Фикус', 12), product(4, 'Монстера', null)];

function productsServer() {
  return adminServer((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/products?limit=50') return answerPage(call.path, PRODUCTS);
    if (call.method === 'PUT' && call.path === '/api/admin/products/1') return { data: { product_id: 1 } };
    return undefined;
  });
}

const card = (id: number) => within(screen.getByTestId(`product-${id}`));

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the admin's products: stock", () => {
  it('marks low stock and none left, says how many pieces are in stock and how long one takes to make', async () => {
    renderAdminScreen(productsServer().services, <ProductsPage />);
    await screen.findByTestId('product-1');

    expect(card(1).getByText('Осталось 2 шт.').className).toContain('adm-badge');
    expect(card(1).getByText('Изготовление займёт 2 дня')).toBeTruthy();
    expect(card(2).getByText('Нет в наличии').className).toContain('adm-badge');
    expect(card(3).getByText('В наличии: 12 шт.').className).toBe('adm-muted');
    expect(card(4).queryByText(/наличии|Осталось/)).toBeNull();
    expect(card(4).queryByText(/Изготовление/)).toBeNull();
  });

  it('edits the stock and the days to make, and leaves the stock alone when only other fields change', async () => {
    const backend = productsServer();
    const user = renderAdminScreen(backend.services, <ProductsPage />);
    await screen.findByTestId('product-1');

    await user.click(card(1).getByRole('button', { name: 'Изменить «Террариум «Лес»»' }));
    let form = within(screen.getByRole('region', { name: /^Изменение товара/ }));
    expect((form.getByLabelText('В наличии, шт.') as HTMLInputElement).value).toBe('2');
    expect((form.getByLabelText('Срок изготовления, дней') as HTMLInputElement).value).toBe('2');
    await user.clear(form.getByLabelText('Срок изготовления, дней'));
    await user.type(form.getByLabelText('Срок изготовления, дней'), '3');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Товар «Террариум «Лес»» сохранён.');

    await user.click(card(1).getByRole('button', { name: 'Изменить «Террариум «Лес»»' }));
    form = within(screen.getByRole('region', { name: /^Изменение товара/ }));
    await user.clear(form.getByLabelText('В наличии, шт.'));
    await user.type(form.getByLabelText('В наличии, шт.'), '5');
    await user.clear(form.getByLabelText('Срок изготовления, дней'));
    await user.type(form.getByLabelText('Срок изготовления, дней'), '31');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(form.getByText('Срок изготовления — целое число дней от 0 до 30')).toBeTruthy();
    await user.clear(form.getByLabelText('Срок изготовления, дней'));
    await user.type(form.getByLabelText('Срок изготовления, дней'), '2');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    await screen.findAllByText('Товар «Террариум «Лес»» сохранён.');

    const bodies = backend.writes().map((call) => call.body as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('stock');
    expect(bodies[0]).toMatchObject({ title: 'Террариум «Лес»', lead_days: 3 });
    expect(bodies[1]).toMatchObject({ stock: 5, lead_days: 2 });
  });
});

describe("the admin's products: their orders a page at a time", () => {
  const entry = (order_id: number, status: 'pending' | 'paid'): AdminProductDto['orders'][number] => ({
    order_id,
    created_at: '2026-05-12T10:00:00Z',
    status,
    quantity: 1,
    item_price: 4500,
    composition: [],
    full_name: `Покупатель ${order_id}`,
    delivery_phone: null,
    delivery_address_full: null,
    delivery_type: 'pickup',
    delivery_price: 0,
    username: 'klara',
    email: 'klara@example.ru',
  });

  /** As the server pages: the first page every product with orders 60…11 (by product 1 and 3), the next one orders 10…1 of product 3 only; `status` narrows them. */
  function pagedServer() {
    return adminServer((call) => {
      if (call.method !== 'GET' || !call.path.startsWith('/api/admin/products?')) return undefined;
      const query = new URL(call.path, 'http://admin').searchParams;
      const status = query.get('status');
      const orders = Array.from({ length: 60 }, (_, index) => entry(60 - index, index % 2 === 0 ? 'pending' : 'paid')).filter(
        (order) => !status || order.status === status,
      );
      const ofProduct = (id: number, page: typeof orders) => ({
        ...PRODUCTS[id - 1],
        orders: page.filter((order) => (order.order_id <= 10 ? 3 : 1 + (order.order_id % 2) * 2) === id),
      });
      const start = Number(query.get('cursor') ?? 0);
      const page = orders.slice(start, start + 50);
      const products = start === 0 ? PRODUCTS.map((product) => ofProduct(product.product_id, page)) : [ofProduct(3, page)];
      const more = start + 50 < orders.length;
      const headers: Record<string, string> = {
        'x-total-count': String(orders.length),
        ...(more ? { link: `</api/admin/products?${query.toString()}&cursor=${start + 50}>; rel="next"` } : {}),
      };
      return { data: products, header: (name: string) => headers[name.toLowerCase()] ?? null };
    });
  }
  const ordersOn = (id: number) => card(id).queryAllByText(/^Заказ №\d+$/).length;

  it('shows every product with the first page’s orders, and «Показать ещё» adds the next page’s orders to their cards', async () => {
    const backend = pagedServer();
    const user = renderAdminScreen(backend.services, <ProductsPage />);
    await screen.findByTestId('product-4');
    expect([ordersOn(1), ordersOn(2), ordersOn(3), ordersOn(4)]).toEqual([25, 0, 25, 0]);
    expect(screen.getByText('Показано 50 из 60')).toBeTruthy();
    // Only a part of the orders is loaded: the cards say so.
    expect(card(2).getByText('Среди показанных заказов этого товара нет')).toBeTruthy();
    expect(card(1).getByText('Показанные заказы с этим товаром: 25')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Заказы с товарами/ }).textContent).toBe('Заказы с товарами60');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(ordersOn(3)).toBe(35));
    expect([ordersOn(1), ordersOn(2), ordersOn(4)]).toEqual([25, 0, 0]);
    expect(screen.queryAllByTestId(/^product-\d+$/)).toHaveLength(4);
    expect(card(2).getByText('Этот товар ещё не заказывали')).toBeTruthy();
    expect(card(3).getByText('Заказы с этим товаром: 35')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  }, 30_000);

  it('filters the orders on the server: status, stage, delivery type and days', async () => {
    const backend = pagedServer();
    const user = renderAdminScreen(backend.services, <ProductsPage />);
    await screen.findByTestId('product-4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'paid');
    await waitFor(() => expect(screen.getByRole('heading', { name: /Заказы с товарами/ }).textContent).toBe('Заказы с товарами30'));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Этап' }), 'ready');
    expect(backend.calls.at(-1)?.path).toBe('/api/admin/products?limit=50&status=paid&stage=ready');
  }, 30_000);
});
