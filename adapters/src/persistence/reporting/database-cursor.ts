import type { DataSource } from 'typeorm';

/** Rows fetched per round trip. */
const BATCH = 500;

/**
 * The rows of a query read through a server-side cursor, a batch at a time, in a read-only
 * transaction on a connection of its own; whoever stops iterating early (a cancelled download)
 * ends the transaction and gives the connection back.
 */
export async function* cursorRows<Row>(dataSource: DataSource, sql: string, parameters: readonly unknown[]): AsyncGenerator<Row> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, [...parameters]);
    for (;;) {
      const rows: Row[] = await runner.query(`FETCH ${BATCH} FROM export_rows`);
      yield* rows;
      if (rows.length < BATCH) break;
    }
    await runner.commitTransaction();
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  }
}
