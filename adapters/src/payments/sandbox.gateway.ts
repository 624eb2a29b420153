import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  PaymentGateway,
  type CreatePaymentRequest,
  type GatewayOutcome,
  type GatewayPayment,
  type GatewayRefund,
  type RefundRequest,
} from '@shop/application';
import { Money } from '@shop/domain';
import { TypeormTransactionRunner } from '../persistence/transaction/typeorm-transaction.runner';
import { toGatewayPayment, toGatewayRefund, toYooKassaAmount, type YooKassaPayment, type YooKassaRefund } from './yookassa-payment.mapper';

/** Test cards of the sandbox's pay page. */
export const SANDBOX_CARDS = {
  success: '5555555555554477',
  declined: '5555555555554592',
} as const;

export interface SandboxRow {
  id: string;
  status: YooKassaPayment['status'];
  amount_kopecks: number;
  description: string;
  return_url: string;
  metadata: Record<string, string>;
  card_last4: string | null;
  rrn: string | null;
  auth_code: string | null;
  cancellation_reason: string | null;
  created_at: Date;
  fiscal_document_number: string;
}

interface SandboxRefundRow {
  id: string;
  payment_id: string;
  amount_kopecks: number;
  created_at: Date;
}

const receiptTotal = (request: Pick<CreatePaymentRequest, 'receiptLines'>): Money =>
  Money.sum(request.receiptLines.map((line) => line.unitPrice.multiply(line.quantity)));

/** Like YooKassa: a 400 for a call the payment's status does not allow. */
const wrongStatus = (row: SandboxRow | null): GatewayOutcome<never> => ({ kind: 'rejected', reason: row ? `payment is ${row.status}` : 'no such payment' });

/**
 * The local payment provider used without YooKassa credentials: it keeps its payments in its own
 * table, answers like YooKassa API v3 (same payment object, same two-stage statuses: pending →
 * waiting_for_capture → succeeded | canceled, refunds one per Idempotence-Key), and hosts a test
 * pay page at /sandbox/pay/{id}. No money moves.
 */
@Injectable()
export class SandboxGateway extends PaymentGateway {
  readonly provider = 'sandbox';

  constructor(
    private readonly transaction: TypeormTransactionRunner,
    private readonly publicUrl: string,
  ) {
    super();
  }

  /**
   * The sandbox keeps its books in the shop's database. Called inside a use case's transaction (a
   * capture under the order's row lock), it works on that transaction's connection: a second
   * connection could wait for the pool while parallel requests hold every one, waiting for the lock.
   */
  private get dataSource() {
    return this.transaction.manager();
  }

  async create(request: CreatePaymentRequest): Promise<GatewayOutcome<GatewayPayment>> {
    // Like YooKassa: a receipt that does not add up to the amount is a 400.
    if (!receiptTotal(request).equals(request.amount)) return { kind: 'rejected', reason: 'receipt items do not add up to the amount' };
    await this.dataSource.query(
      `INSERT INTO sandbox_payments (id, idempotence_key, status, amount_kopecks, description, return_url, metadata, receipt_request)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6::jsonb, $7::jsonb) ON CONFLICT (idempotence_key) DO NOTHING`,
      [`sbx_${randomUUID()}`, request.idempotenceKey, request.amount.kopecks, request.description, request.returnUrl, JSON.stringify({ order_id: String(request.orderId) }), JSON.stringify(request.receiptLines)],
    );
    const [row] = await this.rows(`idempotence_key = $1`, request.idempotenceKey);
    return { kind: 'done', value: toGatewayPayment(this.asYooKassa(row)) };
  }

  /** Takes the held money; repeating a capture answers the captured payment, as YooKassa does. */
  async capture(paymentId: string): Promise<GatewayOutcome<GatewayPayment>> {
    return this.move(paymentId, 'succeeded', `captured_at = now()`);
  }

  /** Releases the hold: the payment is canceled by the merchant and no money moves. */
  async cancel(paymentId: string): Promise<GatewayOutcome<GatewayPayment>> {
    return this.move(paymentId, 'canceled', `cancellation_reason = 'canceled_by_merchant'`);
  }

  async refund(request: RefundRequest): Promise<GatewayOutcome<GatewayRefund>> {
    const payment = await this.find(request.paymentId);
    if (payment?.status !== 'succeeded' || request.amount.kopecks > payment.amount_kopecks) return wrongStatus(payment);
    if (!receiptTotal(request).equals(request.amount)) return { kind: 'rejected', reason: 'receipt items do not add up to the amount' };
    await this.dataSource.query(
      `INSERT INTO sandbox_refunds (id, idempotence_key, payment_id, amount_kopecks, description, receipt_request)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (idempotence_key) DO NOTHING`,
      [`sbr_${randomUUID()}`, request.idempotenceKey, request.paymentId, request.amount.kopecks, request.description, JSON.stringify(request.receiptLines)],
    );
    const [row]: SandboxRefundRow[] = await this.dataSource.query(`SELECT id, payment_id, amount_kopecks, created_at FROM sandbox_refunds WHERE idempotence_key = $1`, [request.idempotenceKey]);
    return { kind: 'done', value: toGatewayRefund(this.refundAsYooKassa(row)) };
  }

  async fetchRefund(refundId: string): Promise<GatewayRefund | null> {
    const [row]: SandboxRefundRow[] = await this.dataSource.query(`SELECT id, payment_id, amount_kopecks, created_at FROM sandbox_refunds WHERE id = $1`, [refundId]);
    return row ? toGatewayRefund(this.refundAsYooKassa(row)) : null;
  }

  async fetch(paymentId: string): Promise<GatewayPayment | null> {
    const [row] = await this.rows(`id = $1`, paymentId);
    return row ? toGatewayPayment(this.asYooKassa(row), { fiscalDocumentNumber: row.fiscal_document_number, shiftNumber: '1' }) : null;
  }

  async find(paymentId: string): Promise<SandboxRow | null> {
    const [row] = await this.rows(`id = $1`, paymentId);
    return row ?? null;
  }

  /** The pay page's decision; only a pending payment can still change. A paid one waits for the shop's capture. */
  async settle(paymentId: string, outcome: { card: string } | { canceled: string }): Promise<SandboxRow | null> {
    const authorised = 'card' in outcome;
    await this.dataSource.query(
      `UPDATE sandbox_payments SET status = $2, card_last4 = $3, rrn = $4, auth_code = $5, cancellation_reason = $6
       WHERE id = $1 AND status = 'pending'`,
      [
        paymentId,
        authorised ? 'waiting_for_capture' : 'canceled',
        authorised ? outcome.card.slice(-4) : null,
        authorised ? String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(-12) : null,
        authorised ? randomBytes(3).toString('hex').toUpperCase() : null,
        authorised ? null : outcome.canceled,
      ],
    );
    return this.find(paymentId);
  }

  /** A held payment moves to `to` once; asked again, it answers as it stands. */
  private async move(paymentId: string, to: 'succeeded' | 'canceled', change: string): Promise<GatewayOutcome<GatewayPayment>> {
    await this.dataSource.query(`UPDATE sandbox_payments SET status = $2, ${change} WHERE id = $1 AND status = 'waiting_for_capture'`, [paymentId, to]);
    const row = await this.find(paymentId);
    if (row?.status !== to) return wrongStatus(row);
    const payment = await this.fetch(paymentId);
    return payment ? { kind: 'done', value: payment } : wrongStatus(row);
  }

  private refundAsYooKassa(row: SandboxRefundRow): YooKassaRefund {
    return {
      id: row.id,
      payment_id: row.payment_id,
      status: 'succeeded',
      amount: toYooKassaAmount(Money.ofKopecks(row.amount_kopecks)),
      created_at: row.created_at.toISOString(),
    };
  }

  /** The row in YooKassa's JSON shape: what the pay page sends as a notification. */
  asYooKassa(row: SandboxRow): YooKassaPayment {
    return {
      id: row.id,
      status: row.status,
      amount: toYooKassaAmount(Money.ofKopecks(row.amount_kopecks)),
      created_at: row.created_at.toISOString(),
      confirmation: { type: 'redirect', confirmation_url: `${this.publicUrl}/sandbox/pay/${row.id}` },
      metadata: row.metadata,
      ...(row.card_last4 ? { payment_method: { type: 'bank_card', card: { last4: row.card_last4 } } } : {}),
      ...(row.rrn ? { authorization_details: { rrn: row.rrn, auth_code: row.auth_code ?? '' } } : {}),
      ...(row.cancellation_reason ? { cancellation_details: { party: row.cancellation_reason === 'canceled_by_merchant' ? 'merchant' : 'payment_network', reason: row.cancellation_reason } } : {}),
    };
  }

  private rows(where: string, value: string): Promise<SandboxRow[]> {
    return this.dataSource.query(
      `SELECT id, status, amount_kopecks, description, return_url, metadata, card_last4, rrn, auth_code, cancellation_reason, created_at,
              lpad((extract(epoch FROM created_at)::bigint % 100000)::text, 5, '0') AS fiscal_document_number
       FROM sandbox_payments WHERE ${where}`,
      [value],
    );
  }
}
