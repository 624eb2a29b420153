import { Entity, Unique } from 'typeorm';
import { CreatedAtColumn, JsonColumn, ReferenceColumn, TextColumn, TextPrimaryColumn } from '../shared/columns';
import { SandboxPaymentOrmEntity } from './sandbox-payment.orm-entity';

/** The sandbox provider's receipts made by POST /v3/receipts, one per Idempotence-Key as YooKassa keeps them. */
@Entity({ name: 'sandbox_receipts' })
@Unique('sandbox_receipts_idempotence_key_key', (r: SandboxReceiptOrmEntity) => [r.idempotenceKey])
export class SandboxReceiptOrmEntity {
  @TextPrimaryColumn('id')
  id: string;

  @TextColumn('idempotence_key')
  idempotenceKey: string;

  @ReferenceColumn(() => SandboxPaymentOrmEntity, 'text', 'sandbox_receipts.payment_id')
  paymentId: string;

  /** The request as YooKassa would have received it (type, settlements, items). */
  @JsonColumn('request')
  request: unknown;

  @CreatedAtColumn()
  createdAt: Date;
}
