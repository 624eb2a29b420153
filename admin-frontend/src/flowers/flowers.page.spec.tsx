/// <reference types="jest" />
import { screen, within } from '@testing-library/react';
import type { AdminFlowerDto } from '../api/admin-api.types';
import { adminServer, renderAdminScreen } from '../testing/admin-server.fixture';
import { FlowersPage } from './flowers.page';

const ROSE: AdminFlowerDto = { id: 301, title: 'Роза', price: 150, image: '/images/flowers/rose.jpg', available: true, stock: null };
const PEONY: AdminFlowerDto = { id: 305, title: 'Пион', price: 350, image: '/images/flowers/peony.jpg', available: false, stock: 0 };

/** GET lists the flowers; PUT and POST change them as the server would and answer the flower. */
function flowersServer(refuse?: string) {
  let flowers = [ROSE, PEONY];
  return adminServer((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/flowers') return { data: flowers };
    if (refuse && call.method !== 'GET') return { status: 400, error: refuse };
    const id = Number(/^\/api\/admin\/flowers\/(\d+)$/.exec(call.path)?.[1]);
    if (call.method === 'PUT' && id) {
      flowers = flowers.map((flower) => (flower.id === id ? { ...flower, ...(call.body as Partial<AdminFlowerDto>) } : flower));
      return { data: flowers.find((flower) => flower.id === id) };
    }
    if (call.method === 'POST' && call.path === '/api/admin/flowers') {
      const created = { id: 313, ...(call.body as Omit<AdminFlowerDto, 'id'>) };
      flowers = [...flowers, created];
      return { data: created };
    }
    return undefined;
  });
}

const card = (id: number) => within(screen.getByTestId(`flower-${id}`));

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe("the admin's flowers", () => {
  it('lists every flower with its price per stem, season and stems left', async () => {
    const backend = flowersServer();
    renderAdminScreen(backend.services, <FlowersPage />);
    await screen.findByTestId('flower-301');

    expect(card(301).getByRole('heading', { name: 'Роза' })).toBeTruthy();
    expect(card(301).getByText(/^150,00\s₽ за стебель$/)).toBeTruthy();
    expect(card(301).getByText('В продаже')).toBeTruthy();
    expect(card(301).getByText('Остаток не ограничен')).toBeTruthy();
    expect(card(305).getByText('Не в сезоне')).toBeTruthy();
    expect(card(305).getByText('Нет в наличии')).toBeTruthy();
    expect(card(305).getByRole('button', { name: 'Вернуть «Пион» в продажу' })).toBeTruthy();
  });

  it('takes a flower out of the constructor and reprices it with its stems in stock', async () => {
    const backend = flowersServer();
    const user = renderAdminScreen(backend.services, <FlowersPage />);
    await screen.findByTestId('flower-301');

    await user.click(card(301).getByRole('button', { name: 'Снять «Роза» с продажи' }));
    await screen.findByText('Цветок «Роза» снят с продажи.');
    expect(await card(301).findByText('Не в сезоне')).toBeTruthy();

    await user.click(card(301).getByRole('button', { name: 'Изменить «Роза»' }));
    const form = within(screen.getByRole('region', { name: 'Изменение цветка «Роза»' }));
    expect((form.getByLabelText('Цена за стебель, ₽') as HTMLInputElement).value).toBe('150.00');
    expect((form.getByLabelText(/^Доступен в конструкторе/) as HTMLInputElement).checked).toBe(false);
    await user.clear(form.getByLabelText('Цена за стебель, ₽'));
    await user.type(form.getByLabelText('Цена за стебель, ₽'), '180.5');
    await user.type(form.getByLabelText('Стеблей в наличии'), '40');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await screen.findByText('Цветок «Роза» сохранён.');
    expect(backend.writes()).toEqual([
      { method: 'PUT', path: '/api/admin/flowers/301', body: { available: false } },
      {
        method: 'PUT',
        path: '/api/admin/flowers/301',
        body: { title: 'Роза', price: 180.5, image: '/images/flowers/rose.jpg', available: false, stock: 40 },
      },
    ]);
    expect(await card(301).findByText('В наличии: 40 шт.')).toBeTruthy();
  });

  it('adds a flower with its picture uploaded, after naming what is missing', async () => {
    const backend = flowersServer();
    // jsdom has no fetch: the upload's multipart POST answers as the server does.
    const upload = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ url: '/uploads/hydrangea.webp' }) }));
    globalThis.fetch = upload as unknown as typeof fetch;
    const user = renderAdminScreen(backend.services, <FlowersPage />);
    await screen.findByTestId('flower-301');

    await user.click(screen.getByRole('button', { name: 'Добавить цветок' }));
    const form = within(screen.getByRole('region', { name: 'Новый цветок' }));
    await user.type(form.getByLabelText('Стеблей в наличии'), '2.5');
    await user.click(form.getByRole('button', { name: 'Добавить цветок' }));
    expect(form.getByText('Укажите название цветка')).toBeTruthy();
    expect(form.getByText('Укажите цену')).toBeTruthy();
    expect(form.getByText('Загрузите фото цветка')).toBeTruthy();
    expect(form.getByText('Остаток — целое число от 0 или пусто')).toBeTruthy();
    expect(backend.writes()).toEqual([]);

    await user.type(form.getByLabelText('Название'), 'Гортензия');
    await user.type(form.getByLabelText('Цена за стебель, ₽'), '420');
    await user.clear(form.getByLabelText('Стеблей в наличии'));
    await user.upload(form.getByLabelText('Загрузить фото'), new File(['x'], 'hydrangea.webp', { type: 'image/webp' }));
    expect(((await form.findByAltText('Фото цветка')) as HTMLImageElement).getAttribute('src')).toBe('/uploads/hydrangea.webp');
    expect(upload).toHaveBeenCalledWith('/api/admin/uploads', expect.objectContaining({ method: 'POST' }));
    await user.click(form.getByRole('button', { name: 'Добавить цветок' }));

    await screen.findByText('Цветок «Гортензия» добавлен.');
    expect(backend.writes()).toEqual([
      { method: 'POST', path: '/api/admin/flowers', body: { title: 'Гортензия', price: 420, image: '/uploads/hydrangea.webp', available: true, stock: null } },
    ]);
    expect(await screen.findByTestId('flower-313')).toBeTruthy();
  });

  it("shows the server's refusal at the form and keeps what was typed", async () => {
    const backend = flowersServer('Цена должна быть не больше 100 000 ₽');
    const user = renderAdminScreen(backend.services, <FlowersPage />);
    await screen.findByTestId('flower-301');
    await user.click(card(301).getByRole('button', { name: 'Изменить «Роза»' }));
    const form = within(screen.getByRole('region', { name: 'Изменение цветка «Роза»' }));
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect((await form.findByRole('alert')).textContent).toBe('Цена должна быть не больше 100 000 ₽');
    expect((form.getByLabelText('Название') as HTMLInputElement).value).toBe('Роза');
  });
});
