import { Payment, type ClosingReceipt, type Money, type PaymentIncident, type PaymentMethod, type PaymentReceipt, type Refund } from '@shop/domain';
import type { Clock } from '../shared/clock.port';
import {
  PaymentGateway,
  type CreatePaymentRequest,
  type GatewayOutcome,
  type GatewayPayment,
  type ClosingReceiptRequest,
  type GatewayRefund,
  type RefundRequest,
} from '../payments/payment-gateway.port';
import { PaymentRepository, type IncomingEvent } from '../payments/payment.repository.port';

interface StoredPaymentRow {
  payment: GatewayPayment;
  supersededAt: Date | null;
  incident: string | null;
  updatedAt: Date | null;
}

export class InMemoryPayments extends PaymentRepository {
  readonly payments = new Map<string, StoredPaymentRow>();
  readonly refunds = new Map<string, Refund>();
  readonly attempts: { orderId: number; key: string; amount: Money; method: PaymentMethod; state: 'creating' | 'created' | 'failed' }[] = [];
  readonly events: (IncomingEvent & { id: number; outcome: string | null })[] = [];

  async ofOrder(orderId: number): Promise<Payment[]> {
    return [...this.payments.values()]
      .filter((row) => row.payment.orderId === orderId)
      .map((row) => Payment.restore({ ...row.payment, supersededAt: row.supersededAt }));
  }
  async latestOf(orderId: number): Promise<Payment | null> {
    return (await this.ofOrder(orderId)).at(-1) ?? null;
  }
  async orderOf(paymentId: string): Promise<number | null> {
    return this.payments.get(paymentId)?.payment.orderId ?? null;
  }
  async openAttempt(orderId: number, amount: Money, method: PaymentMethod): Promise<string> {
    const open = this.attempts.find((a) => a.orderId === orderId && a.state === 'creating' && a.amount.equals(amount) && a.method === method);
    if (open) return open.key;
    const key = `key-${this.attempts.length + 1}`;
    this.attempts.push({ orderId, key, amount, method, state: 'creating' });
    return key;
  }
  async closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void> {
    const attempt = this.attempts.find((a) => a.key === idempotenceKey);
    if (attempt) attempt.state = state;
  }
  async record(payment: GatewayPayment): Promise<void> {
    if (!this.payments.has(payment.id))
      this.payments.set(payment.id, { payment: { ...payment, status: 'pending' }, supersededAt: null, incident: null, updatedAt: null });
  }
  async update(payment: GatewayPayment, at: Date): Promise<void> {
    const row = this.payments.get(payment.id) as StoredPaymentRow;
    this.payments.set(payment.id, { ...row, payment: { ...payment, orderId: row.payment.orderId }, updatedAt: at });
  }
  async supersede(payments: readonly Payment[]): Promise<void> {
    for (const payment of payments) {
      const row = this.payments.get(payment.id);
      if (row) row.supersededAt = payment.supersededAt;
    }
  }
  async flagIncident(paymentId: string, incident: string): Promise<void> {
    const row = this.payments.get(paymentId);
    if (row) row.incident = incident;
  }
  async receipt(paymentId: string): Promise<{ amount: Money; method: PaymentMethod; receipt: PaymentReceipt | null } | null> {
    const row = this.payments.get(paymentId);
    return row?.payment.status === 'succeeded' ? { amount: row.payment.amount, method: row.payment.method, receipt: row.payment.receipt } : null;
  }
  async incidents(): Promise<PaymentIncident[]> {
    return [...this.payments.values()]
      .filter((row) => row.incident !== null)
      .map((row) => ({
        paymentId: row.payment.id,
        orderId: row.payment.orderId,
        amount: row.payment.amount,
        status: row.payment.status,
        incident: row.incident as string,
        createdAt: row.updatedAt ?? new Date(0),
      }));
  }
  async refundsOf(orderId: number): Promise<Refund[]> {
    return [...this.refunds.values()].filter((refund) => refund.orderId === orderId);
  }
  async saveRefund(refund: Refund): Promise<void> {
    this.refunds.set(refund.id, refund);
  }
  readonly closingReceipts = new Map<number, ClosingReceipt>();
  /** Orders handed over, as the fake's test says (the fake keeps no orders). */
  handedOver: number[] = [];
  async awaitingClosingReceipt(): Promise<number[]> {
    return this.handedOver.filter((orderId) => !this.closingReceipts.get(orderId)?.sentAt);
  }
  async closingReceiptOf(orderId: number): Promise<ClosingReceipt | null> {
    return this.closingReceipts.get(orderId) ?? null;
  }
  async saveClosingReceipt(receipt: ClosingReceipt): Promise<void> {
    this.closingReceipts.set(receipt.orderId, receipt);
  }
  async recordEvent(event: IncomingEvent): Promise<number> {
    this.events.push({ ...event, id: this.events.length + 1, outcome: null });
    return this.events.length;
  }
  async finishEvent(eventId: number, outcome: string): Promise<void> {
    const event = this.events.find((e) => e.id === eventId);
    if (event) event.outcome = outcome;
  }
  async unprocessedEvents(): Promise<{ id: number; event: string | null; objectId: string | null }[]> {
    return this.events.filter((e) => e.outcome === null).map((e) => ({ id: e.id, event: e.event, objectId: e.objectId }));
  }
}

type Next = 'done' | 'retryable' | 'rejected';

const outcome = <T>(next: Next, value: () => T): GatewayOutcome<T> =>
  next === 'retryable' ? { kind: 'retryable', reason: '503' } : next === 'rejected' ? { kind: 'rejected', reason: '400' } : { kind: 'done', value: value() };

/**
 * A provider that answers as told and keeps YooKassa's rules: a paid two-stage payment waits for
 * capture, a one-stage one (capture: true) succeeds at once; capture and cancel work only on a held
 * payment and are idempotent by key; one refund per key.
 */
export class ScriptedGateway extends PaymentGateway {
  readonly provider = 'scripted';
  readonly created: CreatePaymentRequest[] = [];
  readonly calls: string[] = [];
  readonly known = new Map<string, GatewayPayment>();
  readonly refunds = new Map<string, { key: string; refund: GatewayRefund; request: RefundRequest }>();
  next: { create: Next | 'no-confirmation'; settle: Next; refund: Next; receipt: Next; refundStatus: GatewayRefund['status'] } = {
    create: 'done',
    settle: 'done',
    refund: 'done',
    receipt: 'done',
    refundStatus: 'succeeded',
  };
  fetchFails = false;

  constructor(private readonly clock: Clock) {
    super();
  }

  async create(request: CreatePaymentRequest): Promise<GatewayOutcome<GatewayPayment>> {
    this.created.push(request);
    if (this.next.create === 'retryable' || this.next.create === 'rejected') return outcome(this.next.create, () => null as never);
    const id = `pay-${this.created.length}`;
    const confirmationUrl = this.next.create === 'no-confirmation' ? null : `https://pay.example/${id}`;
    const payment: GatewayPayment = {
      id,
      status: 'pending',
      amount: request.amount,
      orderId: request.orderId,
      method: request.method,
      createdAt: this.clock.now(),
      confirmationUrl,
      cancellationReason: null,
      receipt: null,
    };
    this.known.set(id, payment);
    return { kind: 'done', value: payment };
  }
  async fetch(paymentId: string): Promise<GatewayPayment | null> {
    if (this.fetchFails) throw new Error('provider down');
    return this.known.get(paymentId) ?? null;
  }
  async capture(paymentId: string, _amount: Money, idempotenceKey: string): Promise<GatewayOutcome<GatewayPayment>> {
    this.calls.push(`capture ${paymentId} ${idempotenceKey}`);
    return outcome(this.next.settle, () => this.move(paymentId, 'waiting_for_capture', 'succeeded'));
  }
  async cancel(paymentId: string, idempotenceKey: string): Promise<GatewayOutcome<GatewayPayment>> {
    this.calls.push(`cancel ${paymentId} ${idempotenceKey}`);
    return outcome(this.next.settle, () => this.move(paymentId, 'waiting_for_capture', 'canceled'));
  }
  async refund(request: RefundRequest): Promise<GatewayOutcome<GatewayRefund>> {
    this.calls.push(`refund ${request.paymentId} ${request.idempotenceKey}`);
    const earlier = [...this.refunds.values()].find((r) => r.key === request.idempotenceKey);
    return outcome(this.next.refund, () => {
      if (earlier) return earlier.refund;
      const refund: GatewayRefund = {
        id: `refund-${this.refunds.size + 1}`,
        paymentId: request.paymentId,
        status: this.next.refundStatus,
        amount: request.amount,
      };
      this.refunds.set(refund.id, { key: request.idempotenceKey, refund, request });
      return refund;
    });
  }
  async fetchRefund(refundId: string): Promise<GatewayRefund | null> {
    return this.refunds.get(refundId)?.refund ?? null;
  }
  readonly receipts = new Map<string, ClosingReceiptRequest>();
  async createReceipt(request: ClosingReceiptRequest): Promise<GatewayOutcome<{ readonly id: string }>> {
    this.calls.push(`receipt ${request.paymentId} ${request.idempotenceKey}`);
    return outcome(this.next.receipt, () => {
      this.receipts.set(request.idempotenceKey, request);
      return { id: `receipt-${request.idempotenceKey}` };
    });
  }

  /** The customer's side: they paid (the money is held, or taken by a one-stage payment) or the card was declined. */
  settle(paymentId: string, status: GatewayPayment['status'], change: Partial<GatewayPayment> = {}): void {
    const payment = this.known.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    this.known.set(paymentId, { ...payment, status, ...change });
  }

  /** The provider finishes a refund it first answered as pending. */
  finishRefund(refundId: string): void {
    const stored = this.refunds.get(refundId);
    if (stored) this.refunds.set(refundId, { ...stored, refund: { ...stored.refund, status: 'succeeded' } });
  }

  private move(paymentId: string, from: GatewayPayment['status'], to: GatewayPayment['status']): GatewayPayment {
    const payment = this.known.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    if (payment.status === to) return payment;
    if (payment.status !== from) throw new Error(`payment ${paymentId} is ${payment.status}, not ${from}`);
    const moved = { ...payment, status: to };
    this.known.set(paymentId, moved);
    return moved;
  }
}
