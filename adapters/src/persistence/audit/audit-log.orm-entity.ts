import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserOrmEntity } from '../users/user.orm-entity';

/** What admins deleted or changed, with a snapshot of it (audit-snapshot.ts): nothing disappears silently. */
@Entity({ name: 'audit_log' })
@Index('audit_log_entity_idx', (a: AuditLogOrmEntity) => [a.entity, a.entityId])
export class AuditLogOrmEntity extends RecordedRowOrmEntity {
  @Column({ type: 'integer', name: 'actor_user_id', nullable: true })
  @ForeignKey(() => UserOrmEntity, { name: 'audit_log_actor_user_id_fkey', onDelete: 'SET NULL' })
  actorUserId: number | null;

  /** 'product.updated', 'order.deleted', … */
  @Column({ type: 'text' })
  action: string;

  /** 'product' or 'order' */
  @Column({ type: 'text' })
  entity: string;

  @Column({ type: 'text', name: 'entity_id' })
  entityId: string;

  @Column({ type: 'jsonb' })
  snapshot: object;
}
