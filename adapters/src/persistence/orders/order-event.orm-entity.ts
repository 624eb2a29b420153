import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserOrmEntity } from '../users/user.orm-entity';

export type OrderEventKind = 'status' | 'fulfilment';

/** The history of an order: every status transition and florist's stage, with who made it (null: the system). */
@Entity({ name: 'order_events' })
@Check('order_events_kind_check', `kind IN ('status', 'fulfilment')`)
@Index('order_events_order_idx', (e: OrderEventOrmEntity) => [e.orderId])
export class OrderEventOrmEntity extends RecordedRowOrmEntity {
  @Column({ type: 'integer', name: 'order_id' })
  orderId: number;

  @Column({ type: 'text', default: 'status' })
  kind: OrderEventKind;

  @Column({ type: 'text', name: 'from_status' })
  fromStatus: string;

  @Column({ type: 'text', name: 'to_status' })
  toStatus: string;

  @Column({ type: 'integer', name: 'actor_user_id', nullable: true })
  @ForeignKey(() => UserOrmEntity, { name: 'order_events_actor_user_id_fkey', onDelete: 'SET NULL' })
  actorUserId: number | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;
}
