import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';

export type PaymentAttemptState = 'creating' | 'created' | 'failed';

/**
 * One attempt to create a payment at the provider: its Idempotence-Key is reused while the attempt
 * is 'creating' (after a 5xx or a timeout) and never after it ends.
 */
@Entity({ name: 'payment_attempts' })
@Check('payment_attempts_state_check', `state IN ('creating', 'created', 'failed')`)
@Unique('payment_attempts_idempotence_key_key', (a: PaymentAttemptOrmEntity) => [a.idempotenceKey])
@Index('payment_attempts_order_idx', (a: PaymentAttemptOrmEntity) => [a.orderId], { where: `state = 'creating'` })
export class PaymentAttemptOrmEntity extends RecordedRowOrmEntity {
  @Column({ type: 'integer', name: 'order_id' })
  @ForeignKey(() => OrderOrmEntity, { name: 'payment_attempts_order_id_fkey', onDelete: 'CASCADE' })
  orderId: number;

  @Column({ type: 'uuid', name: 'idempotence_key' })
  idempotenceKey: string;

  @Column({ type: 'text' })
  state: PaymentAttemptState;

  @Column({ type: 'integer', name: 'amount_kopecks' })
  amountKopecks: number;
}
