import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StatsReadModel, type CalendarSpan } from '@shop/application';
import { Money, SHOP_TIME_ZONE, type FlowerSales, type ProductSales, type SalesDay, type SalesFunnel } from '@shop/domain';

// Reporting aggregates are sums over many rows, grouped by the Moscow day: plain SQL reads them
// best, each statement with its row type. $1/$2 are the span's first and last Moscow day, $3 the
// shop's time zone; an instant is in the span when it is at or after the first day's Moscow
// midnight and before the midnight after the last day (ranges the indexes of 1764200050000 serve).
const SPAN_START = `($1::date::timestamp AT TIME ZONE $3)`;
const SPAN_END = `(($2::date + 1)::timestamp AT TIME ZONE $3)`;
const inSpan = (column: string) => `${column} >= ${SPAN_START} AND ${column} < ${SPAN_END}`;
const moscowDay = (column: string) => `to_char(${column} AT TIME ZONE $3, 'YYYY-MM-DD')`;

interface SalesDayRow {
  date: string;
  paid_kopecks: string;
  paid_orders: number;
  refunded_kopecks: string;
  refunds: number;
}

interface ProductSalesRow {
  product_id: number;
  title: string;
  quantity: number;
  revenue_kopecks: string;
}

interface FlowerSalesRow {
  flower_id: number;
  title: string;
  stems: number;
  revenue_kopecks: string;
}

interface FunnelRow {
  views: number;
  carts: number;
  orders: number;
  approved: number;
  paid: number;
}

/**
 * Lines of the orders paid in the span and kept (a refunded order sold nothing). The lines are read
 * order by order through their (order_id, …) index: a month's few thousand orders, not every line
 * the shop ever sold (OFFSET 0 keeps the planner from flattening it into a scan and hash join).
 */
const soldLines = (join = '') => `
  FROM orders o CROSS JOIN LATERAL (SELECT * FROM order_lines WHERE order_lines.order_id = o.id OFFSET 0) l ${join}
  WHERE o.status = 'paid' AND ${inSpan('o.paid_at')}`;

@Injectable()
export class StatsTypeormReadModel extends StatsReadModel {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private query<Row>(sql: string, span: CalendarSpan, ...more: unknown[]): Promise<Row[]> {
    return this.dataSource.query(sql, [span.from, span.to, SHOP_TIME_ZONE, ...more]);
  }

  async salesDays(span: CalendarSpan): Promise<SalesDay[]> {
    const rows = await this.query<SalesDayRow>(
      `SELECT date, sum(paid_kopecks)::bigint AS paid_kopecks, sum(paid_orders)::int AS paid_orders,
              sum(refunded_kopecks)::bigint AS refunded_kopecks, sum(refunds)::int AS refunds
       FROM (
         SELECT ${moscowDay('succeeded_at')} AS date, amount_kopecks AS paid_kopecks, 1 AS paid_orders, 0 AS refunded_kopecks, 0 AS refunds
         FROM payments WHERE status = 'succeeded' AND incident IS NULL AND ${inSpan('succeeded_at')}
         UNION ALL
         SELECT ${moscowDay('created_at')}, 0, 0, amount_kopecks, 1
         FROM refunds WHERE status = 'succeeded' AND ${inSpan('created_at')}
       ) moves
       GROUP BY date ORDER BY date`,
      span,
    );
    return rows.map((row) => ({
      date: row.date,
      paidKopecks: Number(row.paid_kopecks),
      paidOrders: row.paid_orders,
      refundedKopecks: Number(row.refunded_kopecks),
      refunds: row.refunds,
    }));
  }

  async topProducts(span: CalendarSpan, limit: number): Promise<ProductSales[]> {
    const rows = await this.query<ProductSalesRow>(
      `SELECT l.product_id, (array_agg(l.title ORDER BY o.paid_at DESC))[1] AS title, sum(l.quantity)::int AS quantity,
              sum(l.unit_price_kopecks::bigint * l.quantity)::bigint AS revenue_kopecks
       ${soldLines()} AND l.product_id IS NOT NULL
       GROUP BY l.product_id ORDER BY quantity DESC, revenue_kopecks DESC, l.product_id LIMIT $4`,
      span,
      limit,
    );
    return rows.map((row) => ({ productId: row.product_id, title: row.title, quantity: row.quantity, revenue: Money.ofKopecks(Number(row.revenue_kopecks)) }));
  }

  async topFlowers(span: CalendarSpan, limit: number): Promise<FlowerSales[]> {
    const rows = await this.query<FlowerSalesRow>(
      `SELECT (f.entry->>'flower_id')::int AS flower_id, (array_agg(f.entry->>'title'))[1] AS title,
              sum(l.quantity * (f.entry->>'quantity')::int)::int AS stems,
              sum(l.quantity::bigint * (f.entry->>'quantity')::int * (f.entry->>'price_kopecks')::int)::bigint AS revenue_kopecks
       ${soldLines('CROSS JOIN LATERAL jsonb_array_elements(l.composition) AS f(entry)')}
       GROUP BY 1 ORDER BY stems DESC, revenue_kopecks DESC, 1 LIMIT $4`,
      span,
      limit,
    );
    return rows.map((row) => ({ flowerId: row.flower_id, title: row.title, stems: row.stems, revenue: Money.ofKopecks(Number(row.revenue_kopecks)) }));
  }

  async funnel(span: CalendarSpan): Promise<SalesFunnel> {
    const [row] = await this.query<FunnelRow>(
      `SELECT
         (SELECT coalesce(sum(views), 0)::int FROM page_views
          WHERE day BETWEEN $1::date AND $2::date AND page <> '/admin' AND page NOT LIKE '/admin/%') AS views,
         (SELECT count(DISTINCT user_id)::int FROM (
            SELECT user_id FROM cart_lines WHERE ${inSpan('created_at')}
            UNION SELECT user_id FROM orders WHERE ${inSpan('created_at')}) shoppers) AS carts,
         count(*)::int AS orders,
         count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS approved,
         count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid
       FROM orders WHERE ${inSpan('created_at')}`,
      span,
    );
    return row;
  }
}
