import type { UserRole } from './user-role';

/**
 * What the back office lets a member of staff do, one name per kind of work:
 * - `orders.read`: the order lists, the deliveries board and an order's timeline;
 * - `orders.fulfil`: the florist's stages and the photo of the assembled order;
 * - `shop.manage`: everything else — approval, rejection and delivery pricing, deletions, refunds,
 *   products and their prices, flowers, the calendar, the dashboard, exports and the staff.
 * An admin route that names no permission needs `shop.manage`: a new route is the owner's until
 * someone decides otherwise.
 */
export type StaffPermission = 'orders.read' | 'orders.fulfil' | 'shop.manage';

export const STAFF_PERMISSIONS: readonly StaffPermission[] = ['orders.read', 'orders.fulfil', 'shop.manage'];

/** The permission of an admin route that names none. */
export const DEFAULT_STAFF_PERMISSION: StaffPermission = 'shop.manage';

const PERMISSIONS_OF: Readonly<Record<UserRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  florist: ['orders.read', 'orders.fulfil'],
  user: [],
};

/** Whether `role` may do the work `permission` names. */
export const roleMay = (role: UserRole | null | undefined, permission: StaffPermission): boolean =>
  role !== null && role !== undefined && PERMISSIONS_OF[role].includes(permission);

/** Whether `role` may open the back office at all. */
export const isStaff = (role: UserRole | null | undefined): boolean => roleMay(role, 'orders.read');

/** Where a member of staff starts: the owner on the dashboard, a florist on the orders; null for a customer. */
export function staffLandingPath(role: UserRole | null | undefined): string | null {
  if (roleMay(role, 'shop.manage')) return '/admin/dashboard';
  return isStaff(role) ? '/admin/orders' : null;
}
