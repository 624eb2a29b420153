import { Injectable } from '@nestjs/common';
import { JobQueue } from '@shop/application';
import { TypeormTransactionRunner } from '../persistence/transaction/typeorm-transaction.runner';
import { PgBossJobs } from './pg-boss-jobs';
import { onTransactionOf } from './transaction-database';

/** The application's job queue on pg-boss: a job sent inside a use case's transaction is inserted on that transaction's connection. */
@Injectable()
export class PgBossJobQueue extends JobQueue {
  constructor(
    private readonly jobs: PgBossJobs,
    private readonly transaction: TypeormTransactionRunner,
  ) {
    super();
  }

  async send(job: string, data: object): Promise<void> {
    const runner = this.transaction.manager().queryRunner;
    await this.jobs.send(job, data, runner?.isTransactionActive ? onTransactionOf(runner) : undefined);
  }
}
