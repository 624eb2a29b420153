import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * INSERT … ON CONFLICT DO NOTHING: a row whose key or unique value is taken is left as it is,
 * in one statement, so concurrent writers never fail on each other. Answers how many rows it wrote.
 */
export async function insertUnlessPresent<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  values: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[],
): Promise<number> {
  const { primaryColumns } = manager.connection.getMetadata(entity);
  const { raw } = await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(values)
    .orIgnore()
    .returning(primaryColumns.map((column) => column.propertyPath))
    .updateEntity(false)
    .execute();
  return (raw as unknown[]).length;
}
