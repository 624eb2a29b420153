import { Check, Entity, Index, Unique } from 'typeorm';
import type { RefundStatus } from '@shop/domain';
import { OrderIdColumn } from '../orders/order.orm-entity';
import { JsonColumn, KopecksColumn, MomentColumn, ReferenceColumn, TextColumn, TextPrimaryColumn } from '../shared/columns';
import { PaymentOrmEntity } from './payment.orm-entity';

/** A line returned: `line_id` 0 is the delivery. */
export interface StoredRefundedLine {
  line_id: number;
  quantity: number;
}

/** Refunds of an order, one per Idempotence-Key whatever the number of presses; by the provider's id. */
@Entity({ name: 'refunds' })
@Check('refunds_amount_kopecks_check', 'amount_kopecks > 0')
@Check('refunds_status_check', `status IN ('pending', 'succeeded', 'canceled')`)
@Unique('refunds_idempotence_key_key', (r: RefundOrmEntity) => [r.idempotenceKey])
@Index('refunds_created_idx', (r: RefundOrmEntity) => [r.createdAt])
@Index('refunds_order_idx', (r: RefundOrmEntity) => [r.orderId])
export class RefundOrmEntity {
  @TextPrimaryColumn('id')
  id: string;

  @OrderIdColumn('refunds.order_id')
  orderId: number;

  @ReferenceColumn(() => PaymentOrmEntity, 'text', 'refunds.payment_id')
  paymentId: string;

  @TextColumn('idempotence_key')
  idempotenceKey: string;

  @KopecksColumn('amount_kopecks')
  amountKopecks: number;

  @TextColumn('status')
  status: RefundStatus;

  @TextColumn('reason')
  reason: string;

  @JsonColumn('lines', { default: [] })
  lines: StoredRefundedLine[];

  @MomentColumn('created_at')
  createdAt: Date;
}
