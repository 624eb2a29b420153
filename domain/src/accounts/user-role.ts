/** Spec §6: an ordinary customer, or an admin confirmed by the server. */
export type UserRole = 'admin' | 'user';
