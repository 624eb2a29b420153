import { Entity, Index } from 'typeorm';
import { JsonColumn, TextColumn } from '../shared/columns';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

/** What admins deleted or changed, with a snapshot of it (audit-snapshot.ts): nothing disappears silently. */
@Entity({ name: 'audit_log' })
@Index('audit_log_entity_idx', (a: AuditLogOrmEntity) => [a.entity, a.entityId])
export class AuditLogOrmEntity extends RecordedRowOrmEntity {
  @UserIdColumn('audit_log.actor_user_id', { nullable: true, onDelete: 'SET NULL' })
  actorUserId: number | null;

  /** 'product.updated', 'order.deleted', … */
  @TextColumn('action')
  action: string;

  /** 'product', 'order', 'calendar_day' or 'review' */
  @TextColumn('entity')
  entity: string;

  @TextColumn('entity_id')
  entityId: string;

  @JsonColumn('snapshot')
  snapshot: object;
}
