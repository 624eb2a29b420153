import { Entity, Unique } from 'typeorm';
import { CreatedAtColumn, KopecksColumn, OptionalJsonColumn, ReferenceColumn, TextColumn, TextPrimaryColumn } from '../shared/columns';
import { SandboxPaymentOrmEntity } from './sandbox-payment.orm-entity';

/** The sandbox provider's refunds, one per Idempotence-Key as YooKassa keeps them. */
@Entity({ name: 'sandbox_refunds' })
@Unique('sandbox_refunds_idempotence_key_key', (r: SandboxRefundOrmEntity) => [r.idempotenceKey])
export class SandboxRefundOrmEntity {
  @TextPrimaryColumn('id')
  id: string;

  @TextColumn('idempotence_key')
  idempotenceKey: string;

  @ReferenceColumn(() => SandboxPaymentOrmEntity, 'text', 'sandbox_refunds.payment_id')
  paymentId: string;

  @KopecksColumn('amount_kopecks')
  amountKopecks: number;

  @TextColumn('description')
  description: string;

  @OptionalJsonColumn('receipt_request')
  receiptRequest: unknown;

  @CreatedAtColumn()
  createdAt: Date;
}
