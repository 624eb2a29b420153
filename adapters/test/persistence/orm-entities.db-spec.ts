import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { databaseOptions } from '../../src/persistence/database-options';
import { ORM_ENTITIES } from '../../src/persistence/orm-entities';
import { createTestDatabase } from '../support/test-database';

/** Tables without an entity: TypeORM's own, and the old job engine's, kept one release for the rollout to pg-boss (JobsOnPgBoss1764000400000). */
const NOT_ENTITIES = ['migrations', 'job_runs', 'notifications'];

/** `flowers` with a column the migrations never made: what a drifted entity looks like. */
@Entity({ name: 'flowers' })
class DriftedFlowerOrmEntity {
  @PrimaryColumn('integer')
  id: number;

  @Column({ type: 'text', name: 'name' })
  title: string;
}

async function migratedDatabase(entities: DataSource['options']['entities']): Promise<DataSource> {
  const dataSource = await new DataSource({ ...databaseOptions(await createTestDatabase(), 2), entities }).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** The statements TypeORM's schema builder would run to make the database match the entities. */
async function schemaChanges(dataSource: DataSource): Promise<string[]> {
  const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
  return upQueries.map((query) => query.query);
}

describe('the ORM entities', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await migratedDatabase(ORM_ENTITIES);
  });
  afterAll(() => dataSource.destroy());

  it('are the schema the migrations build: TypeORM would change nothing', async () => {
    expect(await schemaChanges(dataSource)).toEqual([]);
  });

  it('cover every table', async () => {
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    const mapped = new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName));
    expect(tables.map((row) => row.table_name).filter((table) => !mapped.has(table) && !NOT_ENTITIES.includes(table))).toEqual([]);
  });

  // The schema builder does not compare these: an id the database refuses to take from a writer (ALWAYS) or takes (BY DEFAULT).
  it('generate identities as the migrations do', async () => {
    const rows: { table_name: string; column_name: string; identity_generation: string }[] = await dataSource.query(
      `SELECT table_name, column_name, identity_generation FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`,
    );
    const inSchema = rows.filter((row) => row.table_name !== 'migrations' && !NOT_ENTITIES.includes(row.table_name));
    const inEntities = dataSource.entityMetadatas.flatMap((metadata) =>
      metadata.columns
        .filter((column) => column.generatedIdentity !== undefined)
        .map((column) => ({ table_name: metadata.tableName, column_name: column.databaseName, identity_generation: column.generatedIdentity })),
    );
    const byTable = (a: { table_name: string }, b: { table_name: string }) => a.table_name.localeCompare(b.table_name);
    expect(inEntities.sort(byTable)).toEqual(inSchema.sort(byTable));
  });
});

describe('the schema check', () => {
  it('notices an entity that drifted from the migrations', async () => {
    const drifted = await migratedDatabase([DriftedFlowerOrmEntity]);
    try {
      expect(await schemaChanges(drifted)).toEqual(expect.arrayContaining([expect.stringContaining('"name"')]));
    } finally {
      await drifted.destroy();
    }
  });
});
