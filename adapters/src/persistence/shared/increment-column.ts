import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

type NumericProperty<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** Adds one to a counter of the matching rows in one UPDATE, the counter checked against the entity by the compiler. */
export async function incrementColumn<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  where: FindOptionsWhere<T>,
  counter: NumericProperty<T>,
): Promise<void> {
  await manager.increment(entity, where, counter, 1);
}
