import type { DataSource } from 'typeorm';

/** Runs `work` holding the PostgreSQL session advisory lock `name`, waiting behind whoever holds it. */
export async function withAdvisoryLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  return (await holding(dataSource, name, 'wait', work)) as T;
}

/** Runs `work` holding the lock `name` when it is free; undefined at once while another process holds it. */
export function ifAdvisoryLockFree<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T | undefined> {
  return holding(dataSource, name, 'skip', work);
}

/** The lock lives on one connection for the work's duration, so one process in the whole cluster does it at a time. */
async function holding<T>(dataSource: DataSource, name: string, mode: 'wait' | 'skip', work: () => Promise<T>): Promise<T | undefined> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (mode === 'wait') {
      await runner.query(`SELECT pg_advisory_lock(hashtext('shop'), hashtext($1))`, [name]);
    } else {
      const [{ locked }]: { locked: boolean }[] = await runner.query(`SELECT pg_try_advisory_lock(hashtext('shop'), hashtext($1)) AS locked`, [name]);
      if (!locked) return undefined;
    }
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('shop'), hashtext($1))`, [name]);
    }
  } finally {
    await runner.release();
  }
}
