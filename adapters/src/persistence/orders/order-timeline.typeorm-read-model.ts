import { Injectable } from '@nestjs/common';
import { OrderTimelineReadModel, type RecordedOrderFact } from '@shop/application';
import { isEntityId, Money, type DeliveryType, type OrderHistoryFact, type OrderTimelineContext, type UserRole } from '@shop/domain';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { CHANGE_REQUEST_OVERRIDDEN } from './order.typeorm-repository';

interface OrderRow {
  readonly delivery_type: DeliveryType;
  readonly delivery_price_kopecks: number | null;
  readonly refund_kopecks: number | null;
  readonly refund_reason: string | null;
}

interface FactRow {
  readonly at: Date;
  readonly source: 'status' | 'fulfilment' | 'audit';
  readonly from_status: string | null;
  readonly to_status: string | null;
  readonly note: string | null;
  readonly action: string | null;
  readonly reason: string | null;
  readonly lines: number | null;
  readonly actor_id: number | null;
  readonly actor_email: string | null;
  readonly actor_role: UserRole | null;
}

const toFact = (row: FactRow): OrderHistoryFact => {
  if (row.source === 'audit') return { kind: 'audit', action: row.action ?? '', reason: row.reason, lines: row.lines ?? 0 };
  if (row.source === 'fulfilment')
    return { kind: 'fulfilment', from: row.from_status ?? '', to: row.to_status ?? '', overrode: row.note === CHANGE_REQUEST_OVERRIDDEN };
  return { kind: 'status', from: row.from_status ?? '', to: row.to_status ?? '', note: row.note, byActor: row.actor_id !== null };
};

/** The order's history rows (order_events) and its audit trail (audit_log), merged by time, each with its actor's account. */
@Injectable()
export class OrderTimelineTypeormReadModel extends OrderTimelineReadModel {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async of(orderId: number): Promise<{ context: OrderTimelineContext; facts: RecordedOrderFact[] } | null> {
    if (!isEntityId(orderId)) return null;
    const db = this.transaction.manager();
    const [order]: OrderRow[] = await db.query(
      `SELECT o.delivery_type, o.delivery_price_kopecks, r.amount_kopecks AS refund_kopecks, r.reason AS refund_reason
         FROM orders o LEFT JOIN refunds r ON r.order_id = o.id
        WHERE o.id = $1`,
      [orderId],
    );
    if (!order) return null;
    const rows: FactRow[] = await db.query(
      `SELECT f.*, u.email AS actor_email, u.role AS actor_role FROM (
         SELECT e.created_at AS at, e.kind AS source, e.from_status, e.to_status, e.note, NULL AS action, NULL AS reason, NULL::int AS lines,
                e.actor_user_id AS actor_id, 0 AS rank, e.id AS seq
           FROM order_events e WHERE e.order_id = $1
         UNION ALL
         SELECT a.created_at, 'audit', NULL, NULL, NULL, a.action, a.snapshot->>'reason',
                CASE WHEN jsonb_typeof(a.snapshot->'lines') = 'array' THEN jsonb_array_length(a.snapshot->'lines') END,
                a.actor_user_id, 1, a.id
           FROM audit_log a WHERE a.entity = 'order' AND a.entity_id = $1::text
       ) f LEFT JOIN users u ON u.id = f.actor_id
       ORDER BY f.at, f.rank, f.seq`,
      [orderId],
    );
    const money = (kopecks: number | null) => (kopecks === null ? null : Money.ofKopecks(Number(kopecks)));
    return {
      context: {
        deliveryType: order.delivery_type,
        deliveryPrice: money(order.delivery_price_kopecks),
        refund: order.refund_kopecks === null ? null : { amount: Money.ofKopecks(Number(order.refund_kopecks)), reason: order.refund_reason ?? '' },
      },
      facts: rows.map((row) => ({
        at: new Date(row.at),
        fact: toFact(row),
        actor:
          row.actor_id === null || row.actor_email === null || row.actor_role === null
            ? null
            : { userId: row.actor_id, email: row.actor_email, role: row.actor_role },
      })),
    };
  }
}
