import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from '@shop/domain';
import { CreatedAtColumn, OptionalMomentColumn, OptionalTextColumn, referencesTo, TextColumn } from '../shared/columns';

@Entity({ name: 'users' })
@Check('users_username_check', 'length(username) BETWEEN 1 AND 64')
@Check('users_email_check', 'length(email) BETWEEN 3 AND 254')
@Check('users_role_check', `role IN ('user', 'admin', 'florist')`)
// Sign-in matches either case-insensitively: unique on lower(), which TypeORM cannot declare.
@Index('users_email_lower_key', { synchronize: false })
@Index('users_username_lower_key', { synchronize: false })
@Index('users_staff_idx', { synchronize: false })
@Index('users_search_trgm_idx', { synchronize: false })
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

  /** When the owner last invited the account to the staff (null: never). */
  @OptionalMomentColumn('staff_invited_at')
  staffInvitedAt: Date | null;
}

/** A user's id in another table. */
export const UserIdColumn = referencesTo(() => UserOrmEntity, 'integer');
