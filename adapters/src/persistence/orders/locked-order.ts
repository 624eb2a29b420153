import type { EntityManager } from 'typeorm';
import type { OrderCustomer } from '@shop/application';
import type { Order, Result } from '@shop/domain';
import { toDomainOrder, type LockedLineRow, type LockedOrderRow } from './order.mapper';

export interface LockedOrder {
  readonly row: LockedOrderRow & { user_id: number; delivery_phone: string | null };
  readonly lines: LockedLineRow[];
  readonly order: Order;
  readonly customer: OrderCustomer;
}

/** The order and its lines with the order row locked until the transaction ends. */
export async function lockOrder(manager: EntityManager, orderId: number): Promise<LockedOrder | null> {
  const [row]: (LockedOrder['row'] & { email: string | null; user_email: string; full_name: string | null })[] = await manager.query(
    `SELECT o.id, o.user_id, o.status, o.is_approved, o.delivery_type, o.delivery_address_full, o.delivery_price_kopecks, o.created_at,
            o.confirmed_at, o.paid_at, o.payment_id, o.email, o.full_name, o.delivery_phone, u.email AS user_email
     FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId],
  );
  if (!row) return null;
  const lines: LockedLineRow[] = await manager.query(
    `SELECT id, line_key, product_id, title, unit_price_kopecks, quantity, composition FROM order_lines WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return { row, lines, order: toDomainOrder(row, lines), customer: { email: row.email ?? row.user_email, fullName: row.full_name } };
}

/**
 * Applies a domain command to a locked order and stores the outcome with its transition record.
 * Null when there is no such order.
 */
export async function transitionLocked<E>(
  manager: EntityManager,
  orderId: number,
  actorUserId: number | null,
  decide: (order: Order) => Result<Order, E>,
  note: string | null = null,
): Promise<{ locked: LockedOrder; result: Result<Order, E> } | null> {
  const locked = await lockOrder(manager, orderId);
  if (!locked) return null;
  const result = decide(locked.order);
  if (!result.ok) return { locked, result };
  const next = result.value;
  await manager.query(
    `UPDATE orders SET status = $2, is_approved = $3, delivery_price_kopecks = $4, confirmed_at = $5,
       canceled_at = CASE WHEN $2 = 'canceled' THEN now() ELSE canceled_at END, paid_at = $6, payment_id = $7
     WHERE id = $1`,
    [next.id, next.status, next.isApproved, next.deliveryPrice?.kopecks ?? null, next.confirmedAt, next.payment?.paidAt ?? null, next.payment?.paymentId ?? null],
  );
  await manager.query(`INSERT INTO order_events (order_id, from_status, to_status, actor_user_id, note) VALUES ($1, $2, $3, $4, $5)`, [
    next.id,
    locked.order.status,
    next.status,
    actorUserId,
    note,
  ]);
  return { locked, result };
}
