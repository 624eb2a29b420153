import { Check, Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import type { RefundStatus } from '@shop/domain';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { PaymentOrmEntity } from './payment.orm-entity';

/** One refund per order, whatever the number of presses; by the provider's id. */
@Entity({ name: 'refunds' })
@Check('refunds_amount_kopecks_check', 'amount_kopecks > 0')
@Check('refunds_status_check', `status IN ('pending', 'succeeded', 'canceled')`)
@Unique('refunds_order_id_key', (r: RefundOrmEntity) => [r.orderId])
export class RefundOrmEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'integer', name: 'order_id' })
  @ForeignKey(() => OrderOrmEntity, { name: 'refunds_order_id_fkey' })
  orderId: number;

  @Column({ type: 'text', name: 'payment_id' })
  @ForeignKey(() => PaymentOrmEntity, { name: 'refunds_payment_id_fkey' })
  paymentId: string;

  @Column({ type: 'integer', name: 'amount_kopecks' })
  amountKopecks: number;

  @Column({ type: 'text' })
  status: RefundStatus;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
