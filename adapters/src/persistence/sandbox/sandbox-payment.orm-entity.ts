import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../shared/columns';

export type SandboxPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** The local sandbox provider's own record of a payment (what YooKassa keeps on its side). */
@Entity({ name: 'sandbox_payments' })
@Unique('sandbox_payments_idempotence_key_key', (p: SandboxPaymentOrmEntity) => [p.idempotenceKey])
export class SandboxPaymentOrmEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'uuid', name: 'idempotence_key' })
  idempotenceKey: string;

  @Column({ type: 'text' })
  status: SandboxPaymentStatus;

  @Column({ type: 'integer', name: 'amount_kopecks' })
  amountKopecks: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', name: 'return_url' })
  returnUrl: string;

  @Column({ type: 'jsonb' })
  metadata: Record<string, string>;

  /** The receipt lines the shop sent, as sent. */
  @Column({ type: 'jsonb', name: 'receipt_request', nullable: true })
  receiptRequest: unknown;

  @Column({ type: 'text', name: 'card_last4', nullable: true })
  cardLast4: string | null;

  @Column({ type: 'text', nullable: true })
  rrn: string | null;

  @Column({ type: 'text', name: 'auth_code', nullable: true })
  authCode: string | null;

  @Column({ type: 'text', name: 'cancellation_reason', nullable: true })
  cancellationReason: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'timestamptz', name: 'captured_at', nullable: true })
  capturedAt: Date | null;
}
