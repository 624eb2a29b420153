/** Spec §6: an ordinary customer, or an admin confirmed by the server. */
export type UserRole = 'admin' | 'user';

export const USER_ROLES: readonly UserRole[] = ['admin', 'user'];

export const isUserRole = (value: unknown): value is UserRole => USER_ROLES.includes(value as UserRole);
