import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { escapedTable } from './escaped-table';
import { sendStatement } from './send-statement';

/** What an INSERT of an entity's rows names: its table and the columns TypeORM's insert would list. */
interface InsertShape {
  readonly into: string;
  readonly columns: readonly ColumnMetadata[];
}

const shapes = new WeakMap<EntityMetadata, InsertShape>();

/**
 * The columns TypeORM's InsertQueryBuilder lists for PostgreSQL: every insertable one but a serial
 * id (an identity column is listed, and gets DEFAULT when the row has no value for it).
 */
function shapeOf(manager: EntityManager, metadata: EntityMetadata): InsertShape {
  let shape = shapes.get(metadata);
  if (!shape) {
    if (metadata.versionColumn || metadata.discriminatorColumn)
      throw new Error(`insertRows does not fill ${metadata.tableName}'s version or discriminator column`);
    const into = escapedTable(manager, metadata);
    const columns = metadata.columns.filter((column) => column.isInsert && !(column.isGenerated && column.generationStrategy === 'increment'));
    shapes.set(metadata, (shape = { into, columns }));
  }
  return shape;
}

/** The INSERT of `rows`, text and parameters, as TypeORM's insert builds it (without RETURNING). */
export function insertStatement<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly QueryDeepPartialEntity<T>[],
): { readonly sql: string; readonly parameters: unknown[] } {
  const { driver } = manager.connection;
  const { into, columns } = shapeOf(manager, manager.connection.getMetadata(entity));
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      const value: unknown = column.getEntityValue(row as ObjectLiteral);
      if (value === undefined) return 'DEFAULT';
      if (typeof value === 'function') return String((value as () => string)());
      parameters.push(driver.preparePersistentValue(value, column));
      return `$${parameters.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  return { sql: `INSERT INTO ${into}(${names}) VALUES ${tuples.join(', ')}`, parameters };
}

/**
 * INSERT of typed rows without reading anything back. `manager.insert` adds RETURNING for every
 * generated or defaulted column and copies the answer into the objects given, and a query builder
 * builds its statement anew on every call; a writer that never reads them back (the aggregate
 * already holds its id) pays that on the busiest writes, order placement among them. The statement
 * is the one TypeORM's insert would send (insertStatement).
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  values: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[],
): Promise<void> {
  const rows = Array.isArray(values) ? values : [values];
  if (rows.length === 0) return;
  const { sql, parameters } = insertStatement(manager, entity, rows);
  await sendStatement(manager, sql, parameters);
}
