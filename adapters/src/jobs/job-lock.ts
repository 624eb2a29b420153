import type { DataSource } from 'typeorm';

/**
 * Runs `job` on one replica at a time: a PostgreSQL advisory lock held on one connection for the
 * job's duration; a replica that cannot take it skips this round.
 */
export async function withJobLock<T>(dataSource: DataSource, name: string, job: () => Promise<T>): Promise<T | undefined> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }]: { locked: boolean }[] = await runner.query(`SELECT pg_try_advisory_lock(hashtext('job'), hashtext($1)) AS locked`, [name]);
    if (!locked) return undefined;
    try {
      return await job();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('job'), hashtext($1))`, [name]);
    }
  } finally {
    await runner.release();
  }
}
