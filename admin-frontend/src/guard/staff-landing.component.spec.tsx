/// <reference types="jest" />
import type { StaffRole } from '@shop/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StaffLanding } from './staff-landing.component';
import { StaffRoleContext } from './staff-role.context';

const openAdmin = (role: StaffRole) =>
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <StaffRoleContext.Provider value={role}>
        <Routes>
          <Route path="/admin" element={<StaffLanding />} />
          <Route path="/admin/dashboard" element={<h1>Сводка</h1>} />
          <Route path="/admin/orders" element={<h1>Заказы</h1>} />
        </Routes>
      </StaffRoleContext.Provider>
    </MemoryRouter>,
  );

describe('/admin itself', () => {
  it('opens the dashboard for the owner', () => {
    openAdmin('admin');
    expect(screen.getByRole('heading').textContent).toBe('Сводка');
  });

  it('opens the orders for a florist', () => {
    openAdmin('florist');
    expect(screen.getByRole('heading').textContent).toBe('Заказы');
  });
});
