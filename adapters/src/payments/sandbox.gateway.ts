import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  PaymentGateway,
  type ClosingReceiptRequest,
  type CreatePaymentRequest,
  type GatewayOutcome,
  type GatewayPayment,
  type GatewayRefund,
  type RefundRequest,
} from '@shop/application';
import { Money } from '@shop/domain';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { SandboxPaymentOrmEntity } from '../persistence/sandbox/sandbox-payment.orm-entity';
import { SandboxReceiptOrmEntity } from '../persistence/sandbox/sandbox-receipt.orm-entity';
import { SandboxRefundOrmEntity } from '../persistence/sandbox/sandbox-refund.orm-entity';
import { insertUnlessPresent } from '../persistence/shared/insert-unless-present';
import { TypeormTransactionRunner } from '../persistence/transaction/typeorm-transaction.runner';
import {
  toGatewayPayment,
  toGatewayRefund,
  toYooKassaAmount,
  toYooKassaClosingReceipt,
  type FiscalSettings,
  type YooKassaPayment,
  type YooKassaRefund,
} from './yookassa-payment.mapper';

/** Test cards of the sandbox's pay page. */
export const SANDBOX_CARDS = {
  success: '5555555555554477',
  declined: '5555555555554592',
} as const;

/** The sandbox's fiscal document number of a payment: made up from its creation time, as a shift's running number would be. */
const fiscalDocumentNumber = (createdAt: Date): string => String(Math.round(createdAt.getTime() / 1000) % 100_000).padStart(5, '0');

const receiptTotal = (request: Pick<CreatePaymentRequest, 'receiptLines'>): Money =>
  Money.sum(request.receiptLines.map((line) => line.unitPrice.multiply(line.quantity)));

/** Like YooKassa: a 400 for a call the payment's status does not allow. */
const wrongStatus = (row: SandboxPaymentOrmEntity | null): GatewayOutcome<never> => ({
  kind: 'rejected',
  reason: row ? `payment is ${row.status}` : 'no such payment',
});

/**
 * The local payment provider used without YooKassa credentials: it keeps its payments in its own
 * table, answers like YooKassa API v3 (same payment object, same statuses: a two-stage payment goes
 * pending → waiting_for_capture → succeeded | canceled, a one-stage one (SBP, capture: true) pending
 * → succeeded | canceled; refunds one per Idempotence-Key), and hosts a test pay page for every
 * method at /sandbox/pay/{id}. No money moves.
 */
@Injectable()
export class SandboxGateway extends PaymentGateway {
  readonly provider = 'sandbox';

  constructor(
    private readonly transaction: TypeormTransactionRunner,
    private readonly publicUrl: string,
    /** The shop's VAT and tax system codes, written into the receipts it keeps as YooKassa would get them. */
    private readonly fiscal: FiscalSettings,
  ) {
    super();
  }

  /**
   * The sandbox keeps its books in the shop's database. Called inside a use case's transaction (a
   * capture under the order's row lock), it works on that transaction's connection: a second
   * connection could wait for the pool while parallel requests hold every one, waiting for the lock.
   */
  private get manager() {
    return this.transaction.manager();
  }

  async create(request: CreatePaymentRequest): Promise<GatewayOutcome<GatewayPayment>> {
    // Like YooKassa: a receipt that does not add up to the amount is a 400.
    if (!receiptTotal(request).equals(request.amount)) return { kind: 'rejected', reason: 'receipt items do not add up to the amount' };
    // A repeated Idempotence-Key answers the payment it created.
    await insertUnlessPresent(this.manager, SandboxPaymentOrmEntity, {
      id: `sbx_${randomUUID()}`,
      idempotenceKey: request.idempotenceKey,
      status: 'pending',
      amountKopecks: request.amount.kopecks,
      method: request.method,
      capture: request.capture,
      description: request.description,
      returnUrl: request.returnUrl,
      metadata: { order_id: String(request.orderId) },
      receiptRequest: request.receiptLines,
    });
    const row = await this.manager.findOneByOrFail(SandboxPaymentOrmEntity, { idempotenceKey: request.idempotenceKey });
    return { kind: 'done', value: toGatewayPayment(this.asYooKassa(row)) };
  }

  /** Takes the held money; repeating a capture answers the captured payment, as YooKassa does. */
  async capture(paymentId: string): Promise<GatewayOutcome<GatewayPayment>> {
    return this.move(paymentId, 'succeeded', { capturedAt: () => 'now()' });
  }

  /** Releases the hold: the payment is canceled by the merchant and no money moves. */
  async cancel(paymentId: string): Promise<GatewayOutcome<GatewayPayment>> {
    return this.move(paymentId, 'canceled', { cancellationReason: 'canceled_by_merchant' });
  }

  /** Like YooKassa: several refunds of a payment, together never above what it captured. */
  async refund(request: RefundRequest): Promise<GatewayOutcome<GatewayRefund>> {
    const payment = await this.find(request.paymentId);
    if (payment?.status !== 'succeeded') return wrongStatus(payment);
    if (!receiptTotal(request).equals(request.amount)) return { kind: 'rejected', reason: 'receipt items do not add up to the amount' };
    const earlier = await this.manager.findBy(SandboxRefundOrmEntity, { paymentId: request.paymentId });
    const repeated = earlier.some((row) => row.idempotenceKey === request.idempotenceKey);
    const refunded = earlier.reduce((sum, row) => sum + row.amountKopecks, 0);
    if (!repeated && refunded + request.amount.kopecks > payment.amountKopecks)
      return { kind: 'rejected', reason: 'refund amount exceeds what is left of the payment' };
    await insertUnlessPresent(this.manager, SandboxRefundOrmEntity, {
      id: `sbr_${randomUUID()}`,
      idempotenceKey: request.idempotenceKey,
      paymentId: request.paymentId,
      amountKopecks: request.amount.kopecks,
      description: request.description,
      receiptRequest: request.receiptLines,
    });
    const row = await this.manager.findOneByOrFail(SandboxRefundOrmEntity, { idempotenceKey: request.idempotenceKey });
    return { kind: 'done', value: toGatewayRefund(this.refundAsYooKassa(row)) };
  }

  /** Like YooKassa: a receipt for a payment it took, one per Idempotence-Key, kept as the request YooKassa would have had. */
  async createReceipt(request: ClosingReceiptRequest): Promise<GatewayOutcome<{ readonly id: string }>> {
    const payment = await this.find(request.paymentId);
    if (payment?.status !== 'succeeded') return wrongStatus(payment);
    if (!receiptTotal(request).equals(request.amount)) return { kind: 'rejected', reason: 'receipt items do not add up to the settlement' };
    await insertUnlessPresent(this.manager, SandboxReceiptOrmEntity, {
      id: `sbc_${randomUUID()}`,
      idempotenceKey: request.idempotenceKey,
      paymentId: request.paymentId,
      request: toYooKassaClosingReceipt(request, this.fiscal),
    });
    const row = await this.manager.findOneByOrFail(SandboxReceiptOrmEntity, { idempotenceKey: request.idempotenceKey });
    return { kind: 'done', value: { id: row.id } };
  }

  async fetchRefund(refundId: string): Promise<GatewayRefund | null> {
    const row = await this.manager.findOneBy(SandboxRefundOrmEntity, { id: refundId });
    return row ? toGatewayRefund(this.refundAsYooKassa(row)) : null;
  }

  async fetch(paymentId: string): Promise<GatewayPayment | null> {
    const row = await this.find(paymentId);
    return row ? toGatewayPayment(this.asYooKassa(row), { fiscalDocumentNumber: fiscalDocumentNumber(row.createdAt), shiftNumber: '1' }) : null;
  }

  find(paymentId: string): Promise<SandboxPaymentOrmEntity | null> {
    return this.manager.findOneBy(SandboxPaymentOrmEntity, { id: paymentId });
  }

  /**
   * The pay page's decision; only a pending payment can still change. A paid two-stage payment
   * waits for the shop's capture; a one-stage one is taken at once. `card` is the card paid with
   * (SBP names none).
   */
  async settle(paymentId: string, outcome: { paid: true; card: string | null } | { canceled: string }): Promise<SandboxPaymentOrmEntity | null> {
    const row = await this.find(paymentId);
    const settled: QueryDeepPartialEntity<SandboxPaymentOrmEntity> =
      'paid' in outcome
        ? {
            ...(row?.capture ? { status: 'succeeded', capturedAt: () => 'now()' } : { status: 'waiting_for_capture' }),
            cardLast4: outcome.card?.slice(-4) ?? null,
            rrn: String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(-12),
            authCode: randomBytes(3).toString('hex').toUpperCase(),
            cancellationReason: null,
          }
        : { status: 'canceled', cardLast4: null, rrn: null, authCode: null, cancellationReason: outcome.canceled };
    await this.manager.update(SandboxPaymentOrmEntity, { id: paymentId, status: 'pending' }, settled);
    return this.find(paymentId);
  }

  /** A held payment moves to `to` once; asked again, it answers as it stands. */
  private async move(
    paymentId: string,
    to: 'succeeded' | 'canceled',
    change: QueryDeepPartialEntity<SandboxPaymentOrmEntity>,
  ): Promise<GatewayOutcome<GatewayPayment>> {
    await this.manager.update(SandboxPaymentOrmEntity, { id: paymentId, status: 'waiting_for_capture' }, { ...change, status: to });
    const row = await this.find(paymentId);
    if (row?.status !== to) return wrongStatus(row);
    const payment = await this.fetch(paymentId);
    return payment ? { kind: 'done', value: payment } : wrongStatus(row);
  }

  private refundAsYooKassa(row: SandboxRefundOrmEntity): YooKassaRefund {
    return {
      id: row.id,
      payment_id: row.paymentId,
      status: 'succeeded',
      amount: toYooKassaAmount(Money.ofKopecks(row.amountKopecks)),
      created_at: row.createdAt.toISOString(),
    };
  }

  /** The row in YooKassa's JSON shape: what the pay page sends as a notification. */
  asYooKassa(row: SandboxPaymentOrmEntity): YooKassaPayment {
    return {
      id: row.id,
      status: row.status,
      amount: toYooKassaAmount(Money.ofKopecks(row.amountKopecks)),
      created_at: row.createdAt.toISOString(),
      confirmation: { type: 'redirect', confirmation_url: `${this.publicUrl}/sandbox/pay/${row.id}` },
      metadata: row.metadata,
      payment_method: { type: row.method, ...(row.cardLast4 ? { card: { last4: row.cardLast4 } } : {}) },
      ...(row.rrn ? { authorization_details: { rrn: row.rrn, auth_code: row.authCode ?? '' } } : {}),
      ...(row.cancellationReason
        ? {
            cancellation_details: { party: row.cancellationReason === 'canceled_by_merchant' ? 'merchant' : 'payment_network', reason: row.cancellationReason },
          }
        : {}),
    };
  }
}
