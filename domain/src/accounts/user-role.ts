/** Spec §6: an ordinary customer, the shop's owner (`admin`, confirmed by the server), or a florist on the staff. */
export type UserRole = 'admin' | 'florist' | 'user';

export const USER_ROLES: readonly UserRole[] = ['admin', 'florist', 'user'];

export const isUserRole = (value: unknown): value is UserRole => USER_ROLES.includes(value as UserRole);

/** The roles of the shop's staff: who may open the back office. */
export type StaffRole = Exclude<UserRole, 'user'>;

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'florist'];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
