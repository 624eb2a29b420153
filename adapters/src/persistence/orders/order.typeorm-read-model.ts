import { Injectable } from '@nestjs/common';
import { OrderReadModel } from '@shop/application';
import { isEntityId, Money, type CustomerOrderView, type FulfilmentStage, type OrderWithAccount, type PaidOrderView, type Refund } from '@shop/domain';
import { REFUND_COLUMNS, toRefund } from '../payments/payment.typeorm-repository';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { LINE_COLUMNS, ORDER_COLUMNS, groupLines, toOrder, type OrderLineRow, type OrderRow } from './order-row.mapper';
import { CHANGE_REQUEST_OVERRIDDEN } from './order.typeorm-repository';

type AccountRow = OrderRow & { username: string; account_email: string };
type OverrideRow = { order_id: number; stage: FulfilmentStage; admin: string | null; at: Date };

/** Orders for the lists: one query for the orders, one for all their lines (and one each for payments and refunds where a list shows them). */
@Injectable()
export class OrderTypeormReadModel extends OrderReadModel {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async ofCustomer(customerId: number): Promise<CustomerOrderView[]> {
    const orders = await this.withAccounts(`WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`, [customerId]);
    const paymentIds = orders.flatMap(({ order }) => (order.payment ? [order.payment.paymentId] : []));
    const payments: { id: string; amount_kopecks: number }[] = paymentIds.length === 0 ? [] : await this.query(`SELECT id, amount_kopecks FROM payments WHERE id = ANY($1)`, [paymentIds]);
    const amounts = new Map(payments.map((payment) => [payment.id, Money.ofKopecks(payment.amount_kopecks)]));
    const refunds = await this.refundsOf(orders);
    return orders.map((view) => ({
      ...view,
      paidAmount: (view.order.payment && amounts.get(view.order.payment.paymentId)) ?? null,
      refunds: refunds.filter((refund) => refund.orderId === view.order.id),
    }));
  }

  pending(): Promise<OrderWithAccount[]> {
    return this.withAccounts(`WHERE o.status = 'pending' ORDER BY o.created_at ASC, o.id`);
  }

  /** Without the orders the admin deleted: those stay only in their customers' histories. */
  all(): Promise<OrderWithAccount[]> {
    return this.withAccounts(`WHERE o.deleted_at IS NULL ORDER BY o.created_at DESC, o.id`);
  }

  async paid(): Promise<PaidOrderView[]> {
    return this.paidViews(await this.withAccounts(`WHERE o.status IN ('paid', 'refunded') ORDER BY o.paid_at DESC, o.id DESC`));
  }

  /** Mirrors Order.fulfilmentDay (the chosen date, else the Moscow day of payment), so the partial index serves it. */
  async toFulfilOn(date: string): Promise<PaidOrderView[]> {
    return this.paidViews(
      await this.withAccounts(`WHERE o.status = 'paid' AND coalesce(o.delivery_date, ((o.paid_at AT TIME ZONE 'UTC') + interval '3 hours')::date) = $1::date`, [date]),
    );
  }

  async byId(orderId: number): Promise<OrderWithAccount | null> {
    if (!isEntityId(orderId)) return null;
    const [found] = await this.withAccounts(`WHERE o.id = $1`, [orderId]);
    return found ?? null;
  }

  async confirmedBefore(cutoff: Date): Promise<number[]> {
    const rows: { id: number }[] = await this.query(
      `SELECT id FROM orders WHERE status = 'confirmed' AND coalesce(confirmed_at, created_at) <= $1 ORDER BY id LIMIT 500`,
      [cutoff],
    );
    return rows.map((row) => row.id);
  }

  private async withAccounts(condition: string, parameters: unknown[] = []): Promise<OrderWithAccount[]> {
    const rows: AccountRow[] = await this.query(
      `SELECT ${ORDER_COLUMNS}, u.username, u.email AS account_email FROM orders o JOIN users u ON u.id = o.user_id ${condition}`,
      parameters,
    );
    const lines = await this.linesOf(rows);
    return rows.map((row) => ({ order: toOrder(row, lines.get(row.id) ?? []), account: { username: row.username, email: row.account_email } }));
  }

  /** Each with its refund and the stages marked over a change request (who and when, from the history). */
  private async paidViews(orders: OrderWithAccount[]): Promise<PaidOrderView[]> {
    const ids = orders.map((view) => view.order.id);
    if (ids.length === 0) return [];
    const refunds = await this.refundsOf(orders);
    const overrides: OverrideRow[] = await this.query(
      `SELECT e.order_id, e.to_status AS stage, u.username AS admin, e.created_at AS at
       FROM order_events e LEFT JOIN users u ON u.id = e.actor_user_id
       WHERE e.order_id = ANY($1) AND e.kind = 'fulfilment' AND e.note = $2 ORDER BY e.id`,
      [ids, CHANGE_REQUEST_OVERRIDDEN],
    );
    return orders.map((view) => ({
      ...view,
      refund: refunds.find((refund) => refund.orderId === view.order.id) ?? null,
      overrides: overrides.filter((row) => row.order_id === view.order.id).map(({ stage, admin, at }) => ({ stage, admin, at })),
    }));
  }

  /** The refunds of these orders, oldest first. */
  private async refundsOf(orders: readonly OrderWithAccount[]): Promise<Refund[]> {
    const ids = orders.map((view) => view.order.id);
    if (ids.length === 0) return [];
    const rows: Parameters<typeof toRefund>[0][] = await this.query(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE order_id = ANY($1) ORDER BY created_at, id`, [ids]);
    return rows.map(toRefund);
  }

  private async linesOf(orders: readonly OrderRow[]): Promise<Map<number, OrderLineRow[]>> {
    if (orders.length === 0) return new Map();
    const lines: OrderLineRow[] = await this.query(`SELECT ${LINE_COLUMNS} FROM order_lines WHERE order_id = ANY($1) ORDER BY id`, [orders.map((o) => o.id)]);
    return groupLines(lines);
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T> {
    return this.transaction.manager().query(sql, parameters);
  }
}
