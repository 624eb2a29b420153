import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TransactionRunner } from '@shop/application';
import { inTransaction } from './in-transaction';

/**
 * Database transactions for the use cases. The transaction's EntityManager travels with the async
 * context, so every repository called inside `run` uses it without being handed it; outside `run`
 * they use the pool.
 */
@Injectable()
export class TypeormTransactionRunner extends TransactionRunner {
  private readonly current = new AsyncLocalStorage<{ readonly manager: EntityManager; readonly committed: (() => void)[] }>();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    const committed: (() => void)[] = [];
    const result = await inTransaction(this.dataSource, (manager) => this.current.run({ manager, committed }, work));
    for (const task of committed) task();
    return result;
  }

  /** Runs `task` once the current transaction has committed, never if it rolls back; outside one, at once. */
  afterCommit(task: () => void): void {
    const store = this.current.getStore();
    if (store) store.committed.push(task);
    else task();
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
