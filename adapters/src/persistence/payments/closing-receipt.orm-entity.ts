import { Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { OrderOrmEntity } from '../orders/order.orm-entity';
import { CreatedAtColumn, OptionalMomentColumn, OptionalTextColumn, ReferenceColumn } from '../shared/columns';
import { PaymentOrmEntity } from './payment.orm-entity';

/** The 54-FZ closing receipt («чек зачёта предоплаты») of a handed-over order: one per order, retried until sent. */
@Entity({ name: 'closing_receipts' })
@Index('closing_receipts_unsent_idx', (r: ClosingReceiptOrmEntity) => [r.createdAt], { where: 'sent_at IS NULL' })
export class ClosingReceiptOrmEntity {
  @PrimaryColumn({ type: 'integer', name: 'order_id' })
  @ForeignKey(() => OrderOrmEntity, { name: 'closing_receipts_order_id_fkey' })
  orderId: number;

  @ReferenceColumn(() => PaymentOrmEntity, 'text', 'closing_receipts.payment_id')
  paymentId: string;

  /** The provider's receipt id, once it took the receipt. */
  @OptionalTextColumn('receipt_id')
  receiptId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @OptionalMomentColumn('sent_at')
  sentAt: Date | null;
}
