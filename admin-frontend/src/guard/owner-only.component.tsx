import { Navigate, Outlet } from 'react-router';
import { useStaffMay } from './staff-role.context';

/** Layout route around the owner's screens: a florist who opens one by its address lands on the orders. */
export function OwnerOnly() {
  return useStaffMay('shop.manage') ? <Outlet /> : <Navigate to="/admin/orders" replace />;
}
