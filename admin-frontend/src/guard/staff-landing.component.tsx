import { staffLandingPath } from '@shop/domain';
import { useContext } from 'react';
import { Navigate } from 'react-router';
import { StaffRoleContext } from './staff-role.context';

/** /admin itself: the owner starts on the dashboard, a florist on the orders. */
export function StaffLanding() {
  return <Navigate to={staffLandingPath(useContext(StaffRoleContext)) ?? '/admin/orders'} replace />;
}
