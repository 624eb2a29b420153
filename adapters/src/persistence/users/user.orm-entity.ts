import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, OptionalMomentColumn, OptionalTextColumn, referencesTo, TextColumn } from '../shared/columns';

export type UserRole = 'user' | 'admin';

@Entity({ name: 'users' })
@Check('users_username_check', 'length(username) BETWEEN 1 AND 64')
@Check('users_email_check', 'length(email) BETWEEN 3 AND 254')
@Check('users_role_check', `role IN ('user', 'admin')`)
// Sign-in matches either case-insensitively: unique on lower(), which TypeORM cannot declare.
@Index('users_email_lower_key', { synchronize: false })
@Index('users_username_lower_key', { synchronize: false })
export class UserOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @TextColumn('username')
  username: string;

  @TextColumn('email')
  email: string;

  @TextColumn('password_hash', { select: false })
  passwordHash: string;

  @OptionalTextColumn('full_name')
  fullName: string | null;

  @OptionalTextColumn('phone')
  phone: string | null;

  @OptionalTextColumn('telegram')
  telegram: string | null;

  @TextColumn('role', { default: 'user' })
  role: UserRole;

  @CreatedAtColumn()
  createdAt: Date;

  @OptionalMomentColumn('last_login')
  lastLogin: Date | null;
}

/** A user's id in another table. */
export const UserIdColumn = referencesTo(() => UserOrmEntity, 'integer');
