import { Injectable } from '@nestjs/common';
import { DateReminders, type DateToRemind } from '@shop/application';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { UserOrmEntity } from '../users/user.orm-entity';
import { DateReminderUnsubscribeOrmEntity } from './date-reminder-unsubscribe.orm-entity';
import { RememberedDateReminderOrmEntity } from './remembered-date-reminder.orm-entity';
import { RememberedDateOrmEntity } from './remembered-date.orm-entity';
import { toRememberedDate } from './remembered-date.typeorm-repository';

@Injectable()
export class DateRemindersTypeormStore extends DateReminders {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async onDays(days: readonly { readonly month: number; readonly day: number }[]): Promise<DateToRemind[]> {
    if (days.length === 0) return [];
    const rows = await this.transaction
      .manager()
      .createQueryBuilder(RememberedDateOrmEntity, 'date')
      .innerJoin(UserOrmEntity, 'owner', 'owner.id = date.userId')
      .select(['date.id', 'date.userId', 'date.title', 'date.day', 'date.month', 'date.recipient'])
      .addSelect('owner.email', 'email')
      .where(`(date.month, date.day) IN (${days.map((_, index) => `(:month${index}, :day${index})`).join(', ')})`)
      .setParameters(
        Object.fromEntries(
          days.flatMap(({ month, day }, index) => [
            [`month${index}`, month],
            [`day${index}`, day],
          ]),
        ),
      )
      .andWhere(
        (query) => `NOT EXISTS ${query.subQuery().select('1').from(DateReminderUnsubscribeOrmEntity, 'out').where('out.userId = date.userId').getQuery()}`,
      )
      .orderBy('date.id')
      .getRawAndEntities();
    return rows.entities.map((row, index) => ({ ...toRememberedDate(row), userId: row.userId, email: String(rows.raw[index].email) }));
  }

  async claim(dateId: number, year: number): Promise<boolean> {
    return (await insertUnlessPresent(this.transaction.manager(), RememberedDateReminderOrmEntity, { dateId, year })) === 1;
  }
}
