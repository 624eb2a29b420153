import { Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { StampedMomentColumn } from '../shared/columns';
import { OrderOrmEntity } from './order.orm-entity';

/** An order reminded to pay (once). */
@Entity({ name: 'payment_reminders' })
export class PaymentReminderOrmEntity {
  @ForeignKey(() => OrderOrmEntity, { name: 'payment_reminders_order_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'integer', name: 'order_id' })
  orderId: number;

  @StampedMomentColumn('sent_at')
  sentAt: Date;
}
