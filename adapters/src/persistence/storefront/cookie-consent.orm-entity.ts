import { Check, Entity, Unique } from 'typeorm';
import { BigIdentityColumn, BooleanColumn, OptionalTextColumn, UpdatedAtColumn } from '../shared/columns';
import { UserIdColumn } from '../users/user.orm-entity';

/** A visitor's or an account's cookie choices: one row per owner. */
@Entity({ name: 'cookie_consents' })
@Check('cookie_consents_check', 'user_id IS NOT NULL OR visitor_hash IS NOT NULL')
@Unique('cookie_consents_user_id_key', (c: CookieConsentOrmEntity) => [c.userId])
@Unique('cookie_consents_visitor_hash_key', (c: CookieConsentOrmEntity) => [c.visitorHash])
export class CookieConsentOrmEntity {
  @BigIdentityColumn()
  id: string;

  @UserIdColumn('cookie_consents.user_id', { nullable: true, onDelete: 'CASCADE' })
  userId: number | null;

  @OptionalTextColumn('visitor_hash')
  visitorHash: string | null;

  @BooleanColumn('accepted')
  accepted: boolean;

  @BooleanColumn('analytics')
  analytics: boolean;

  @BooleanColumn('marketing')
  marketing: boolean;

  @BooleanColumn('preferences')
  preferences: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}
