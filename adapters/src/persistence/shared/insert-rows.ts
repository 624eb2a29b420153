import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { escapedTable } from './escaped-table';
import { sendStatement } from './send-statement';
import { StatementTexts } from './statement-texts';

/** What an INSERT of an entity's rows names: its table and the columns TypeORM's insert would list. */
interface InsertShape {
  readonly into: string;
  readonly names: string;
  readonly columns: readonly ColumnMetadata[];
  /** The statements written so far, by their layout (layoutOf). */
  readonly texts: StatementTexts;
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
    const names = columns.map((column) => manager.connection.driver.escape(column.databaseName)).join(', ');
    shapes.set(metadata, (shape = { into, names, columns, texts: new StatementTexts() }));
  }
  return shape;
}

/** A cell of a row: a parameter, DEFAULT, or SQL given as a function's text (as TypeORM takes it). */
type Cell = typeof PARAMETER | typeof DEFAULT | { readonly sql: string };
const PARAMETER = 'p';
const DEFAULT = 'd';

/** The statement's text for rows of these cells, row after row, as TypeORM's insert writes it. */
function textOf(shape: InsertShape, cells: readonly Cell[]): string {
  const width = shape.columns.length;
  const tuples: string[] = [];
  let parameter = 0;
  for (let start = 0; start < cells.length; start += width) {
    const written = cells.slice(start, start + width).map((cell) => (cell === DEFAULT ? 'DEFAULT' : cell === PARAMETER ? `$${++parameter}` : cell.sql));
    tuples.push(`(${written.join(', ')})`);
  }
  return `INSERT INTO ${shape.into}(${shape.names}) VALUES ${tuples.join(', ')}`;
}

/** What tells two statements of one table apart: each cell's kind, row after row (SQL given as text with its length, so no two layouts read alike). */
const layoutOf = (cells: readonly Cell[]): string => cells.map((cell) => (typeof cell === 'string' ? cell : `f${cell.sql.length}:${cell.sql}`)).join('');

/**
 * The INSERT of `rows`, text and parameters, as TypeORM's insert builds it (without RETURNING).
 * The text is written once per layout and the same string sent again: the busiest writes repeat a
 * few, and pg's prepared statements are looked up by it.
 */
export function insertStatement<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly QueryDeepPartialEntity<T>[],
): { readonly sql: string; readonly parameters: unknown[] } {
  const { driver } = manager.connection;
  const shape = shapeOf(manager, manager.connection.getMetadata(entity));
  const parameters: unknown[] = [];
  const cells: Cell[] = [];
  for (const row of rows) {
    for (const column of shape.columns) {
      const value: unknown = column.getEntityValue(row as ObjectLiteral);
      if (value === undefined) cells.push(DEFAULT);
      else if (typeof value === 'function') cells.push({ sql: String((value as () => string)()) });
      else {
        parameters.push(driver.preparePersistentValue(value, column));
        cells.push(PARAMETER);
      }
    }
  }
  return { sql: shape.texts.of(layoutOf(cells), () => textOf(shape, cells)), parameters };
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
