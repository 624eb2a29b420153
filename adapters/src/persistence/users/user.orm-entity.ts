import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../shared/columns';

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

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', name: 'password_hash', select: false })
  passwordHash: string;

  @Column({ type: 'text', name: 'full_name', nullable: true })
  fullName: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  telegram: string | null;

  @Column({ type: 'text', default: 'user' })
  role: UserRole;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'last_login', nullable: true })
  lastLogin: Date | null;
}
