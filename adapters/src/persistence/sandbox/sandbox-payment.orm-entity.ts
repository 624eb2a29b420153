import { Entity, Unique } from 'typeorm';
import type { PaymentMethod } from '@shop/domain';
import {
  BooleanColumn,
  CreatedAtColumn,
  JsonColumn,
  KopecksColumn,
  OptionalJsonColumn,
  OptionalMomentColumn,
  OptionalTextColumn,
  TextColumn,
  TextPrimaryColumn,
  UuidColumn,
} from '../shared/columns';

export type SandboxPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** The local sandbox provider's own record of a payment (what YooKassa keeps on its side). */
@Entity({ name: 'sandbox_payments' })
@Unique('sandbox_payments_idempotence_key_key', (p: SandboxPaymentOrmEntity) => [p.idempotenceKey])
export class SandboxPaymentOrmEntity {
  @TextPrimaryColumn('id')
  id: string;

  @UuidColumn('idempotence_key')
  idempotenceKey: string;

  @TextColumn('status')
  status: SandboxPaymentStatus;

  @KopecksColumn('amount_kopecks')
  amountKopecks: number;

  @TextColumn('method', { default: 'bank_card' })
  method: PaymentMethod;

  /** One-stage (SBP): paying takes the money at once, with no hold to capture. */
  @BooleanColumn('capture', { default: false })
  capture: boolean;

  @TextColumn('description')
  description: string;

  @TextColumn('return_url')
  returnUrl: string;

  @JsonColumn('metadata')
  metadata: Record<string, string>;

  /** The receipt lines the shop sent, as sent. */
  @OptionalJsonColumn('receipt_request')
  receiptRequest: unknown;

  @OptionalTextColumn('card_last4')
  cardLast4: string | null;

  @OptionalTextColumn('rrn')
  rrn: string | null;

  @OptionalTextColumn('auth_code')
  authCode: string | null;

  @OptionalTextColumn('cancellation_reason')
  cancellationReason: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @OptionalMomentColumn('captured_at')
  capturedAt: Date | null;
}
