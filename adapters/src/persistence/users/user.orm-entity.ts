import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type UserRole = 'user' | 'admin';

@Entity({ name: 'users' })
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

  @Column({ type: 'text' })
  role: UserRole;

  @Column({ type: 'timestamptz', name: 'created_at', insert: false, update: false })
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'last_login', nullable: true })
  lastLogin: Date | null;
}
