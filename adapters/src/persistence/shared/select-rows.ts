import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { escapedTable } from './escaped-table';
import { sendStatement } from './send-statement';
import { StatementTexts } from './statement-texts';

/** What a SELECT of an entity's rows reads: its table and the columns TypeORM's find selects. */
interface SelectShape {
  readonly from: string;
  readonly columns: readonly ColumnMetadata[];
  readonly list: string;
  /** Each statement written so far, by its condition. */
  readonly texts: StatementTexts;
}

const shapes = new WeakMap<EntityMetadata, SelectShape>();

function shapeOf(manager: EntityManager, metadata: EntityMetadata): SelectShape {
  let shape = shapes.get(metadata);
  if (!shape) {
    const { driver } = manager.connection;
    if (metadata.relations.some((relation) => relation.isEager)) throw new Error(`selectRows does not load ${metadata.tableName}'s eager relations`);
    const from = escapedTable(manager, metadata);
    const columns = metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
    const list = columns.map((column) => driver.escape(column.databaseName)).join(', ');
    shapes.set(metadata, (shape = { from, columns, list, texts: new StatementTexts() }));
  }
  return shape;
}

/**
 * The entity's rows that meet `condition` (SQL over its columns, with $1… for `parameters`; it may
 * end in ORDER BY, LIMIT or FOR UPDATE), with the columns TypeORM's find selects, each value
 * hydrated as TypeORM hydrates it (the column's transformer, the driver's types). The statement's
 * text is the same on every call, so the connection keeps it prepared; a find's query builder
 * builds and escapes its statement anew each time, which the reads of every order placement pay.
 */
export async function selectRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  condition: string,
  parameters: unknown[],
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(entity);
  const shape = shapeOf(manager, metadata);
  const sql = shape.texts.of(condition, () => `SELECT ${shape.list} FROM ${shape.from} WHERE ${condition}`);
  const { driver } = manager.connection;
  const { rows } = await sendStatement(manager, sql, parameters);
  return rows.map((row) => {
    const hydrated = metadata.create() as T;
    for (const column of shape.columns) column.setEntityValue(hydrated, driver.prepareHydratedValue(row[column.databaseName], column));
    return hydrated;
  });
}
