import { Injectable } from '@nestjs/common';
import { PaymentReminders } from '@shop/application';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { PaymentReminderOrmEntity } from './payment-reminder.orm-entity';

@Injectable()
export class PaymentRemindersTypeormStore extends PaymentReminders {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async claim(orderId: number): Promise<boolean> {
    return (await insertUnlessPresent(this.transaction.manager(), PaymentReminderOrmEntity, { orderId })) === 1;
  }
}
