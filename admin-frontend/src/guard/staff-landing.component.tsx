import { staffLandingPath } from '@shop/domain';
import { useContext } from 'react';
import { Navigate } from 'react-router';
import { StaffRoleContext, useStaffVerified } from './staff-role.context';

/** /admin itself: the owner starts on the dashboard, a florist on the orders (once the server said which). */
export function StaffLanding() {
  const role = useContext(StaffRoleContext);
  const verified = useStaffVerified();
  return verified ? <Navigate to={staffLandingPath(role) ?? '/admin/orders'} replace /> : null;
}
