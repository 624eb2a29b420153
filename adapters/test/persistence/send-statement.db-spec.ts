import { DataSource, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { databaseOptions } from '../../src/persistence/database-options';
import { ORM_ENTITIES } from '../../src/persistence/orm-entities';
import { sendStatement } from '../../src/persistence/shared/send-statement';
import { createTestDatabase } from '../support/test-database';

describe('sendStatement', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await new DataSource({ ...databaseOptions(await createTestDatabase(), 3), entities: ORM_ENTITIES }).initialize();
    await dataSource.query('CREATE TABLE notes (id int PRIMARY KEY, text text NOT NULL)');
  });
  afterAll(() => dataSource.destroy());
  beforeEach(() => dataSource.query('DELETE FROM notes'));

  const backendOf = async (manager = dataSource.manager) => (await sendStatement<{ pid: number }>(manager, 'SELECT pg_backend_pid() AS pid', [])).rows[0].pid;

  it('sends a transaction’s statements on the transaction’s own connection: what it wrote is seen in it and gone when it rolls back', async () => {
    const failure = new Error('rolled back');
    await expect(
      dataSource.transaction(async (manager) => {
        const own = await manager.query('SELECT pg_backend_pid() AS pid');
        expect(await backendOf(manager)).toBe(own[0].pid);
        const written = await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2), ($3, $4)', [1, 'роза', 2, 'тюльпан']);
        expect(written.rowCount).toBe(2);
        expect((await manager.query('SELECT text FROM notes ORDER BY id')).map((row: { text: string }) => row.text)).toEqual(['роза', 'тюльпан']);
        // The pool's other connections do not see it before the commit.
        expect((await sendStatement(dataSource.manager, 'SELECT count(*)::int AS count FROM notes', [])).rows).toEqual([{ count: 0 }]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await dataSource.query('SELECT count(*)::int AS count FROM notes'))[0].count).toBe(0);
  });

  it('answers with pg’s result: rows as pg parses them, and the count of rows a write changed', async () => {
    await sendStatement(dataSource.manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [7, 'фиалка']);
    const read = await sendStatement<{ id: number; text: string; at: Date }>(dataSource.manager, 'SELECT id, text, now() AS at FROM notes WHERE id = $1', [7]);
    expect(read.rows).toEqual([{ id: 7, text: 'фиалка', at: expect.any(Date) }]);
    expect((await sendStatement(dataSource.manager, 'UPDATE notes SET text = $2 WHERE id = $1', [8, 'нет такой'])).rowCount).toBe(0);
    expect((await sendStatement(dataSource.manager, 'DELETE FROM notes WHERE id = $1', [7])).rowCount).toBe(1);
  });

  it('fails with PostgreSQL’s own error, its code and constraint, and the transaction rolls back', async () => {
    const refused = await dataSource
      .transaction(async (manager) => {
        await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [3, 'ромашка']);
        await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [3, 'ещё одна']);
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((await dataSource.query('SELECT count(*)::int AS count FROM notes'))[0].count).toBe(0);
  });

  it('refuses a statement on a released query runner, as TypeORM does', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.release();
    await expect(sendStatement(runner.manager, 'SELECT 1', [])).rejects.toBeInstanceOf(QueryRunnerAlreadyReleasedError);
  });
});
