import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, IntegerColumn, OptionalTextColumn, TextColumn } from '../shared/columns';
import { UserIdColumn } from '../users/user.orm-entity';

/** A customer's remembered date: a day of the year, reminded of every year. */
@Entity({ name: 'remembered_dates' })
@Check('remembered_dates_day_check', 'month BETWEEN 1 AND 12 AND day BETWEEN 1 AND 31')
@Index('remembered_dates_user_id_idx', ['userId'])
@Index('remembered_dates_month_day_idx', ['month', 'day'])
export class RememberedDateOrmEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @UserIdColumn('remembered_dates.user_id', { onDelete: 'CASCADE' })
  userId: number;

  @TextColumn('title')
  title: string;

  @IntegerColumn('day')
  day: number;

  @IntegerColumn('month')
  month: number;

  @OptionalTextColumn('recipient')
  recipient: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
