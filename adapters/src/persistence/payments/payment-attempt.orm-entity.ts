import { Check, Entity, Index, Unique } from 'typeorm';
import type { PaymentMethod } from '@shop/domain';
import { OrderIdColumn } from '../orders/order.orm-entity';
import { KopecksColumn, TextColumn, UuidColumn } from '../shared/columns';
import { RecordedRowOrmEntity } from '../shared/recorded-row.orm-entity';

export type PaymentAttemptState = 'creating' | 'created' | 'failed';

/**
 * One attempt to create a payment at the provider: its Idempotence-Key is reused while the attempt
 * is 'creating' (after a 5xx or a timeout) and never after it ends.
 */
@Entity({ name: 'payment_attempts' })
@Check('payment_attempts_state_check', `state IN ('creating', 'created', 'failed')`)
@Check('payment_attempts_method_check', `method IN ('bank_card', 'sbp', 'sberbank', 'tinkoff_bank')`)
@Unique('payment_attempts_idempotence_key_key', (a: PaymentAttemptOrmEntity) => [a.idempotenceKey])
@Index('payment_attempts_order_idx', (a: PaymentAttemptOrmEntity) => [a.orderId], { where: `state = 'creating'` })
export class PaymentAttemptOrmEntity extends RecordedRowOrmEntity {
  @OrderIdColumn('payment_attempts.order_id', { onDelete: 'CASCADE' })
  orderId: number;

  @UuidColumn('idempotence_key')
  idempotenceKey: string;

  @TextColumn('state')
  state: PaymentAttemptState;

  @KopecksColumn('amount_kopecks')
  amountKopecks: number;

  @TextColumn('method', { default: 'bank_card' })
  method: PaymentMethod;
}
