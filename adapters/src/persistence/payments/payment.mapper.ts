import { Money, Payment, type PaymentIncident, type Refund } from '@shop/domain';
import type { PaymentOrmEntity } from './payment.orm-entity';
import type { RefundOrmEntity } from './refund.orm-entity';

export const toPayment = (row: PaymentOrmEntity): Payment =>
  Payment.restore({
    id: row.id,
    orderId: row.orderId,
    amount: Money.ofKopecks(row.amountKopecks),
    status: row.status,
    method: row.method,
    createdAt: row.createdAt,
    confirmationUrl: row.confirmationUrl,
    supersededAt: row.supersededAt,
  });

/** A payment flagged as an incident (its `incident` set). */
export const toIncident = (row: PaymentOrmEntity & { incident: string }): PaymentIncident => ({
  paymentId: row.id,
  orderId: row.orderId,
  amount: Money.ofKopecks(row.amountKopecks),
  status: row.status,
  incident: row.incident,
  createdAt: row.createdAt,
});

export const toRefund = (row: RefundOrmEntity): Refund => ({
  id: row.id,
  orderId: row.orderId,
  paymentId: row.paymentId,
  key: row.idempotenceKey,
  amount: Money.ofKopecks(row.amountKopecks),
  lines: row.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt,
});

export const refundToPersistence = (refund: Refund): RefundOrmEntity => ({
  id: refund.id,
  orderId: refund.orderId,
  paymentId: refund.paymentId,
  idempotenceKey: refund.key,
  amountKopecks: refund.amount.kopecks,
  lines: refund.lines.map((line) => ({ line_id: line.lineId, quantity: line.quantity })),
  status: refund.status,
  reason: refund.reason,
  createdAt: refund.createdAt,
});
