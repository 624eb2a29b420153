import { DataSource } from 'typeorm';
import { MAX_PREPARED_PER_CONNECTION, PreparingClient } from '../../src/persistence/shared/preparing-client';
import { ProductOrmEntity } from '../../src/persistence/catalogue/product.orm-entity';
import { useTestApp } from '../support/test-context';

/** The statements this session has prepared, by name. */
const preparedOf = async (client: PreparingClient): Promise<Map<string, string>> => {
  const { rows } = await client.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
  return new Map(rows.map((row) => [row.name, row.statement]));
};

describe('the pool’s connections prepare each statement with parameters once', () => {
  const ctx = useTestApp();
  let client: PreparingClient;

  beforeEach(async () => {
    client = new PreparingClient(String((ctx.t.app.get(DataSource).options as { url: string }).url));
    await client.connect();
  });

  afterEach(() => client.end());

  it('prepares a statement with parameters the second time it is sent and executes the prepared one after, with each call’s values', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    const answers = [];
    for (const value of [1, 2, 3]) {
      answers.push((await client.query<{ doubled: number }>(text, [value])).rows[0].doubled);
      if (value === 1) expect((await preparedOf(client)).size).toBe(0);
    }
    expect(answers).toEqual([2, 4, 6]);
    expect([...(await preparedOf(client)).values()]).toEqual([text]);
  });

  it('sends a statement without parameters as it is, however often', async () => {
    for (let i = 0; i < 3; i++) await client.query('SELECT now()', []);
    expect((await preparedOf(client)).size).toBe(0);
  });

  it('prepares again a statement PostgreSQL refused, and another statement meanwhile', async () => {
    const refused = 'SELECT $1::int FROM no_such_table';
    for (let i = 0; i < 2; i++) await expect(client.query(refused, [1])).rejects.toThrow(/no_such_table/);
    await client.query('CREATE TEMPORARY TABLE no_such_table (n int)');
    await client.query('INSERT INTO no_such_table VALUES (1)');
    expect((await client.query(refused, [1])).rowCount).toBe(1);
    for (let i = 0; i < 2; i++) expect((await client.query('SELECT $1::text AS word', ['роза'])).rows[0].word).toBe('роза');
    expect([...(await preparedOf(client)).values()].sort()).toEqual([refused, 'SELECT $1::text AS word']);
  });

  it('answers a prepared statement to a callback too, and its refusal’s stack leads back to the caller', async () => {
    const text = 'SELECT 10 / $1::int AS tenth';
    await client.query(text, [5]);
    const viaCallback = await new Promise((resolve, reject) =>
      client.query(text, [2], (error: Error | undefined, result: { rows: { tenth: number }[] }) => (error ? reject(error) : resolve(result.rows[0].tenth))),
    );
    expect(viaCallback).toBe(5);
    const refused = await client.query(text, [0]).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/division by zero/);
    expect((refused as Error).stack).toContain('preparing-client.db-spec');
    expect([...(await preparedOf(client)).values()]).toEqual([text]);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements prepared; the next ones are still answered`, async () => {
    const plusOne = (i: number) => client.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]);
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i++) for (let use = 0; use < 2; use++) await plusOne(i);
    expect((await plusOne(MAX_PREPARED_PER_CONNECTION)).rows[0].n).toBe(MAX_PREPARED_PER_CONNECTION + 1);
    expect((await preparedOf(client)).size).toBe(MAX_PREPARED_PER_CONNECTION);
  });

  it('is how the app’s TypeORM statements reach PostgreSQL', async () => {
    const dataSource = ctx.t.app.get(DataSource);
    const runner = dataSource.createQueryRunner();
    try {
      for (const id of [1, 2, 3]) await runner.manager.find(ProductOrmEntity, { where: { id } });
      const rows: { statement: string }[] = await runner.query('SELECT statement FROM pg_prepared_statements');
      expect(rows.filter((row) => row.statement.includes('"products"'))).toHaveLength(1);
    } finally {
      await runner.release();
    }
  });
});
