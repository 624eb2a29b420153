import { Entity, Index } from 'typeorm';
import { BigIdentityColumn, JsonColumn, OptionalMomentColumn, OptionalTextColumn, StampedMomentColumn, TextColumn } from '../shared/columns';

/** A provider's notification as received, before anything is done with it. */
@Entity({ name: 'payment_events' })
@Index('payment_events_unprocessed_idx', (e: PaymentEventOrmEntity) => [e.receivedAt], { where: 'processed_at IS NULL' })
export class PaymentEventOrmEntity {
  @BigIdentityColumn()
  id: string;

  @TextColumn('provider')
  provider: string;

  @OptionalTextColumn('event')
  event: string | null;

  /** The payment or refund the notification names. */
  @OptionalTextColumn('object_id')
  objectId: string | null;

  @JsonColumn('payload')
  payload: unknown;

  @OptionalTextColumn('remote_address')
  remoteAddress: string | null;

  @StampedMomentColumn('received_at')
  receivedAt: Date;

  @OptionalMomentColumn('processed_at')
  processedAt: Date | null;

  @OptionalTextColumn('outcome')
  outcome: string | null;
}
