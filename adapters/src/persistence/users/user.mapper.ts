import type { UserRecord } from '@shop/application';
import type { UserOrmEntity } from './user.orm-entity';

export const toUserRecord = (row: UserOrmEntity): UserRecord => ({
  id: row.id,
  username: row.username,
  email: row.email,
  fullName: row.fullName,
  phone: row.phone,
  telegram: row.telegram,
  role: row.role,
  createdAt: row.createdAt,
  lastLogin: row.lastLogin,
});
