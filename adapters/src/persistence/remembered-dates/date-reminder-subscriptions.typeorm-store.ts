import { Injectable } from '@nestjs/common';
import { DateReminderSubscriptions } from '@shop/application';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { DateReminderUnsubscribeOrmEntity } from './date-reminder-unsubscribe.orm-entity';

@Injectable()
export class DateReminderSubscriptionsTypeormStore extends DateReminderSubscriptions {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async isSubscribed(userId: number): Promise<boolean> {
    return !(await this.transaction.manager().exists(DateReminderUnsubscribeOrmEntity, { where: { userId } }));
  }

  async set(userId: number, subscribed: boolean): Promise<void> {
    const manager = this.transaction.manager();
    if (subscribed) await manager.delete(DateReminderUnsubscribeOrmEntity, { userId });
    else await insertUnlessPresent(manager, DateReminderUnsubscribeOrmEntity, { userId });
  }
}
