import type { UserDto, UserRole } from '@shop/domain';

/** A stored account as the use cases see it (the hash never leaves the application layer). */
export interface UserRecord {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly fullName: string | null;
  readonly phone: string | null;
  readonly telegram: string | null;
  readonly role: UserRole;
  readonly createdAt: Date;
  readonly lastLogin: Date | null;
}

export const toUserDto = (user: UserRecord): UserDto => ({
  id: user.id,
  username: user.username,
  email: user.email,
  full_name: user.fullName,
  phone: user.phone,
  telegram: user.telegram,
  role: user.role,
  created_at: user.createdAt.toISOString(),
  last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
});
