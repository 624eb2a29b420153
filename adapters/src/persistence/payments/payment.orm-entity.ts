import { Check, Entity, Index } from 'typeorm';
import type { PaymentMethod, PaymentReceipt, PaymentStatus } from '@shop/domain';
import { OrderIdColumn } from '../orders/order.orm-entity';
import {
  CreatedAtColumn,
  KopecksColumn,
  OptionalJsonColumn,
  OptionalMomentColumn,
  OptionalTextColumn,
  TextColumn,
  TextPrimaryColumn,
  UpdatedAtColumn,
} from '../shared/columns';

/** A payment at the provider, by the provider's id, as the shop last learnt it. */
@Entity({ name: 'payments' })
@Check('payments_status_check', `status IN ('pending', 'waiting_for_capture', 'succeeded', 'canceled')`)
@Check('payments_method_check', `method IN ('bank_card', 'sbp', 'sberbank', 'tinkoff_bank')`)
@Index('payments_order_idx', (p: PaymentOrmEntity) => [p.orderId, p.createdAt])
@Index('payments_incident_idx', (p: PaymentOrmEntity) => [p.createdAt], { where: 'incident IS NOT NULL' })
// The dashboard's and the exports' payments by the moment they succeeded, covering the amount (ReportingIndexes1764200050000): TypeORM cannot describe INCLUDE.
@Index('payments_succeeded_idx', { synchronize: false })
export class PaymentOrmEntity {
  @TextPrimaryColumn('id')
  id: string;

  @OrderIdColumn('payments.order_id', { nullable: true, onDelete: 'SET NULL' })
  orderId: number | null;

  @TextColumn('provider')
  provider: string;

  @TextColumn('status')
  status: PaymentStatus;

  @KopecksColumn('amount_kopecks')
  amountKopecks: number;

  @TextColumn('method', { default: 'bank_card' })
  method: PaymentMethod;

  @OptionalTextColumn('confirmation_url')
  confirmationUrl: string | null;

  @OptionalTextColumn('cancellation_reason')
  cancellationReason: string | null;

  @OptionalJsonColumn('receipt')
  receipt: PaymentReceipt | null;

  /** Money received that the shop could not apply, for a person to settle. */
  @OptionalTextColumn('incident')
  incident: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @OptionalMomentColumn('succeeded_at')
  succeededAt: Date | null;

  /** Replaced by a newer payment of its order: its hold is released, never captured. */
  @OptionalMomentColumn('superseded_at')
  supersededAt: Date | null;
}
