import { Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { StampedMomentColumn } from '../shared/columns';
import { RememberedDateOrmEntity } from './remembered-date.orm-entity';

/** A date reminded of in a year (once). */
@Entity({ name: 'remembered_date_reminders' })
export class RememberedDateReminderOrmEntity {
  @ForeignKey(() => RememberedDateOrmEntity, { name: 'remembered_date_reminders_date_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'integer', name: 'date_id' })
  dateId: number;

  @PrimaryColumn({ type: 'integer', name: 'year' })
  year: number;

  @StampedMomentColumn('sent_at')
  sentAt: Date;
}
