import { Injectable, Logger } from '@nestjs/common';
import {
  PaymentGateway,
  type ClosingReceiptRequest,
  type CreatePaymentRequest,
  type GatewayOutcome,
  type GatewayPayment,
  type GatewayRefund,
  type ReceiptCustomer,
  type ReceiptLine,
  type RefundRequest,
} from '@shop/application';
import type { Money } from '@shop/domain';
import {
  toGatewayPayment,
  toGatewayRefund,
  toYooKassaAmount,
  toYooKassaClosingReceipt,
  type FiscalData,
  type YooKassaPayment,
  type YooKassaRefund,
} from './yookassa-payment.mapper';

export interface YooKassaSettings {
  readonly shopId: string;
  readonly secretKey: string;
  readonly apiUrl: string;
  readonly vatCode: number;
  readonly taxSystemCode: number;
  readonly timeoutMs: number;
  /** Extra tries with the same Idempotence-Key after a 5xx or a timeout. */
  readonly retries: number;
}

class RetryableError extends Error {}

/** YooKassa API v3: Basic auth, an Idempotence-Key on every change, two- and one-stage payments, refunds, 54-FZ receipts. */
@Injectable()
export class YooKassaGateway extends PaymentGateway {
  readonly provider = 'yookassa';
  private readonly logger = new Logger(YooKassaGateway.name);

  constructor(private readonly settings: YooKassaSettings) {
    super();
  }

  /**
   * A payment by the chosen method (`payment_method_data.type`), confirmed on YooKassa's page
   * (redirect, SBP's QR code or bank app included): two-stage (`capture: false`, the money held
   * until the shop captures or releases it) or, for SBP, one-stage (`capture: true`).
   */
  create(request: CreatePaymentRequest): Promise<GatewayOutcome<GatewayPayment>> {
    const body = {
      amount: toYooKassaAmount(request.amount),
      payment_method_data: { type: request.method },
      capture: request.capture,
      confirmation: { type: 'redirect', return_url: request.returnUrl },
      description: request.description,
      metadata: { order_id: String(request.orderId) },
      receipt: this.receipt(request.customer, request.receiptLines),
    };
    return this.send('POST', '/v3/payments', body, request.idempotenceKey, (json) => toGatewayPayment(json as YooKassaPayment));
  }

  capture(paymentId: string, amount: Money, idempotenceKey: string): Promise<GatewayOutcome<GatewayPayment>> {
    const path = `/v3/payments/${encodeURIComponent(paymentId)}/capture`;
    return this.send('POST', path, { amount: toYooKassaAmount(amount) }, idempotenceKey, (json) => toGatewayPayment(json as YooKassaPayment));
  }

  cancel(paymentId: string, idempotenceKey: string): Promise<GatewayOutcome<GatewayPayment>> {
    const path = `/v3/payments/${encodeURIComponent(paymentId)}/cancel`;
    return this.send('POST', path, {}, idempotenceKey, (json) => toGatewayPayment(json as YooKassaPayment));
  }

  /** A full refund with its 54-FZ refund receipt (the same lines as the payment's). */
  refund(request: RefundRequest): Promise<GatewayOutcome<GatewayRefund>> {
    const body = {
      payment_id: request.paymentId,
      amount: toYooKassaAmount(request.amount),
      description: request.description,
      receipt: this.receipt(request.customer, request.receiptLines),
    };
    return this.send('POST', '/v3/refunds', body, request.idempotenceKey, (json) => toGatewayRefund(json as YooKassaRefund));
  }

  /** The closing receipt («чек зачёта предоплаты») of a handed-over order. */
  createReceipt(request: ClosingReceiptRequest): Promise<GatewayOutcome<{ readonly id: string }>> {
    const body = toYooKassaClosingReceipt(request, this.settings);
    return this.send('POST', '/v3/receipts', body, request.idempotenceKey, (json) => ({ id: String((json as { id: string }).id) }));
  }

  async fetchRefund(refundId: string): Promise<GatewayRefund | null> {
    const response = await this.call('GET', `/v3/refunds/${encodeURIComponent(refundId)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`YooKassa answered ${response.status} for refund ${refundId}`);
    return toGatewayRefund((await response.json()) as YooKassaRefund);
  }

  async fetch(paymentId: string): Promise<GatewayPayment | null> {
    const response = await this.call('GET', `/v3/payments/${encodeURIComponent(paymentId)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`YooKassa answered ${response.status} for payment ${paymentId}`);
    const payment = (await response.json()) as YooKassaPayment;
    return toGatewayPayment(payment, payment.status === 'succeeded' ? await this.fiscalData(paymentId) : null);
  }

  private async fiscalData(paymentId: string): Promise<FiscalData | null> {
    try {
      const response = await this.call('GET', `/v3/receipts?payment_id=${encodeURIComponent(paymentId)}`);
      if (!response.ok) return null;
      const list = (await response.json()) as { items?: { fiscal_document_number?: string; shift_number?: string }[] };
      const receipt = list.items?.[0];
      return receipt ? { fiscalDocumentNumber: receipt.fiscal_document_number ?? null, shiftNumber: receipt.shift_number ?? null } : null;
    } catch {
      return null;
    }
  }

  private receipt(customer: ReceiptCustomer, lines: readonly ReceiptLine[]) {
    return {
      customer: customer.email ? { email: customer.email } : { phone: (customer.phone ?? '').replace(/^\+/, '') },
      items: lines.map((line) => ({
        description: line.description.slice(0, 128),
        quantity: line.quantity.toFixed(2),
        amount: toYooKassaAmount(line.unitPrice),
        vat_code: this.settings.vatCode,
        payment_mode: 'full_prepayment',
        payment_subject: line.subject,
      })),
      tax_system_code: this.settings.taxSystemCode,
    };
  }

  /** A call that changes something: retried with the same Idempotence-Key after a 5xx or a timeout, a 4xx is final. */
  private async send<T>(method: 'POST', path: string, body: unknown, idempotenceKey: string, parse: (json: unknown) => T): Promise<GatewayOutcome<T>> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.call(method, path, body, idempotenceKey);
        if (response.status >= 400) {
          const reason = await response.text();
          this.logger.warn({ msg: 'YooKassa refused the request', path, status: response.status, reason });
          return { kind: 'rejected', reason };
        }
        return { kind: 'done', value: parse(await response.json()) };
      } catch (error) {
        if (!(error instanceof RetryableError) || attempt >= this.settings.retries) {
          return { kind: 'retryable', reason: error instanceof Error ? error.message : String(error) };
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      }
    }
  }

  /** A 5xx, a timeout or a broken connection is worth a retry with the same key; anything else is the answer. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string): Promise<Response> {
    const auth = Buffer.from(`${this.settings.shopId}:${this.settings.secretKey}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new RetryableError(error instanceof Error ? error.message : String(error));
    }
    if (response.status >= 500) throw new RetryableError(`YooKassa answered ${response.status}`);
    return response;
  }
}
