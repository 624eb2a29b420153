import { Check, Entity, Index } from 'typeorm';
import { IntegerColumn, OptionalTextColumn, TextColumn } from '../shared/columns';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';
import { UserIdColumn } from '../users/user.orm-entity';

export type OrderEventKind = 'status' | 'fulfilment';

/** The history of an order: every status transition and florist's stage, with who made it (null: the system). */
@Entity({ name: 'order_events' })
@Check('order_events_kind_check', `kind IN ('status', 'fulfilment')`)
@Index('order_events_order_idx', (e: OrderEventOrmEntity) => [e.orderId])
export class OrderEventOrmEntity extends RecordedRowOrmEntity {
  @IntegerColumn('order_id')
  orderId: number;

  @TextColumn('kind', { default: 'status' })
  kind: OrderEventKind;

  @TextColumn('from_status')
  fromStatus: string;

  @TextColumn('to_status')
  toStatus: string;

  @UserIdColumn('order_events.actor_user_id', { nullable: true, onDelete: 'SET NULL' })
  actorUserId: number | null;

  @OptionalTextColumn('note')
  note: string | null;
}
