import type { Money, PaymentIncident, PaymentReceipt, PaymentStatus } from '@shop/domain';
import { PaymentGateway, type CreatePaymentOutcome, type CreatePaymentRequest, type GatewayPayment } from '../payments/payment-gateway.port';
import { PaymentRepository, type IncomingEvent, type StoredPayment } from '../payments/payment.repository.port';

interface StoredPaymentRow {
  payment: GatewayPayment;
  status: PaymentStatus;
  incident: string | null;
  updatedAt: Date | null;
}

export class InMemoryPayments extends PaymentRepository {
  readonly payments = new Map<string, StoredPaymentRow>();
  readonly attempts: { orderId: number; key: string; amount: Money; state: 'creating' | 'created' | 'failed' }[] = [];
  readonly events: (IncomingEvent & { id: number; outcome: string | null })[] = [];

  async pendingPayment(orderId: number): Promise<{ id: string; confirmationUrl: string } | null> {
    const row = [...this.payments.values()].reverse().find((p) => p.payment.orderId === orderId && p.status === 'pending' && p.payment.confirmationUrl);
    return row ? { id: row.payment.id, confirmationUrl: row.payment.confirmationUrl as string } : null;
  }
  async openAttempt(orderId: number, amount: Money): Promise<string> {
    const open = this.attempts.find((a) => a.orderId === orderId && a.state === 'creating' && a.amount.equals(amount));
    if (open) return open.key;
    const key = `key-${this.attempts.length + 1}`;
    this.attempts.push({ orderId, key, amount, state: 'creating' });
    return key;
  }
  async closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void> {
    const attempt = this.attempts.find((a) => a.key === idempotenceKey);
    if (attempt) attempt.state = state;
  }
  async savePayment(payment: GatewayPayment): Promise<void> {
    if (!this.payments.has(payment.id)) this.payments.set(payment.id, { payment, status: 'pending', incident: null, updatedAt: null });
  }
  async recordEvent(event: IncomingEvent): Promise<number> {
    this.events.push({ ...event, id: this.events.length + 1, outcome: null });
    return this.events.length;
  }
  async finishEvent(eventId: number, outcome: string): Promise<void> {
    const event = this.events.find((e) => e.id === eventId);
    if (event) event.outcome = outcome;
  }
  async lockPayment(payment: GatewayPayment): Promise<StoredPayment> {
    await this.savePayment(payment);
    const row = this.payments.get(payment.id) as StoredPaymentRow;
    return { status: row.status, orderId: row.payment.orderId };
  }
  async updatePayment(payment: GatewayPayment, at: Date): Promise<void> {
    const row = this.payments.get(payment.id) as StoredPaymentRow;
    this.payments.set(payment.id, { ...row, payment: { ...payment, orderId: row.payment.orderId }, status: payment.status, updatedAt: at });
  }
  async flagIncident(paymentId: string, incident: string): Promise<void> {
    const row = this.payments.get(paymentId);
    if (row) row.incident = incident;
  }
  async receipt(paymentId: string): Promise<{ amount: Money; receipt: PaymentReceipt | null } | null> {
    const row = this.payments.get(paymentId);
    return row?.status === 'succeeded' ? { amount: row.payment.amount, receipt: row.payment.receipt } : null;
  }
  async incidents(): Promise<PaymentIncident[]> {
    return [...this.payments.values()]
      .filter((row) => row.incident !== null)
      .map((row) => ({ paymentId: row.payment.id, orderId: row.payment.orderId, amount: row.payment.amount, status: row.status, incident: row.incident as string, createdAt: row.updatedAt ?? new Date(0) }));
  }
  async unprocessedEvents(): Promise<{ id: number; paymentId: string | null }[]> {
    return this.events.filter((e) => e.outcome === null).map((e) => ({ id: e.id, paymentId: e.paymentId }));
  }
}

/** A provider that answers as told: `next` is what create() returns, `known` what fetch() finds. */
export class ScriptedGateway extends PaymentGateway {
  readonly provider = 'scripted';
  readonly created: CreatePaymentRequest[] = [];
  readonly known = new Map<string, GatewayPayment>();
  next: 'created' | 'retryable' | 'rejected' | 'no-confirmation' = 'created';
  fetchFails = false;

  async create(request: CreatePaymentRequest): Promise<CreatePaymentOutcome> {
    this.created.push(request);
    if (this.next === 'retryable') return { kind: 'retryable', reason: '503' };
    if (this.next === 'rejected') return { kind: 'rejected', reason: '400' };
    const id = `pay-${this.created.length}`;
    const confirmationUrl = this.next === 'no-confirmation' ? null : `https://pay.example/${id}`;
    const payment = { id, status: 'pending' as const, amount: request.amount, orderId: request.orderId, confirmationUrl, cancellationReason: null, receipt: null };
    this.known.set(id, payment);
    return { kind: 'created', payment };
  }
  async fetch(paymentId: string): Promise<GatewayPayment | null> {
    if (this.fetchFails) throw new Error('provider down');
    return this.known.get(paymentId) ?? null;
  }
  /** The provider's view changes, as when the customer pays or the card is declined. */
  settle(paymentId: string, status: PaymentStatus, change: Partial<GatewayPayment> = {}): void {
    const payment = this.known.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    this.known.set(paymentId, { ...payment, status, ...change });
  }
}
