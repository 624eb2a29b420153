import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PaymentRepository, type GatewayPayment, type IncomingEvent, type StoredPayment } from '@shop/application';
import { Money, type PaymentIncident, type PaymentReceipt, type PaymentStatus } from '@shop/domain';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';

@Injectable()
export class PaymentTypeormRepository extends PaymentRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async pendingPayment(orderId: number): Promise<{ id: string; confirmationUrl: string } | null> {
    const [row]: { id: string; confirmation_url: string }[] = await this.transaction.manager().query(
      `SELECT id, confirmation_url FROM payments WHERE order_id = $1 AND status = 'pending' AND confirmation_url IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [orderId],
    );
    return row ? { id: row.id, confirmationUrl: row.confirmation_url } : null;
  }

  openAttempt(orderId: number, amount: Money): Promise<string> {
    return this.transaction.run(async () => {
      const manager = this.transaction.manager();
      // Two presses at once must share one attempt, hence one key and one payment at the provider.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('payment-attempt'), $1)`, [orderId]);
      const [open]: { idempotence_key: string }[] = await manager.query(
        `SELECT idempotence_key FROM payment_attempts WHERE order_id = $1 AND state = 'creating' AND amount_kopecks = $2 ORDER BY id DESC LIMIT 1`,
        [orderId, amount.kopecks],
      );
      if (open) return open.idempotence_key;
      const key = randomUUID();
      await manager.query(`INSERT INTO payment_attempts (order_id, idempotence_key, state, amount_kopecks) VALUES ($1, $2, 'creating', $3)`, [orderId, key, amount.kopecks]);
      return key;
    });
  }

  async closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void> {
    await this.transaction.manager().query(`UPDATE payment_attempts SET state = $2 WHERE idempotence_key = $1`, [idempotenceKey, state]);
  }

  async savePayment(payment: GatewayPayment, provider: string): Promise<void> {
    await this.transaction.manager().query(
      `INSERT INTO payments (id, order_id, provider, status, amount_kopecks, confirmation_url) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET confirmation_url = coalesce(payments.confirmation_url, EXCLUDED.confirmation_url)`,
      [payment.id, payment.orderId, provider, 'pending', payment.amount.kopecks, payment.confirmationUrl],
    );
  }

  async recordEvent(event: IncomingEvent): Promise<number> {
    const [{ id }]: { id: string }[] = await this.transaction.manager().query(
      `INSERT INTO payment_events (provider, event, payment_id, payload, remote_address) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
      [event.provider, event.event, event.paymentId, JSON.stringify(event.payload ?? null), event.remoteAddress],
    );
    return Number(id);
  }

  async finishEvent(eventId: number, outcome: string): Promise<void> {
    await this.transaction.manager().query(`UPDATE payment_events SET processed_at = now(), outcome = $2 WHERE id = $1`, [eventId, outcome]);
  }

  async lockPayment(payment: GatewayPayment, provider: string): Promise<StoredPayment> {
    const manager = this.transaction.transactionManager();
    await manager.query(
      `INSERT INTO payments (id, order_id, provider, status, amount_kopecks, confirmation_url) VALUES ($1, $2, $3, 'pending', $4, $5) ON CONFLICT (id) DO NOTHING`,
      [payment.id, payment.orderId, provider, payment.amount.kopecks, payment.confirmationUrl],
    );
    const [stored]: { status: PaymentStatus; order_id: number | null }[] = await manager.query(`SELECT status, order_id FROM payments WHERE id = $1 FOR UPDATE`, [payment.id]);
    return { status: stored.status, orderId: stored.order_id };
  }

  async updatePayment(payment: GatewayPayment, at: Date): Promise<void> {
    await this.transaction.manager().query(
      `UPDATE payments SET status = $2, cancellation_reason = $3, receipt = $4::jsonb, updated_at = $5,
         succeeded_at = CASE WHEN $2 = 'succeeded' THEN $5 ELSE succeeded_at END WHERE id = $1`,
      [payment.id, payment.status, payment.cancellationReason, JSON.stringify(payment.receipt), at],
    );
  }

  async flagIncident(paymentId: string, incident: string): Promise<void> {
    await this.transaction.manager().query(`UPDATE payments SET incident = $2 WHERE id = $1`, [paymentId, incident]);
  }

  async receipt(paymentId: string): Promise<{ amount: Money; receipt: PaymentReceipt | null } | null> {
    const [row]: { amount_kopecks: number; receipt: PaymentReceipt | null }[] = await this.transaction.manager().query(
      `SELECT amount_kopecks, receipt FROM payments WHERE id = $1 AND status = 'succeeded'`,
      [paymentId],
    );
    return row ? { amount: Money.ofKopecks(row.amount_kopecks), receipt: row.receipt } : null;
  }

  async incidents(): Promise<PaymentIncident[]> {
    const rows: { id: string; order_id: number | null; amount_kopecks: number; status: PaymentStatus; incident: string; created_at: Date }[] =
      await this.transaction.manager().query(
        `SELECT id, order_id, amount_kopecks, status, incident, created_at FROM payments WHERE incident IS NOT NULL ORDER BY created_at DESC`,
      );
    return rows.map((r) => ({ paymentId: r.id, orderId: r.order_id, amount: Money.ofKopecks(r.amount_kopecks), status: r.status, incident: r.incident, createdAt: r.created_at }));
  }

  async unprocessedEvents(olderThanMs: number): Promise<{ id: number; paymentId: string | null }[]> {
    const rows: { id: string; payment_id: string | null }[] = await this.transaction.manager().query(
      `SELECT id, payment_id FROM payment_events WHERE processed_at IS NULL AND received_at < now() - $1 * interval '1 millisecond' ORDER BY id LIMIT 100`,
      [olderThanMs],
    );
    return rows.map((r) => ({ id: Number(r.id), paymentId: r.payment_id }));
  }
}
