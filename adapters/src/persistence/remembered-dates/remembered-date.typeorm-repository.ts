import { Injectable } from '@nestjs/common';
import { RememberedDateRepository, type RememberedDate } from '@shop/application';
import type { RememberedDateFields } from '@shop/domain';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { UserOrmEntity } from '../users/user.orm-entity';
import { RememberedDateOrmEntity } from './remembered-date.orm-entity';

export const toRememberedDate = (row: RememberedDateOrmEntity): RememberedDate => ({
  id: row.id,
  title: row.title,
  day: row.day,
  month: row.month,
  recipient: row.recipient,
});

const COLUMNS = { id: true, title: true, day: true, month: true, recipient: true } as const;

@Injectable()
export class RememberedDateTypeormRepository extends RememberedDateRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async ofCustomer(userId: number): Promise<RememberedDate[]> {
    return (await this.transaction.manager().find(RememberedDateOrmEntity, { select: COLUMNS, where: { userId } })).map(toRememberedDate);
  }

  /** The account's row is the lock: parallel adds of one customer wait for each other, other customers do not. */
  async countForUpdate(userId: number): Promise<number> {
    const manager = this.transaction.transactionManager();
    await manager.findOne(UserOrmEntity, { select: { id: true }, where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    return manager.count(RememberedDateOrmEntity, { where: { userId } });
  }

  async add(userId: number, fields: RememberedDateFields): Promise<RememberedDate> {
    const manager = this.transaction.manager();
    return toRememberedDate(await manager.save(manager.create(RememberedDateOrmEntity, { userId, ...fields })));
  }

  async update(userId: number, dateId: number, fields: RememberedDateFields): Promise<RememberedDate | null> {
    const { affected } = await this.transaction.manager().update(RememberedDateOrmEntity, { id: dateId, userId }, fields);
    return affected ? { id: dateId, ...fields } : null;
  }

  async remove(userId: number, dateId: number): Promise<boolean> {
    const { affected } = await this.transaction.manager().delete(RememberedDateOrmEntity, { id: dateId, userId });
    return Boolean(affected);
  }
}
