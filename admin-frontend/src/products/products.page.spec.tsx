/// <reference types="jest" />
import { screen, within } from '@testing-library/react';
import type { AdminProductDto } from '../api/admin-api.types';
import { adminServer, renderAdminScreen } from '../testing/admin-server.fixture';
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
    if (call.method === 'GET' && call.path === '/api/admin/products') return { data: PRODUCTS };
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
