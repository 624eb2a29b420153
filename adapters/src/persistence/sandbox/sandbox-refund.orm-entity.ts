import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../shared/columns';
import { SandboxPaymentOrmEntity } from './sandbox-payment.orm-entity';

/** The sandbox provider's refunds, one per Idempotence-Key as YooKassa keeps them. */
@Entity({ name: 'sandbox_refunds' })
@Unique('sandbox_refunds_idempotence_key_key', (r: SandboxRefundOrmEntity) => [r.idempotenceKey])
export class SandboxRefundOrmEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text', name: 'idempotence_key' })
  idempotenceKey: string;

  @Column({ type: 'text', name: 'payment_id' })
  @ForeignKey(() => SandboxPaymentOrmEntity, { name: 'sandbox_refunds_payment_id_fkey' })
  paymentId: string;

  @Column({ type: 'integer', name: 'amount_kopecks' })
  amountKopecks: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'jsonb', name: 'receipt_request', nullable: true })
  receiptRequest: unknown;

  @CreatedAtColumn()
  createdAt: Date;
}
