import { Navigate, Outlet } from 'react-router';
import { useStaffMay, useStaffVerified } from './staff-role.context';

/** Layout route around the owner's screens: a florist who opens one by its address lands on the orders. */
export function OwnerOnly() {
  const mayManage = useStaffMay('shop.manage');
  const verified = useStaffVerified();
  if (mayManage) return <Outlet />;
  // The role the sign-in gave may be stale: only the server's word sends the visitor elsewhere.
  return verified ? <Navigate to="/admin/orders" replace /> : null;
}
