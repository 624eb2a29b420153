import { Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { StampedMomentColumn } from '../shared/columns';
import { UserOrmEntity } from '../users/user.orm-entity';

/** A customer who unsubscribed from the reminder mails of remembered dates. */
@Entity({ name: 'date_reminder_unsubscribes' })
export class DateReminderUnsubscribeOrmEntity {
  @ForeignKey(() => UserOrmEntity, { name: 'date_reminder_unsubscribes_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'integer', name: 'user_id' })
  userId: number;

  @StampedMomentColumn('unsubscribed_at')
  unsubscribedAt: Date;
}
