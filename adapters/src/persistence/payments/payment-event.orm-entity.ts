import { Column, Entity, Index } from 'typeorm';
import { BigIdentityColumn } from '../shared/columns';

/** A provider's notification as received, before anything is done with it. */
@Entity({ name: 'payment_events' })
@Index('payment_events_unprocessed_idx', (e: PaymentEventOrmEntity) => [e.receivedAt], { where: 'processed_at IS NULL' })
export class PaymentEventOrmEntity {
  @BigIdentityColumn()
  id: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text', nullable: true })
  event: string | null;

  /** The payment or refund the notification names. */
  @Column({ type: 'text', name: 'object_id', nullable: true })
  objectId: string | null;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ type: 'text', name: 'remote_address', nullable: true })
  remoteAddress: string | null;

  @Column({ type: 'timestamptz', name: 'received_at', default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'timestamptz', name: 'processed_at', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  outcome: string | null;
}
