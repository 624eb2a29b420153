import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { PaymentReceipt, PaymentStatus } from '@shop/domain';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { CreatedAtColumn } from '../shared/columns';

/** A payment at the provider, by the provider's id, as the shop last learnt it. */
@Entity({ name: 'payments' })
@Check('payments_status_check', `status IN ('pending', 'waiting_for_capture', 'succeeded', 'canceled')`)
@Index('payments_order_idx', (p: PaymentOrmEntity) => [p.orderId, p.createdAt])
@Index('payments_incident_idx', (p: PaymentOrmEntity) => [p.createdAt], { where: 'incident IS NOT NULL' })
export class PaymentOrmEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'integer', name: 'order_id', nullable: true })
  @ForeignKey(() => OrderOrmEntity, { name: 'payments_order_id_fkey', onDelete: 'SET NULL' })
  orderId: number | null;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  status: PaymentStatus;

  @Column({ type: 'integer', name: 'amount_kopecks' })
  amountKopecks: number;

  @Column({ type: 'text', name: 'confirmation_url', nullable: true })
  confirmationUrl: string | null;

  @Column({ type: 'text', name: 'cancellation_reason', nullable: true })
  cancellationReason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  receipt: PaymentReceipt | null;

  /** Money received that the shop could not apply, for a person to settle. */
  @Column({ type: 'text', nullable: true })
  incident: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', name: 'succeeded_at', nullable: true })
  succeededAt: Date | null;

  /** Replaced by a newer payment of its order: its hold is released, never captured. */
  @Column({ type: 'timestamptz', name: 'superseded_at', nullable: true })
  supersededAt: Date | null;
}
