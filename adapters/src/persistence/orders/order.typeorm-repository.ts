import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderRepository } from '@shop/application';
import { isEntityId, type Order, type OrderEvent } from '@shop/domain';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { LINE_COLUMNS, ORDER_COLUMNS, ORDER_VALUE_COLUMNS, lineValues, orderValues, toOrder, type OrderLineRow, type OrderRow } from './order-row.mapper';

const placeholders = ORDER_VALUE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
// Everything but the id and the owner may change after placing ($1 and $2 name the row); the consent is given with the contact.
const assignments = ORDER_VALUE_COLUMNS.flatMap((column, i) => (column === 'id' || column === 'user_id' ? [] : [`${column} = $${i + 1}`]));
const CONSENT_PARAMETER = `$${ORDER_VALUE_COLUMNS.indexOf('contact_submitted_at') + 1}`;

/** The note of a stage the admin marked over the customer's «Хочу изменить» (the read model lists these rows). */
export const CHANGE_REQUEST_OVERRIDDEN = 'override: the customer asked to change the bouquet';

interface HistoryRow {
  readonly kind: 'status' | 'fulfilment';
  readonly from: string;
  readonly to: string;
  readonly note: string | null;
  readonly at: Date;
}

function historyRow(order: Order, event: OrderEvent): HistoryRow | null {
  if (event.type === 'status-changed') {
    const note = event.command === 'markPaid' ? `payment ${order.payment?.paymentId}` : event.command === 'cancelByShop' ? order.cancelReason : null;
    return { kind: 'status', from: event.from, to: event.to, note, at: event.at };
  }
  if (event.type === 'fulfilment-advanced') {
    const note = event.overrodeChangeRequest ? CHANGE_REQUEST_OVERRIDDEN : null;
    return { kind: 'fulfilment', from: event.from ?? 'not_started', to: event.to, note, at: event.at };
  }
  return null;
}

/** Stores what the Order aggregate decided; it decides nothing and computes no money itself. */
@Injectable()
export class OrderTypeormRepository extends OrderRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async nextId(): Promise<number> {
    const [{ id }]: { id: number }[] = await this.transaction.manager().query(`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
    return id;
  }

  async loadForUpdate(orderId: number): Promise<Order | null> {
    if (!isEntityId(orderId)) return null;
    const manager = this.transaction.transactionManager();
    const [row]: OrderRow[] = await manager.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE OF o`, [orderId]);
    if (!row) return null;
    const lines: OrderLineRow[] = await manager.query(`SELECT ${LINE_COLUMNS} FROM order_lines WHERE order_id = $1 ORDER BY id`, [orderId]);
    return toOrder(row, lines);
  }

  async save(order: Order, actorUserId: number | null): Promise<void> {
    await this.transaction.run(async () => {
      const manager = this.transaction.manager();
      if (order.events.some((event) => event.type === 'placed')) await this.insert(manager, order);
      else await this.update(manager, order, actorUserId);
      await this.recordHistory(manager, order, actorUserId);
    });
  }

  private async insert(manager: EntityManager, order: Order): Promise<void> {
    await manager.query(`INSERT INTO orders (${ORDER_VALUE_COLUMNS.join(', ')}) VALUES (${placeholders})`, orderValues(order));
    await manager.query(
      `INSERT INTO order_lines (order_id, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition)
       SELECT $1, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition
       FROM jsonb_to_recordset($2::jsonb) AS x(line_key text, product_id int, title text, unit_price_kopecks int, quantity int, image_url text, composition jsonb)`,
      [order.id, JSON.stringify(lineValues(order))],
    );
  }

  private async update(manager: EntityManager, order: Order, actorUserId: number | null): Promise<void> {
    await manager.query(
      `UPDATE orders SET ${assignments.join(', ')}, personal_data_consent_at = ${CONSENT_PARAMETER} WHERE id = $1 AND user_id = $2`,
      orderValues(order),
    );
    for (const event of order.events) {
      if (event.type === 'lines-removed') await this.removeLines(manager, order.id, event, actorUserId);
      if (event.type === 'deleted') await this.auditDeletion(manager, order.id, event, actorUserId);
    }
  }

  /** The removed lines leave a snapshot of their rows in the audit log. */
  private async removeLines(manager: EntityManager, orderId: number, event: Extract<OrderEvent, { type: 'lines-removed' }>, actorUserId: number | null) {
    const ids = event.lines.map((line) => line.id);
    await manager.query(
      `INSERT INTO audit_log (actor_user_id, action, entity, entity_id, snapshot, created_at)
       SELECT $1, 'order.line_deleted', 'order', $2, jsonb_build_object('lines', jsonb_agg(to_jsonb(l) ORDER BY l.id)), $4
       FROM order_lines l WHERE l.id = ANY($3)`,
      [actorUserId, String(orderId), ids, event.at],
    );
    await manager.query(`DELETE FROM order_lines WHERE order_id = $1 AND id = ANY($2)`, [orderId, ids]);
  }

  /**
   * The admin's deletion leaves a snapshot of the order's row and lines, and the reason given, in
   * the audit log; the row stays (off the admin's lists by its deleted_at) for the customer's history.
   */
  private async auditDeletion(manager: EntityManager, orderId: number, event: Extract<OrderEvent, { type: 'deleted' }>, actorUserId: number | null) {
    await manager.query(
      `INSERT INTO audit_log (actor_user_id, action, entity, entity_id, snapshot, created_at)
       SELECT $1, 'order.deleted', 'order', $2,
              jsonb_build_object('order', to_jsonb(o), 'lines', (SELECT coalesce(jsonb_agg(to_jsonb(l) ORDER BY l.id), '[]') FROM order_lines l WHERE l.order_id = o.id), 'reason', $5::text), $4
       FROM orders o WHERE o.id = $3`,
      [actorUserId, String(orderId), orderId, event.at, event.reason],
    );
  }

  /** The history: one row per status transition or fulfilment stage, with who made it and, for a payment, which one. */
  private async recordHistory(manager: EntityManager, order: Order, actorUserId: number | null): Promise<void> {
    for (const event of order.events) {
      const row = historyRow(order, event);
      if (!row) continue;
      await manager.query(`INSERT INTO order_events (order_id, kind, from_status, to_status, actor_user_id, note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        order.id,
        row.kind,
        row.from,
        row.to,
        actorUserId,
        row.note,
        row.at,
      ]);
    }
  }
}
