import { Check, Entity, Index, Unique } from 'typeorm';
import type { RefundStatus } from '@shop/domain';
import { OrderIdColumn } from '../orders/order.orm-entity';
import { KopecksColumn, MomentColumn, ReferenceColumn, TextColumn, TextPrimaryColumn } from '../shared/columns';
import { PaymentOrmEntity } from './payment.orm-entity';

/** One refund per order, whatever the number of presses; by the provider's id. */
@Entity({ name: 'refunds' })
@Check('refunds_amount_kopecks_check', 'amount_kopecks > 0')
@Check('refunds_status_check', `status IN ('pending', 'succeeded', 'canceled')`)
@Unique('refunds_order_id_key', (r: RefundOrmEntity) => [r.orderId])
@Index('refunds_created_idx', (r: RefundOrmEntity) => [r.createdAt])
export class RefundOrmEntity {
  @TextPrimaryColumn('id')
  id: string;

  @OrderIdColumn('refunds.order_id')
  orderId: number;

  @ReferenceColumn(() => PaymentOrmEntity, 'text', 'refunds.payment_id')
  paymentId: string;

  @KopecksColumn('amount_kopecks')
  amountKopecks: number;

  @TextColumn('status')
  status: RefundStatus;

  @TextColumn('reason')
  reason: string;

  @MomentColumn('created_at')
  createdAt: Date;
}
