import type { Db } from 'pg-boss';
import type { QueryRunner } from 'typeorm';

/** pg-boss's statements on the connection of a TypeORM transaction: a job sent through it commits or rolls back with the transaction. */
export function onTransactionOf(runner: QueryRunner): Db {
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records }) };
}
