import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentGateway, type CreatePaymentOutcome, type CreatePaymentRequest, type GatewayPayment } from '@shop/application';
import { Money } from '@shop/domain';
import { toGatewayPayment, toYooKassaAmount, type YooKassaPayment } from './yookassa-payment.mapper';

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

const receiptTotal = (request: CreatePaymentRequest): Money =>
  Money.sum(request.receiptLines.map((line) => line.unitPrice.multiply(line.quantity)));

/**
 * The local payment provider used without YooKassa credentials: it keeps its payments in its own
 * table, answers like YooKassa API v3 (same payment object, same statuses), and hosts a test pay
 * page at /sandbox/pay/{id}. No money moves.
 */
@Injectable()
export class SandboxGateway extends PaymentGateway {
  readonly provider = 'sandbox';

  constructor(
    private readonly dataSource: DataSource,
    private readonly publicUrl: string,
  ) {
    super();
  }

  async create(request: CreatePaymentRequest): Promise<CreatePaymentOutcome> {
    // Like YooKassa: a receipt that does not add up to the amount is a 400.
    if (!receiptTotal(request).equals(request.amount)) return { kind: 'rejected', reason: 'receipt items do not add up to the amount' };
    await this.dataSource.query(
      `INSERT INTO sandbox_payments (id, idempotence_key, status, amount_kopecks, description, return_url, metadata, receipt_request)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6::jsonb, $7::jsonb) ON CONFLICT (idempotence_key) DO NOTHING`,
      [`sbx_${randomUUID()}`, request.idempotenceKey, request.amount.kopecks, request.description, request.returnUrl, JSON.stringify({ order_id: String(request.orderId) }), JSON.stringify(request.receiptLines)],
    );
    const [row] = await this.rows(`idempotence_key = $1`, request.idempotenceKey);
    return { kind: 'created', payment: toGatewayPayment(this.asYooKassa(row)) };
  }

  async fetch(paymentId: string): Promise<GatewayPayment | null> {
    const [row] = await this.rows(`id = $1`, paymentId);
    return row ? toGatewayPayment(this.asYooKassa(row), { fiscalDocumentNumber: row.fiscal_document_number, shiftNumber: '1' }) : null;
  }

  async find(paymentId: string): Promise<SandboxRow | null> {
    const [row] = await this.rows(`id = $1`, paymentId);
    return row ?? null;
  }

  /** The pay page's decision; only a pending payment can still change. */
  async settle(paymentId: string, outcome: { card: string } | { canceled: string }): Promise<SandboxRow | null> {
    const succeeded = 'card' in outcome;
    await this.dataSource.query(
      `UPDATE sandbox_payments SET status = $2, card_last4 = $3, rrn = $4, auth_code = $5, cancellation_reason = $6,
         captured_at = CASE WHEN $2 = 'succeeded' THEN now() END
       WHERE id = $1 AND status = 'pending'`,
      [
        paymentId,
        succeeded ? 'succeeded' : 'canceled',
        succeeded ? outcome.card.slice(-4) : null,
        succeeded ? String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(-12) : null,
        succeeded ? randomBytes(3).toString('hex').toUpperCase() : null,
        succeeded ? null : outcome.canceled,
      ],
    );
    return this.find(paymentId);
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
      ...(row.cancellation_reason ? { cancellation_details: { party: 'payment_network', reason: row.cancellation_reason } } : {}),
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
