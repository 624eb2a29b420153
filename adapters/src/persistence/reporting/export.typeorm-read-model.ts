import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExportReadModel } from '@shop/application';
import { Money, searchTerms, SHOP_TIME_ZONE, type ExportFilter, type MoneyMovementRow, type OrderExportRow, type PaymentReceipt } from '@shop/domain';
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

/** The WHERE conditions of the lists' filters over `orders o`, with their parameters after `first`. */
function orderConditions(filter: ExportFilter, parameters: unknown[]): string[] {
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  const conditions = ['o.deleted_at IS NULL'];
  if (filter.status) conditions.push(`o.status = ${parameter(filter.status)}`);
  if (filter.deliveryType) conditions.push(`o.delivery_type = ${parameter(filter.deliveryType)}`);
  if (filter.q) {
    const terms = searchTerms(filter.q);
    const text = parameter(`%${terms.text.replace(/[\\%_]/g, '\\$&')}%`);
    const any = [`o.full_name ILIKE ${text}`, `o.email ILIKE ${text}`];
    if (terms.orderId !== null) any.push(`o.id = ${parameter(terms.orderId)}`);
    if (terms.phoneDigits !== null) any.push(`regexp_replace(o.delivery_phone, '\\D', '', 'g') LIKE ${parameter(`%${terms.phoneDigits}%`)}`);
    conditions.push(`(${any.join(' OR ')})`);
  }
  return conditions;
}

/** An instant column within the filter's Moscow days. */
function dayConditions(column: string, filter: ExportFilter, parameters: unknown[]): string[] {
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  const conditions: string[] = [];
  if (filter.from) conditions.push(`${column} >= (${parameter(filter.from)}::date::timestamp AT TIME ZONE ${parameter(SHOP_TIME_ZONE)})`);
  if (filter.to) conditions.push(`${column} < ((${parameter(filter.to)}::date + 1)::timestamp AT TIME ZONE ${parameter(SHOP_TIME_ZONE)})`);
  return conditions;
}

@Injectable()
export class ExportTypeormReadModel extends ExportReadModel {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async *orders(filter: ExportFilter): AsyncIterable<OrderExportRow> {
    const parameters: unknown[] = [];
    const where = [...orderConditions(filter, parameters), ...dayConditions('o.created_at', filter, parameters)].join(' AND ');
    const sql = `SELECT o.id, o.created_at, o.status, o.full_name, o.delivery_phone, o.email, o.delivery_type, o.delivery_address_full,
                        to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_slot, o.goods_total_kopecks,
                        o.delivery_price_kopecks, o.paid_at, o.refunded_at
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
        paidAt: row.paid_at,
        refundedAt: row.refunded_at,
      };
  }

  async *moneyMovements(filter: ExportFilter): AsyncIterable<MoneyMovementRow> {
    const parameters: unknown[] = [];
    const ofOrder = orderConditions(filter, parameters).join(' AND ');
    const payments = [`p.status = 'succeeded'`, ...dayConditions('p.succeeded_at', filter, parameters)].join(' AND ');
    const refunds = dayConditions('r.created_at', filter, parameters);
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
