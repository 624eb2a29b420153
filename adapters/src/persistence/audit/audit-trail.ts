import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AuditLogOrmEntity } from './audit-log.orm-entity';

export interface AuditEntry {
  readonly actorUserId: number | null;
  /** 'product.updated', 'order.line_deleted', … */
  readonly action: string;
  readonly entity: 'product' | 'flower' | 'order' | 'calendar_day' | 'review';
  /** A row's id, or a calendar day 'YYYY-MM-DD'. */
  readonly entityId: number | string;
  /** When it happened; the database's clock when not given. */
  readonly at?: Date;
}

/** A row as its table holds it, keyed by column name: what an audit snapshot keeps of a row. */
export function storedRow<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, row: T): Record<string, unknown> {
  const { columns } = manager.connection.getMetadata(entity);
  return Object.fromEntries(columns.map((column) => [column.databaseName, column.getEntityValue(row) ?? null]));
}

/** Records who changed what, with the snapshot of it (rows by storedRow). */
export async function recordAudit(manager: EntityManager, entry: AuditEntry, snapshot: object): Promise<void> {
  await manager.insert(AuditLogOrmEntity, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    snapshot,
    createdAt: entry.at,
  });
}
