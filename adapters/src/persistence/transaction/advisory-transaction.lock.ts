import { Injectable } from '@nestjs/common';
import { TransactionLock } from '@shop/application';
import { TypeormTransactionRunner } from './typeorm-transaction.runner';

/** A PostgreSQL transaction-level advisory lock: released by the commit or rollback, whatever happens in between. */
@Injectable()
export class AdvisoryTransactionLock extends TransactionLock {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async tryClaim(name: string): Promise<boolean> {
    const [{ claimed }]: { claimed: boolean }[] = await this.transaction
      .transactionManager()
      .query(`SELECT pg_try_advisory_xact_lock(hashtext('shop'), hashtext($1)) AS claimed`, [name]);
    return claimed;
  }
}
