import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExportReadModel } from '@shop/application';
import { Money, type AdminListFilter, type MoneyMovementRow, type OrderExportRow, type PaymentReceipt } from '@shop/domain';
import { instantDayConditions, listConditions, orderFilterConditions } from '../orders/admin-list.sql';
import { cursorRows } from './database-cursor';

interface OrderRow {
  id: number;
  created_at: Date;
  status: string;
  full_name: string | null;
  delivery_phone: string | null;
  email: string | null;
  delivery_type: string;
  delivery_address_full: string | null;
  delivery_date: string | null;
  delivery_slot: string | null;
  goods_total_kopecks: number;
  delivery_price_kopecks: number | null;
  promo_code: string | null;
  discount_kopecks: number;
  paid_at: Date | null;
  refunded_at: Date | null;
}

interface MovementRow {
  kind: 'payment' | 'refund';
  id: string;
  payment_id: string;
  order_id: number | null;
  full_name: string | null;
  at: Date;
  amount_kopecks: number;
  status: string;
  receipt: PaymentReceipt | null;
  reason: string | null;
}

@Injectable()
export class ExportTypeormReadModel extends ExportReadModel {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async *orders(filter: AdminListFilter): AsyncIterable<OrderExportRow> {
    const parameters: unknown[] = [];
    const where = listConditions('listed', filter, parameters).join(' AND ');
    const sql = `SELECT o.id, o.created_at, o.status, o.full_name, o.delivery_phone, o.email, o.delivery_type, o.delivery_address_full,
                        to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_slot, o.goods_total_kopecks,
                        o.delivery_price_kopecks, o.promo_code, o.discount_kopecks, o.paid_at, o.refunded_at
                 FROM orders o WHERE ${where} ORDER BY o.created_at, o.id`;
    for await (const row of cursorRows<OrderRow>(this.dataSource, sql, parameters))
      yield {
        orderId: row.id,
        createdAt: row.created_at,
        status: row.status,
        customerName: row.full_name,
        phone: row.delivery_phone,
        email: row.email,
        deliveryType: row.delivery_type,
        address: row.delivery_address_full,
        deliveryDate: row.delivery_date,
        deliverySlot: row.delivery_slot,
        goodsTotal: Money.ofKopecks(row.goods_total_kopecks),
        deliveryPrice: row.delivery_price_kopecks === null ? null : Money.ofKopecks(row.delivery_price_kopecks),
        promoCode: row.promo_code,
        discount: Money.ofKopecks(row.discount_kopecks),
        paidAt: row.paid_at,
        refundedAt: row.refunded_at,
      };
  }

  async *moneyMovements(filter: AdminListFilter): AsyncIterable<MoneyMovementRow> {
    const parameters: unknown[] = [];
    // Money is placed in days by when it moved; with date_field=delivery the orders' delivery days bound it instead.
    const ofOrder = (
      filter.dateField === 'delivery' ? listConditions('listed', filter, parameters) : ['o.deleted_at IS NULL', ...orderFilterConditions(filter, parameters)]
    ).join(' AND ');
    const moved = (column: string) => (filter.dateField === 'delivery' ? [] : instantDayConditions(column, filter, parameters));
    const payments = [`p.status = 'succeeded'`, ...moved('p.succeeded_at')].join(' AND ');
    const refunds = moved('r.created_at');
    const sql = `SELECT * FROM (
                   SELECT 'payment' AS kind, p.id, p.id AS payment_id, o.id AS order_id, o.full_name, p.succeeded_at AS at,
                          p.amount_kopecks, p.status, p.receipt, NULL AS reason
                   FROM payments p JOIN orders o ON o.id = p.order_id WHERE ${payments} AND ${ofOrder}
                   UNION ALL
                   SELECT 'refund', r.id, r.payment_id, o.id, o.full_name, r.created_at, r.amount_kopecks, r.status, NULL, r.reason
                   FROM refunds r JOIN orders o ON o.id = r.order_id WHERE ${[...refunds, ofOrder].join(' AND ')}
                 ) movements ORDER BY at, id`;
    for await (const row of cursorRows<MovementRow>(this.dataSource, sql, parameters))
      yield {
        kind: row.kind,
        id: row.id,
        paymentId: row.payment_id,
        orderId: row.order_id,
        customerName: row.full_name,
        at: row.at,
        amount: Money.ofKopecks(row.amount_kopecks),
        status: row.status,
        receipt: row.receipt,
        reason: row.reason,
      };
  }
}
