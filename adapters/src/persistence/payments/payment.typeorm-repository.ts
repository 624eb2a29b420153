import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IsNull, Not, Raw } from 'typeorm';
import { PaymentRepository, type GatewayPayment, type IncomingEvent } from '@shop/application';
import { Money, type ClosingReceipt, type Payment, type PaymentIncident, type PaymentMethod, type PaymentReceipt, type Refund } from '@shop/domain';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { PaymentAttemptOrmEntity } from './payment-attempt.orm-entity';
import { PaymentEventOrmEntity } from './payment-event.orm-entity';
import { refundToPersistence, toIncident, toPayment, toRefund } from './payment.mapper';
import { PaymentOrmEntity } from './payment.orm-entity';
import { ClosingReceiptOrmEntity } from './closing-receipt.orm-entity';
import { RefundOrmEntity } from './refund.orm-entity';

/** A notification without a body is stored as JSON's null (the column is NOT NULL; TypeORM writes null as SQL NULL). */
const JSON_NULL = () => `'null'::jsonb`;

@Injectable()
export class PaymentTypeormRepository extends PaymentRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  private get manager() {
    return this.transaction.manager();
  }

  async ofOrder(orderId: number): Promise<Payment[]> {
    const rows = await this.transaction.transactionManager().find(PaymentOrmEntity, {
      where: { orderId },
      order: { createdAt: 'ASC', id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    return rows.map(toPayment);
  }

  async latestOf(orderId: number): Promise<Payment | null> {
    const row = await this.manager.findOne(PaymentOrmEntity, { where: { orderId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return row ? toPayment(row) : null;
  }

  async orderOf(paymentId: string): Promise<number | null> {
    const row = await this.manager.findOne(PaymentOrmEntity, { select: { id: true, orderId: true }, where: { id: paymentId } });
    return row?.orderId ?? null;
  }

  openAttempt(orderId: number, amount: Money, method: PaymentMethod): Promise<string> {
    return this.transaction.run(async () => {
      const manager = this.manager;
      // Two presses at once must share one attempt, hence one key and one payment at the provider.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('payment-attempt'), $1)`, [orderId]);
      const open = await manager.findOne(PaymentAttemptOrmEntity, {
        select: { id: true, idempotenceKey: true },
        where: { orderId, state: 'creating', amountKopecks: amount.kopecks, method },
        order: { id: 'DESC' },
      });
      if (open) return open.idempotenceKey;
      const key = randomUUID();
      await manager.insert(PaymentAttemptOrmEntity, { orderId, idempotenceKey: key, state: 'creating', amountKopecks: amount.kopecks, method });
      return key;
    });
  }

  async closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void> {
    await this.manager.update(PaymentAttemptOrmEntity, { idempotenceKey }, { state });
  }

  /** A payment seen again keeps its row; it only learns the confirmation address it lacked. */
  async record(payment: GatewayPayment, provider: string): Promise<void> {
    const { id, orderId, confirmationUrl } = payment;
    const inserted = await insertUnlessPresent(this.manager, PaymentOrmEntity, {
      id,
      orderId,
      provider,
      status: 'pending',
      amountKopecks: payment.amount.kopecks,
      method: payment.method,
      confirmationUrl,
    });
    if (inserted === 0 && confirmationUrl !== null) await this.manager.update(PaymentOrmEntity, { id, confirmationUrl: IsNull() }, { confirmationUrl });
  }

  async update(payment: GatewayPayment, at: Date): Promise<void> {
    const { id, status, cancellationReason, receipt } = payment;
    await this.manager.update(
      PaymentOrmEntity,
      { id },
      { status, cancellationReason, receipt, updatedAt: at, ...(status === 'succeeded' ? { succeededAt: at } : {}) },
    );
  }

  async supersede(payments: readonly Payment[]): Promise<void> {
    for (const { id, supersededAt } of payments) await this.manager.update(PaymentOrmEntity, { id }, { supersededAt });
  }

  async flagIncident(paymentId: string, incident: string): Promise<void> {
    await this.manager.update(PaymentOrmEntity, { id: paymentId }, { incident });
  }

  async receipt(paymentId: string): Promise<{ amount: Money; method: PaymentMethod; receipt: PaymentReceipt | null } | null> {
    const row = await this.manager.findOne(PaymentOrmEntity, {
      select: { id: true, amountKopecks: true, method: true, receipt: true },
      where: { id: paymentId, status: 'succeeded' },
    });
    return row ? { amount: Money.ofKopecks(row.amountKopecks), method: row.method, receipt: row.receipt } : null;
  }

  async incidents(): Promise<PaymentIncident[]> {
    const rows = await this.manager.find(PaymentOrmEntity, { where: { incident: Not(IsNull()) }, order: { createdAt: 'DESC' } });
    return rows.flatMap(({ incident, ...row }) => (incident === null ? [] : [toIncident({ ...row, incident })]));
  }

  async refundsOf(orderId: number): Promise<Refund[]> {
    const rows = await this.manager.find(RefundOrmEntity, { where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toRefund);
  }

  /** A refund seen again takes the status it now has. */
  async saveRefund(refund: Refund): Promise<void> {
    await this.manager.upsert(RefundOrmEntity, refundToPersistence(refund), { conflictPaths: { id: true } });
  }

  async awaitingClosingReceipt(): Promise<number[]> {
    const rows: { id: number }[] = await this.manager.query(
      `SELECT o.id FROM orders o
       LEFT JOIN closing_receipts c ON c.order_id = o.id
       WHERE o.status = 'paid' AND o.fulfilment_stage IN ('delivered', 'picked_up') AND o.payment_id IS NOT NULL AND c.sent_at IS NULL
       ORDER BY o.id LIMIT 100`,
    );
    return rows.map((row) => row.id);
  }

  async closingReceiptOf(orderId: number): Promise<ClosingReceipt | null> {
    return this.manager.findOneBy(ClosingReceiptOrmEntity, { orderId });
  }

  async saveClosingReceipt(receipt: ClosingReceipt): Promise<void> {
    await this.manager.upsert(ClosingReceiptOrmEntity, { ...receipt }, { conflictPaths: { orderId: true } });
  }

  async recordEvent(event: IncomingEvent): Promise<number> {
    const { identifiers } = await this.manager.insert(PaymentEventOrmEntity, {
      provider: event.provider,
      event: event.event,
      objectId: event.objectId,
      payload: event.payload ?? JSON_NULL,
      remoteAddress: event.remoteAddress,
    });
    return Number((identifiers[0] as Pick<PaymentEventOrmEntity, 'id'>).id);
  }

  async finishEvent(eventId: number, outcome: string): Promise<void> {
    await this.manager.update(PaymentEventOrmEntity, { id: String(eventId) }, { processedAt: () => 'now()', outcome });
  }

  async unprocessedEvents(olderThanMs: number): Promise<{ id: number; event: string | null; objectId: string | null }[]> {
    const rows = await this.manager.find(PaymentEventOrmEntity, {
      select: { id: true, event: true, objectId: true },
      // Received before the database's now() less the age: the database's clock wrote received_at.
      where: { processedAt: IsNull(), receivedAt: Raw((column) => `${column} < now() - :olderThanMs * interval '1 millisecond'`, { olderThanMs }) },
      order: { id: 'ASC' },
      take: 100,
    });
    return rows.map((row) => ({ id: Number(row.id), event: row.event, objectId: row.objectId }));
  }
}
