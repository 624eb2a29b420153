import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TransactionRunner } from '@shop/application';

/**
 * Database transactions for the use cases. The transaction's EntityManager travels with the async
 * context, so every repository called inside `run` uses it without being handed it; outside `run`
 * they use the pool.
 */
@Injectable()
export class TypeormTransactionRunner extends TransactionRunner {
  private readonly current = new AsyncLocalStorage<{ readonly manager: EntityManager }>();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.dataSource.transaction((manager) => this.current.run({ manager }, work));
  }

  /** The transaction's manager, or the pool's outside a transaction. */
  manager(): EntityManager {
    return this.current.getStore()?.manager ?? this.dataSource.manager;
  }

  /** For reads that must hold row locks: a bug, not a user error, when called outside `run`. */
  transactionManager(): EntityManager {
    const manager = this.current.getStore()?.manager;
    if (!manager) throw new Error('A locking read needs TransactionRunner.run around it');
    return manager;
  }
}
