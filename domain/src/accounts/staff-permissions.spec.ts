import { DEFAULT_STAFF_PERMISSION, isStaff, roleMay, STAFF_PERMISSIONS, staffLandingPath } from './staff-permissions';
import { isStaffRole, isUserRole, USER_ROLES } from './user-role';

describe('staff permissions', () => {
  it('the owner may do everything, the florist reads orders and fulfils them, a customer nothing', () => {
    expect(STAFF_PERMISSIONS.every((permission) => roleMay('admin', permission))).toBe(true);
    expect(STAFF_PERMISSIONS.filter((permission) => roleMay('florist', permission))).toEqual(['orders.read', 'orders.fulfil']);
    expect(STAFF_PERMISSIONS.some((permission) => roleMay('user', permission))).toBe(false);
  });

  it('a route that names no permission is the owner’s', () => {
    expect(DEFAULT_STAFF_PERMISSION).toBe('shop.manage');
    expect(roleMay('florist', DEFAULT_STAFF_PERMISSION)).toBe(false);
  });

  it('the staff are the owner and the florist; nobody without a role', () => {
    expect(USER_ROLES.filter(isStaff)).toEqual(['admin', 'florist']);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
    expect(roleMay(null, 'orders.read')).toBe(false);
    expect(USER_ROLES.filter(isStaffRole)).toEqual(['admin', 'florist']);
    expect(isStaffRole('user')).toBe(false);
    expect(isUserRole('florist')).toBe(true);
    expect(isUserRole('owner')).toBe(false);
  });

  it('lands the owner on the dashboard, a florist on the orders and nobody else in the back office', () => {
    expect(staffLandingPath('admin')).toBe('/admin/dashboard');
    expect(staffLandingPath('florist')).toBe('/admin/orders');
    expect(staffLandingPath('user')).toBeNull();
    expect(staffLandingPath(null)).toBeNull();
  });
});
