import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/persistence/database-options';
import { ORM_ENTITIES } from '../../src/persistence/orm-entities';
import { connectionPoolOf } from '../../src/persistence/shared/connection-pool';
import { sendStatement } from '../../src/persistence/shared/send-statement';
import { inTransaction } from '../../src/persistence/transaction/in-transaction';
import { UserOrmEntity } from '../../src/persistence/users/user.orm-entity';
import { createTestDatabase } from '../support/test-database';

describe('inTransaction', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await new DataSource({ ...databaseOptions(await createTestDatabase(), 3), entities: ORM_ENTITIES }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.query('CREATE TABLE notes (id int PRIMARY KEY, text text NOT NULL)');
  });
  afterAll(() => dataSource.destroy());
  beforeEach(async () => {
    await dataSource.query('DELETE FROM notes');
    await dataSource.query(`DELETE FROM users WHERE username LIKE 'tx-%'`);
  });

  const notes = async () => (await dataSource.query('SELECT text FROM notes ORDER BY id')).map((row: { text: string }) => row.text);
  const users = async () =>
    (await dataSource.query(`SELECT username FROM users WHERE username LIKE 'tx-%' ORDER BY username`)).map((row: { username: string }) => row.username);
  const user = (username: string) => Object.assign(new UserOrmEntity(), { username, email: `${username}@example.com`, passwordHash: 'x' });
  /** Every connection of the pool is back and idle: none was kept by a transaction that ended. */
  const poolSettled = () => {
    const pool = connectionPoolOf(dataSource);
    return pool.idleCount === pool.totalCount && pool.waitingCount === 0;
  };

  it('commits what the work wrote, on one connection, through the shop’s statements and TypeORM’s alike, and gives the connection back', async () => {
    const result = await inTransaction(dataSource, async (manager) => {
      await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [1, 'роза']);
      await manager.save(user('tx-anna'));
      const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
      expect((await sendStatement<{ pid: number }>(manager, 'SELECT pg_backend_pid() AS pid', [])).rows[0].pid).toBe(pid);
      // Nothing is seen outside before the commit.
      expect((await sendStatement(dataSource.manager, 'SELECT count(*)::int AS count FROM notes', [])).rows).toEqual([{ count: 0 }]);
      return 'готово';
    });
    expect(result).toBe('готово');
    expect(await notes()).toEqual(['роза']);
    expect(await users()).toEqual(['tx-anna']);
    expect(poolSettled()).toBe(true);
  });

  it('rolls everything back when the work throws, a TypeORM save among it, and rethrows the same error', async () => {
    const failure = new Error('нет в наличии');
    await expect(
      inTransaction(dataSource, async (manager) => {
        await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [1, 'тюльпан']);
        // A save opens no transaction of its own inside this one (its COMMIT would end this one early).
        await manager.save(user('tx-boris'));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual([]);
    expect(await users()).toEqual([]);
    expect(poolSettled()).toBe(true);
  });

  it('makes a TypeORM transaction inside it a savepoint: its rollback undoes its own part only', async () => {
    await inTransaction(dataSource, async (manager) => {
      await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [1, 'пион']);
      await expect(
        manager.transaction(async (inner) => {
          await inner.query('INSERT INTO notes (id, text) VALUES ($1, $2)', [2, 'лилия']);
          throw new Error('передумали');
        }),
      ).rejects.toThrow('передумали');
      await manager.transaction((inner) => inner.query('INSERT INTO notes (id, text) VALUES ($1, $2)', [3, 'ирис']));
    });
    expect(await notes()).toEqual(['пион', 'ирис']);
  });

  it('fails with PostgreSQL’s own error when a statement is refused, keeps nothing, and the connection serves the next transaction', async () => {
    const refused = await inTransaction(dataSource, async (manager) => {
      await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [4, 'ромашка']);
      await sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [4, 'ещё одна']);
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await notes()).toEqual([]);
    expect(poolSettled()).toBe(true);
    await inTransaction(dataSource, (manager) => sendStatement(manager, 'INSERT INTO notes (id, text) VALUES ($1, $2)', [4, 'ромашка']));
    expect(await notes()).toEqual(['ромашка']);
  });
});
