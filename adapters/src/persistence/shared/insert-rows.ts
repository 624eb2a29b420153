import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * INSERT of typed rows without reading anything back. `manager.insert` adds RETURNING for every
 * generated or defaulted column and copies the answer into the objects given; a writer that never
 * reads them (the aggregate already holds its id) pays that on the busiest writes, order placement among them.
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  values: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[],
): Promise<void> {
  await manager.createQueryBuilder().insert().into(entity).values(values).updateEntity(false).execute();
}
