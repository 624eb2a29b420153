/// <reference types="jest" />
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffMemberDto } from '@shop/domain';
import { adminServer, renderAdminScreen } from '../testing/admin-server.fixture';
import { StaffPage } from './staff.page';

const OWNER: StaffMemberDto = { user_id: 1, email: 'owner@shop.example', role: 'admin', invited_at: null, accepted: true };

describe('«Сотрудники»', () => {
  it('invites by e-mail and role, lists the new member as not yet accepted, and shows the server’s refusal in Russian', async () => {
    let staff = [OWNER];
    const { services, writes } = adminServer((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/staff') return { data: staff };
      if (call.method === 'POST' && call.path === '/api/admin/staff') {
        const { email } = call.body as { email: string };
        if (email === 'owner@shop.example') return { status: 409, error: 'Нельзя убрать последнего владельца магазина' };
        const member: StaffMemberDto = { user_id: 2, email, role: 'florist', invited_at: '2026-11-27T09:00:00.000Z', accepted: false };
        staff = [...staff, member];
        return { data: member };
      }
      return undefined;
    });
    const user = renderAdminScreen(services, <StaffPage />);
    expect(await screen.findByRole('article', { name: 'owner@shop.example' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email сотрудника'), 'nina@shop.example');
    await user.click(screen.getByRole('button', { name: 'Пригласить' }));
    const nina = await screen.findByRole('article', { name: 'nina@shop.example' });
    expect(nina.textContent).toContain('Флорист');
    expect(nina.textContent).toContain('приглашение не принято');
    expect(writes()).toEqual([{ method: 'POST', path: '/api/admin/staff', body: { email: 'nina@shop.example', role: 'florist' } }]);

    await user.type(screen.getByLabelText('Email сотрудника'), 'owner@shop.example');
    await user.selectOptions(screen.getByLabelText('Роль'), 'Флорист');
    await user.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Нельзя убрать последнего владельца магазина');
  });

  it('removes a member after confirmation', async () => {
    let staff: StaffMemberDto[] = [OWNER, { user_id: 2, email: 'nina@shop.example', role: 'florist', invited_at: null, accepted: true }];
    const { services, writes } = adminServer((call) => {
      if (call.method === 'GET') return { data: staff };
      if (call.method === 'DELETE' && call.path === '/api/admin/staff/2') {
        staff = [OWNER];
        return { data: undefined };
      }
      return undefined;
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderAdminScreen(services, <StaffPage />);
    const nina = await screen.findByRole('article', { name: 'nina@shop.example' });
    await user.click(within(nina).getByRole('button', { name: 'Убрать' }));
    expect(window.confirm).toHaveBeenCalledWith('Убрать nina@shop.example из сотрудников? Сотрудник выйдет из всех сеансов.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'nina@shop.example' })).toBeNull());
    expect(screen.getByRole('article', { name: 'owner@shop.example' })).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/staff/2', body: undefined }]);
  });
});
