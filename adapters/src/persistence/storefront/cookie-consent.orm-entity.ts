import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserOrmEntity } from '../users/user.orm-entity';

/** A visitor's or an account's cookie choices: one row per owner. */
@Entity({ name: 'cookie_consents' })
@Check('cookie_consents_check', 'user_id IS NOT NULL OR visitor_hash IS NOT NULL')
@Unique('cookie_consents_user_id_key', (c: CookieConsentOrmEntity) => [c.userId])
@Unique('cookie_consents_visitor_hash_key', (c: CookieConsentOrmEntity) => [c.visitorHash])
export class CookieConsentOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'integer', name: 'user_id', nullable: true })
  @ForeignKey(() => UserOrmEntity, { name: 'cookie_consents_user_id_fkey', onDelete: 'CASCADE' })
  userId: number | null;

  @Column({ type: 'text', name: 'visitor_hash', nullable: true })
  visitorHash: string | null;

  @Column({ type: 'boolean' })
  accepted: boolean;

  @Column({ type: 'boolean' })
  analytics: boolean;

  @Column({ type: 'boolean' })
  marketing: boolean;

  @Column({ type: 'boolean' })
  preferences: boolean;

  @Column({ type: 'timestamptz', name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
