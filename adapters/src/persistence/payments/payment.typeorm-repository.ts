import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PaymentRepository, type GatewayPayment, type IncomingEvent } from '@shop/application';
import { Money, Payment, type PaymentIncident, type PaymentReceipt, type PaymentStatus, type Refund, type RefundStatus } from '@shop/domain';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

interface PaymentRow {
  id: string;
  order_id: number | null;
  status: PaymentStatus;
  amount_kopecks: number;
  confirmation_url: string | null;
  superseded_at: Date | null;
}

interface RefundRow {
  id: string;
  order_id: number;
  payment_id: string;
  amount_kopecks: number;
  status: RefundStatus;
  reason: string;
  created_at: Date;
}

const toPayment = (row: PaymentRow): Payment =>
  Payment.restore({
    id: row.id,
    orderId: row.order_id,
    amount: Money.ofKopecks(row.amount_kopecks),
    status: row.status,
    confirmationUrl: row.confirmation_url,
    supersededAt: row.superseded_at,
  });

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  orderId: row.order_id,
  paymentId: row.payment_id,
  amount: Money.ofKopecks(row.amount_kopecks),
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at,
});

export const REFUND_COLUMNS = 'id, order_id, payment_id, amount_kopecks, status, reason, created_at';

@Injectable()
export class PaymentTypeormRepository extends PaymentRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async ofOrder(orderId: number): Promise<Payment[]> {
    const rows: PaymentRow[] = await this.transaction
      .transactionManager()
      .query(`SELECT id, order_id, status, amount_kopecks, confirmation_url, superseded_at FROM payments WHERE order_id = $1 ORDER BY created_at, id FOR UPDATE`, [orderId]);
    return rows.map(toPayment);
  }

  async latestOf(orderId: number): Promise<Payment | null> {
    const [row]: PaymentRow[] = await this.query(
      `SELECT id, order_id, status, amount_kopecks, confirmation_url, superseded_at FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [orderId],
    );
    return row ? toPayment(row) : null;
  }

  async orderOf(paymentId: string): Promise<number | null> {
    const [row]: { order_id: number | null }[] = await this.query(`SELECT order_id FROM payments WHERE id = $1`, [paymentId]);
    return row?.order_id ?? null;
  }

  openAttempt(orderId: number, amount: Money): Promise<string> {
    return this.transaction.run(async () => {
      // Two presses at once must share one attempt, hence one key and one payment at the provider.
      await this.query(`SELECT pg_advisory_xact_lock(hashtext('payment-attempt'), $1)`, [orderId]);
      const [open]: { idempotence_key: string }[] = await this.query(
        `SELECT idempotence_key FROM payment_attempts WHERE order_id = $1 AND state = 'creating' AND amount_kopecks = $2 ORDER BY id DESC LIMIT 1`,
        [orderId, amount.kopecks],
      );
      if (open) return open.idempotence_key;
      const key = randomUUID();
      await this.query(`INSERT INTO payment_attempts (order_id, idempotence_key, state, amount_kopecks) VALUES ($1, $2, 'creating', $3)`, [orderId, key, amount.kopecks]);
      return key;
    });
  }

  async closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void> {
    await this.query(`UPDATE payment_attempts SET state = $2 WHERE idempotence_key = $1`, [idempotenceKey, state]);
  }

  async record(payment: GatewayPayment, provider: string): Promise<void> {
    await this.query(
      `INSERT INTO payments (id, order_id, provider, status, amount_kopecks, confirmation_url) VALUES ($1, $2, $3, 'pending', $4, $5)
       ON CONFLICT (id) DO UPDATE SET confirmation_url = coalesce(payments.confirmation_url, EXCLUDED.confirmation_url)`,
      [payment.id, payment.orderId, provider, payment.amount.kopecks, payment.confirmationUrl],
    );
  }

  async update(payment: GatewayPayment, at: Date): Promise<void> {
    await this.query(
      `UPDATE payments SET status = $2, cancellation_reason = $3, receipt = $4::jsonb, updated_at = $5,
         succeeded_at = CASE WHEN $2 = 'succeeded' THEN $5 ELSE succeeded_at END WHERE id = $1`,
      [payment.id, payment.status, payment.cancellationReason, JSON.stringify(payment.receipt), at],
    );
  }

  async supersede(payments: readonly Payment[]): Promise<void> {
    for (const payment of payments) await this.query(`UPDATE payments SET superseded_at = $2 WHERE id = $1`, [payment.id, payment.supersededAt]);
  }

  async flagIncident(paymentId: string, incident: string): Promise<void> {
    await this.query(`UPDATE payments SET incident = $2 WHERE id = $1`, [paymentId, incident]);
  }

  async receipt(paymentId: string): Promise<{ amount: Money; receipt: PaymentReceipt | null } | null> {
    const [row]: { amount_kopecks: number; receipt: PaymentReceipt | null }[] = await this.query(
      `SELECT amount_kopecks, receipt FROM payments WHERE id = $1 AND status = 'succeeded'`,
      [paymentId],
    );
    return row ? { amount: Money.ofKopecks(row.amount_kopecks), receipt: row.receipt } : null;
  }

  async incidents(): Promise<PaymentIncident[]> {
    const rows: { id: string; order_id: number | null; amount_kopecks: number; status: PaymentStatus; incident: string; created_at: Date }[] = await this.query(
      `SELECT id, order_id, amount_kopecks, status, incident, created_at FROM payments WHERE incident IS NOT NULL ORDER BY created_at DESC`,
    );
    return rows.map((r) => ({ paymentId: r.id, orderId: r.order_id, amount: Money.ofKopecks(r.amount_kopecks), status: r.status, incident: r.incident, createdAt: r.created_at }));
  }

  async refundOf(orderId: number): Promise<Refund | null> {
    const [row]: RefundRow[] = await this.query(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE order_id = $1`, [orderId]);
    return row ? toRefund(row) : null;
  }

  async saveRefund(refund: Refund): Promise<void> {
    await this.query(
      `INSERT INTO refunds (id, order_id, payment_id, amount_kopecks, status, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status`,
      [refund.id, refund.orderId, refund.paymentId, refund.amount.kopecks, refund.status, refund.reason, refund.createdAt],
    );
  }

  async recordEvent(event: IncomingEvent): Promise<number> {
    const [{ id }]: { id: string }[] = await this.query(
      `INSERT INTO payment_events (provider, event, object_id, payload, remote_address) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
      [event.provider, event.event, event.objectId, JSON.stringify(event.payload ?? null), event.remoteAddress],
    );
    return Number(id);
  }

  async finishEvent(eventId: number, outcome: string): Promise<void> {
    await this.query(`UPDATE payment_events SET processed_at = now(), outcome = $2 WHERE id = $1`, [eventId, outcome]);
  }

  async unprocessedEvents(olderThanMs: number): Promise<{ id: number; event: string | null; objectId: string | null }[]> {
    const rows: { id: string; event: string | null; object_id: string | null }[] = await this.query(
      `SELECT id, event, object_id FROM payment_events WHERE processed_at IS NULL AND received_at < now() - $1 * interval '1 millisecond' ORDER BY id LIMIT 100`,
      [olderThanMs],
    );
    return rows.map((r) => ({ id: Number(r.id), event: r.event, objectId: r.object_id }));
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T> {
    return this.transaction.manager().query(sql, parameters);
  }
}
