import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentRepository, type ApplyOutcome, type GatewayPayment, type IncomingEvent, type PayableOrder } from '@shop/application';
import type { AdminPaidOrderDto, DomainError, Order, PaymentIncidentDto, PaymentLookupDto, ReceiptDto, Result } from '@shop/domain';
import { transitionLocked } from '../orders/locked-order';
import { toDomainOrder, type LockedLineRow, type LockedOrderRow } from '../orders/order.mapper';
import { groupLines, roubles, toCompositionDto, type StoredCompositionEntry } from '../orders/order-rows';

const kopecksToValue = (kopecks: number) => (kopecks / 100).toFixed(2);

@Injectable()
export class PaymentTypeormRepository extends PaymentRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async payableOrder(orderId: number): Promise<PayableOrder | null> {
    const [row]: (LockedOrderRow & { user_id: number; email: string | null; user_email: string; delivery_phone: string | null })[] = await this.dataSource.query(
      `SELECT o.id, o.user_id, o.status, o.is_approved, o.delivery_type, o.delivery_address_full, o.delivery_price_kopecks, o.created_at,
              o.confirmed_at, o.paid_at, o.payment_id, o.email, o.delivery_phone, u.email AS user_email
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
      [orderId],
    );
    if (!row) return null;
    const lines: LockedLineRow[] = await this.dataSource.query(
      `SELECT id, line_key, product_id, title, unit_price_kopecks, quantity, composition FROM order_lines WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    return { order: toDomainOrder(row, lines), ownerId: row.user_id, email: row.email ?? row.user_email, phone: row.delivery_phone };
  }

  async pendingPayment(orderId: number): Promise<{ id: string; confirmationUrl: string } | null> {
    const [row]: { id: string; confirmation_url: string }[] = await this.dataSource.query(
      `SELECT id, confirmation_url FROM payments WHERE order_id = $1 AND status = 'pending' AND confirmation_url IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [orderId],
    );
    return row ? { id: row.id, confirmationUrl: row.confirmation_url } : null;
  }

  openAttempt(orderId: number, amountKopecks: number): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      // Two presses at once must share one attempt, hence one key and one payment at the provider.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('payment-attempt'), $1)`, [orderId]);
      const [open]: { idempotence_key: string }[] = await manager.query(
        `SELECT idempotence_key FROM payment_attempts WHERE order_id = $1 AND state = 'creating' AND amount_kopecks = $2 ORDER BY id DESC LIMIT 1`,
        [orderId, amountKopecks],
      );
      if (open) return open.idempotence_key;
      const key = randomUUID();
      await manager.query(`INSERT INTO payment_attempts (order_id, idempotence_key, state, amount_kopecks) VALUES ($1, $2, 'creating', $3)`, [orderId, key, amountKopecks]);
      return key;
    });
  }

  async closeAttempt(idempotenceKey: string, state: 'created' | 'failed'): Promise<void> {
    await this.dataSource.query(`UPDATE payment_attempts SET state = $2 WHERE idempotence_key = $1`, [idempotenceKey, state]);
  }

  async savePayment(payment: GatewayPayment, provider: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO payments (id, order_id, provider, status, amount_kopecks, confirmation_url) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET confirmation_url = coalesce(payments.confirmation_url, EXCLUDED.confirmation_url)`,
      [payment.id, payment.orderId, provider, 'pending', payment.amount.kopecks, payment.confirmationUrl],
    );
  }

  async recordEvent(event: IncomingEvent): Promise<number> {
    const [{ id }]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO payment_events (provider, event, payment_id, payload, remote_address) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
      [event.provider, event.event, event.paymentId, JSON.stringify(event.payload ?? null), event.remoteAddress],
    );
    return Number(id);
  }

  async finishEvent(eventId: number, outcome: string): Promise<void> {
    await this.dataSource.query(`UPDATE payment_events SET processed_at = now(), outcome = $2 WHERE id = $1`, [eventId, outcome]);
  }

  applyPayment(payment: GatewayPayment, provider: string, markPaid: (order: Order) => Result<Order, DomainError>) {
    return this.dataSource.transaction(async (manager): Promise<{ outcome: ApplyOutcome; order: PayableOrder | null; detail?: string }> => {
      await manager.query(
        `INSERT INTO payments (id, order_id, provider, status, amount_kopecks, confirmation_url) VALUES ($1, $2, $3, 'pending', $4, $5) ON CONFLICT (id) DO NOTHING`,
        [payment.id, payment.orderId, provider, payment.amount.kopecks, payment.confirmationUrl],
      );
      // Concurrent deliveries of one notification queue here; the first one decides.
      const [stored]: { status: string; order_id: number | null }[] = await manager.query(`SELECT status, order_id FROM payments WHERE id = $1 FOR UPDATE`, [payment.id]);
      if (stored.status === payment.status || stored.status === 'succeeded' || stored.status === 'canceled') return { outcome: 'already-applied', order: null };
      await manager.query(
        `UPDATE payments SET status = $2, cancellation_reason = $3, receipt = $4::jsonb, updated_at = now(),
           succeeded_at = CASE WHEN $2 = 'succeeded' THEN now() ELSE succeeded_at END WHERE id = $1`,
        [payment.id, payment.status, payment.cancellationReason, JSON.stringify(payment.receipt)],
      );
      if (payment.status === 'canceled') return { outcome: 'payment-failed', order: null };
      if (payment.status !== 'succeeded') return { outcome: 'pending', order: null };
      return this.payOrder(manager, payment, stored.order_id ?? payment.orderId, markPaid);
    });
  }

  private async payOrder(manager: EntityManager, payment: GatewayPayment, orderId: number | null, markPaid: (order: Order) => Result<Order, DomainError>) {
    const moved = orderId === null ? null : await transitionLocked(manager, orderId, null, markPaid, `payment ${payment.id}`);
    if (!moved) {
      await this.flag(manager, payment.id, 'Оплата без заказа в магазине');
      return { outcome: 'unknown-order' as const, order: null };
    }
    const order: PayableOrder = { order: moved.locked.order, ownerId: moved.locked.row.user_id, email: moved.locked.customer.email, phone: moved.locked.row.delivery_phone };
    if (!moved.result.ok) {
      const detail = `${moved.result.error.message} (заказ в статусе «${moved.locked.order.status}»)`;
      await this.flag(manager, payment.id, detail);
      return { outcome: 'incident' as const, order, detail };
    }
    return { outcome: 'paid' as const, order };
  }

  private async flag(manager: EntityManager, paymentId: string, incident: string): Promise<void> {
    await manager.query(`UPDATE payments SET incident = $2 WHERE id = $1`, [paymentId, incident]);
  }

  async lookup(orderId: number): Promise<(PaymentLookupDto & { ownerId: number }) | null> {
    const [order]: {
      user_id: number; full_name: string | null; email: string | null; user_email: string; delivery_phone: string | null;
      delivery_type: PaymentLookupDto['order']['delivery_type']; delivery_address_full: string | null; delivery_price_kopecks: number | null;
      status: PaymentLookupDto['order']['status']; goods_total_kopecks: number;
    }[] = await this.dataSource.query(
      `SELECT o.user_id, o.full_name, o.email, u.email AS user_email, o.delivery_phone, o.delivery_type, o.delivery_address_full,
              o.delivery_price_kopecks, o.status, o.goods_total_kopecks
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
      [orderId],
    );
    if (!order) return null;
    const lines: { title: string; quantity: number; unit_price_kopecks: number; image_url: string | null; composition: StoredCompositionEntry[] }[] = await this.dataSource.query(
      `SELECT title, quantity, unit_price_kopecks, image_url, composition FROM order_lines WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    const delivery = order.delivery_price_kopecks ?? 0;
    return {
      ownerId: order.user_id,
      order: {
        full_name: order.full_name,
        email: order.email ?? order.user_email,
        delivery_phone: order.delivery_phone,
        delivery_type: order.delivery_type,
        delivery_address_full: order.delivery_address_full,
        delivery_price: roubles(delivery),
        status: order.status,
        total_amount: roubles(order.goods_total_kopecks),
        total_with_delivery: roubles(order.goods_total_kopecks + delivery),
      },
      items: lines.map((l) => ({
        name: l.title,
        quantity: l.quantity,
        price: roubles(l.unit_price_kopecks),
        images: l.image_url ? [l.image_url] : [],
        composition: toCompositionDto(l.composition),
      })),
    };
  }

  async receipt(paymentId: string): Promise<ReceiptDto | null> {
    const [row]: { amount_kopecks: number; receipt: GatewayPayment['receipt'] }[] = await this.dataSource.query(
      `SELECT amount_kopecks, receipt FROM payments WHERE id = $1 AND status = 'succeeded'`,
      [paymentId],
    );
    if (!row) return null;
    const receipt = row.receipt;
    return {
      amount: { value: kopecksToValue(row.amount_kopecks), currency: 'RUB' },
      payment_method: { card: { last4: receipt?.cardLast4 ?? '' } },
      authorization_details: { rrn: receipt?.rrn ?? '', auth_code: receipt?.authCode ?? '' },
      created_at: receipt?.createdAt ?? '',
      fiscal_document_number: receipt?.fiscalDocumentNumber ?? '',
      shift_number: receipt?.shiftNumber ?? '',
    };
  }

  async paidOrders(): Promise<AdminPaidOrderDto[]> {
    const orders: {
      id: number; username: string; email: string; delivery_type: AdminPaidOrderDto['delivery_type']; delivery_address_full: string | null;
      delivery_price_kopecks: number | null; payment_id: string; paid_at: Date; goods_total_kopecks: number;
    }[] = await this.dataSource.query(
      `SELECT o.id, u.username, u.email, o.delivery_type, o.delivery_address_full, o.delivery_price_kopecks, o.payment_id, o.paid_at, o.goods_total_kopecks
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.status = 'paid' ORDER BY o.paid_at DESC, o.id DESC`,
    );
    const lines: { order_id: number; title: string; quantity: number; unit_price_kopecks: number; image_url: string | null; composition: StoredCompositionEntry[] }[] =
      await this.dataSource.query(
        `SELECT order_id, title, quantity, unit_price_kopecks, image_url, composition FROM order_lines WHERE order_id = ANY($1) ORDER BY id`,
        [orders.map((o) => o.id)],
      );
    const byOrder = groupLines(lines);
    return orders.map((o) => ({
      order_id: o.id,
      username: o.username,
      email: o.email,
      delivery_type: o.delivery_type,
      delivery_address_full: o.delivery_address_full,
      delivery_price: roubles(o.delivery_price_kopecks),
      payment_id: o.payment_id,
      paid_at: o.paid_at.toISOString(),
      total_amount: roubles(o.goods_total_kopecks),
      items: (byOrder.get(o.id) ?? []).map((l) => ({
        title: l.title,
        quantity: l.quantity,
        price: roubles(l.unit_price_kopecks),
        item_price: roubles(l.unit_price_kopecks),
        image_url: l.image_url,
        composition: toCompositionDto(l.composition),
      })),
    }));
  }

  async incidents(): Promise<PaymentIncidentDto[]> {
    const rows: { id: string; order_id: number | null; amount_kopecks: number; status: string; incident: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT id, order_id, amount_kopecks, status, incident, created_at FROM payments WHERE incident IS NOT NULL ORDER BY created_at DESC`,
    );
    return rows.map((r) => ({ payment_id: r.id, order_id: r.order_id, amount: roubles(r.amount_kopecks), status: r.status, incident: r.incident, created_at: r.created_at.toISOString() }));
  }

  async unprocessedEvents(olderThanMs: number): Promise<{ id: number; paymentId: string | null }[]> {
    const rows: { id: string; payment_id: string | null }[] = await this.dataSource.query(
      `SELECT id, payment_id FROM payment_events WHERE processed_at IS NULL AND received_at < now() - $1 * interval '1 millisecond' ORDER BY id LIMIT 100`,
      [olderThanMs],
    );
    return rows.map((r) => ({ id: Number(r.id), paymentId: r.payment_id }));
  }
}
