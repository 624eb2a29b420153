import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { sendStatement } from './send-statement';

/** The parameters naming the sequence behind an entity's identity id, for pg_get_serial_sequence($1, $2). */
function sequenceOf(manager: EntityManager, entity: EntityTarget<ObjectLiteral>): [string, string] {
  const { tableName, primaryColumns } = manager.connection.getMetadata(entity);
  return [tableName, primaryColumns[0].databaseName];
}

/** Takes the next id of the entity's identity before its row is written (the id is then given in the insert). */
export async function nextIdentity(manager: EntityManager, entity: EntityTarget<ObjectLiteral>): Promise<number> {
  const { rows } = await sendStatement<{ next: number }>(manager, `SELECT nextval(pg_get_serial_sequence($1, $2))::int AS next`, sequenceOf(manager, entity));
  return rows[0].next;
}

/** Moves the identity on to follow `id`, so rows written with their own ids (a seed) are never given out again. */
export async function continueIdentityAfter(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, id: number): Promise<void> {
  await sendStatement(manager, `SELECT setval(pg_get_serial_sequence($1, $2), $3)`, [...sequenceOf(manager, entity), id]);
}
