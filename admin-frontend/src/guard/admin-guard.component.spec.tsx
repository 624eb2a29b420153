/// <reference types="jest" />
import { SIGNED_OUT_SESSION, type CheckAdminResponseDto, type HttpResult, type SessionSnapshot, type ShellServices, type UserRole } from '@shop/domain';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ADMIN_CHECK_TEXT, AdminGuard } from './admin-guard.component';
import { OwnerOnly } from './owner-only.component';
import { useStaffMay } from './staff-role.context';

/** A session signed in with the role the sign-in gave, and a check-admin call the test answers when it likes. */
function services(signedInAs: UserRole) {
  const session: SessionSnapshot = { ...SIGNED_OUT_SESSION, token: 'token', userId: 7, role: signedInAs };
  const calls: string[] = [];
  let answer: (result: HttpResult<CheckAdminResponseDto>) => void = () => {};
  const shell: ShellServices = {
    session: { getSnapshot: () => session, subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    http: {
      request: <T,>(path: string) => {
        calls.push(path);
        return new Promise<HttpResult<T>>((resolve) => {
          answer = resolve as typeof answer;
        });
      },
      download: () => Promise.reject(new Error('no downloads here')),
    },
  };
  const reply = (data: CheckAdminResponseDto) => act(async () => answer({ ok: true, status: 200, data }));
  return { shell, calls, reply };
}

/** A screen that says whom it was built for and whether it may manage the shop. */
function Screen({ name }: { name: string }) {
  const mayManage = useStaffMay('shop.manage');
  return <h1 data-manage={mayManage}>{name}</h1>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const open = (shell: ShellServices, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<AdminGuard services={shell} />}>
          <Route path="orders" element={<Screen name="Заказы" />} />
          <Route element={<OwnerOnly />}>
            <Route path="dashboard" element={<Screen name="Сводка" />} />
          </Route>
        </Route>
        <Route path="/login" element={<p>Вход</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('the admin guard', () => {
  it('builds the screen out of sight while it asks the server, and shows it only once the server says yes', async () => {
    const { shell, calls, reply } = services('admin');
    open(shell, '/admin/orders');
    expect(screen.getByRole('status').textContent).toBe(ADMIN_CHECK_TEXT);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Заказы', { selector: 'h1' }).closest('[hidden]')).not.toBeNull();
    expect(calls).toEqual(['/api/auth/check-admin']);

    await reply({ isAdmin: true, role: 'admin' });
    expect(screen.getByRole('heading', { name: 'Заказы' }).dataset.manage).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives the screen the role the server read, not the one the sign-in gave', async () => {
    const { shell, reply } = services('admin');
    open(shell, '/admin/orders');
    await reply({ isAdmin: true, role: 'florist' });
    expect(screen.getByRole('heading', { name: 'Заказы' }).dataset.manage).toBe('false');
  });

  it('leaves an owner-only screen alone until the server names the role, then sends a florist to the orders', async () => {
    const { shell, reply } = services('florist');
    open(shell, '/admin/dashboard');
    expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard');
    await reply({ isAdmin: true, role: 'florist' });
    expect(screen.getByTestId('where').textContent).toBe('/admin/orders');
  });

  it('opens the owner-only screen for an owner whose sign-in said florist', async () => {
    const { shell, reply } = services('florist');
    open(shell, '/admin/dashboard');
    await reply({ isAdmin: true, role: 'admin' });
    expect(screen.getByRole('heading', { name: 'Сводка' })).toBeTruthy();
  });

  it('builds nothing for a customer, and opens the sign-in once the server says no', async () => {
    const { shell, reply } = services('user');
    open(shell, '/admin/orders');
    expect(screen.queryByText('Заказы')).toBeNull();
    await reply({ isAdmin: false, role: 'user' });
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
