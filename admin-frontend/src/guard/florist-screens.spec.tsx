/// <reference types="jest" />
import { useMessageDialogs } from '@shop/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderTimelineEntryDto, StaffRole } from '@shop/domain';
import { AdminNav } from '../components/admin-nav.component';
import { AllOrdersSection } from '../orders/all-orders.section';
import { adminOrder } from '../testing/admin-order.fixture';
import { adminServer, renderAdminScreen } from '../testing/admin-server.fixture';
import { StaffRoleContext } from './staff-role.context';

function AllOrders() {
  const [dialogs, dialog] = useMessageDialogs();
  return (
    <>
      <AllOrdersSection dialogs={dialogs} />
      {dialog}
    </>
  );
}

const TIMELINE: OrderTimelineEntryDto[] = [
  { at: '2026-11-20T09:00:00.000Z', action: 'approve', actor: { user_id: 1, email: 'owner@shop.example', role: 'admin' }, details: 'Доставка: 450,50 ₽' },
  { at: '2026-11-20T10:00:00.000Z', action: 'stage', actor: { user_id: 2, email: 'nina@shop.example', role: 'florist' }, details: 'Не начат → Собирается' },
  { at: '2026-11-20T11:00:00.000Z', action: 'status', actor: null, details: 'Подтверждён → Оплачен' },
];

const tabs = (role: StaffRole) => {
  render(
    <MemoryRouter>
      <StaffRoleContext.Provider value={role}>
        <AdminNav />
      </StaffRoleContext.Provider>
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Разделы администратора' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the admin screens by role', () => {
  it('a florist’s tabs are the orders and the deliveries; the owner’s add the dashboard, the calendar, products, flowers and staff', () => {
    expect(tabs('florist')).toEqual(['Ожидают подтверждения', 'Все заказы', 'Оплаченные', 'Доставки']);
  });

  it('the owner sees every tab', () => {
    expect(tabs('admin')).toEqual([
      'Сводка',
      'Ожидают подтверждения',
      'Все заказы',
      'Оплаченные',
      'Доставки',
      'Календарь',
      'Товары',
      'Цветы',
      'Промокоды',
      'Сотрудники',
      'Отзывы',
    ]);
  });

  it('a florist sees every order but no deletion, and opens its history: who did what and when', async () => {
    const { services, writes } = adminServer((call) => {
      if (call.path.startsWith('/api/admin/orders?')) return { data: [adminOrder(7, 'paid', 2)] };
      if (call.path === '/api/admin/orders/7/timeline') return { data: TIMELINE };
      return undefined;
    });
    const user = renderAdminScreen(
      services,
      <StaffRoleContext.Provider value="florist">
        <AllOrders />
      </StaffRoleContext.Provider>,
    );
    const card = await screen.findByRole('article', { name: 'Заказ №7' });
    expect(screen.queryByRole('button', { name: 'Удалить выбранные' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Удалить/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'История действий' }));
    const entries = (await within(card).findAllByRole('listitem')).map((item) => item.textContent);
    expect(entries.at(-3)).toMatch(/Подтверждён — Доставка: 450,50 ₽ · owner@shop\.example$/);
    expect(entries.at(-2)).toMatch(/Этап — Не начат → Собирается · nina@shop\.example$/);
    expect(entries.at(-1)).toMatch(/Статус — Подтверждён → Оплачен · система$/);
    expect(writes()).toEqual([]);
  });

  it('the owner keeps the deletions', async () => {
    const { services } = adminServer((call) => (call.path.startsWith('/api/admin/orders?') ? { data: [adminOrder(8, 'pending', 2)] } : undefined));
    renderAdminScreen(services, <AllOrders />);
    const card = await screen.findByRole('article', { name: 'Заказ №8' });
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: /^Удалить «/ })).toHaveLength(2);
  });
});
