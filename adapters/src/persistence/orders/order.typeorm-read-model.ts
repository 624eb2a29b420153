import { Injectable } from '@nestjs/common';
import { IsNull, LessThanOrEqual, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
import { OrderReadModel, type DayFilter } from '@shop/application';
import {
  isEntityId,
  Money,
  type AdminListRequest,
  type CustomerOrderView,
  type Page,
  type FulfilmentStage,
  type OrderWithAccount,
  type PaidOrderView,
  type Refund,
} from '@shop/domain';
import { ClosingReceiptOrmEntity } from '../payments/closing-receipt.orm-entity';
import { toRefund } from '../payments/payment.mapper';
import { PaymentOrmEntity } from '../payments/payment.orm-entity';
import { RefundOrmEntity } from '../payments/refund.orm-entity';
import { AnyOf } from '../shared/find-operators';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { UserOrmEntity } from '../users/user.orm-entity';
import { adminListCountSql, adminListPageSql, orderFilterConditions, type AdminList } from './admin-list.sql';
import { OrderEventOrmEntity } from './order-event.orm-entity';
import { OrderLineOrmEntity } from './order-line.orm-entity';
import { OrderOrmEntity } from './order.orm-entity';
import { groupLines, toDomain } from './order.mapper';
import { CHANGE_REQUEST_OVERRIDDEN } from './order.typeorm-repository';

type Account = Pick<UserOrmEntity, 'username' | 'email'>;
type OrderWhere = FindOptionsWhere<OrderOrmEntity> | FindOptionsWhere<OrderOrmEntity>[];

const NEWEST_FIRST: FindOptionsOrder<OrderOrmEntity> = { createdAt: 'DESC', id: 'DESC' };

/** Orders for the lists: one query for the orders, one for their accounts, one for all their lines (and one each for payments and refunds where a list shows them). */
@Injectable()
export class OrderTypeormReadModel extends OrderReadModel {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  async ofCustomer(customerId: number): Promise<CustomerOrderView[]> {
    return this.withMoney(await this.withAccounts({ userId: customerId }, NEWEST_FIRST));
  }

  pendingPage(request: AdminListRequest): Promise<Page<OrderWithAccount>> {
    return this.page('pending', request);
  }

  listedPage(request: AdminListRequest): Promise<Page<OrderWithAccount>> {
    return this.page('listed', request);
  }

  async paidPage(request: AdminListRequest): Promise<Page<PaidOrderView>> {
    const page = await this.page('paid', request);
    return { ...page, items: await this.paidViews(page.items) };
  }

  withProductsPage(request: AdminListRequest): Promise<Page<OrderWithAccount>> {
    return this.page('withProducts', request);
  }

  /**
   * By the day the order stored (Order.fulfilmentDay), which the partial index serves. An order paid
   * by the previous release's replica during a rollout has none yet: the aggregate decides its day.
   */
  async toFulfilOn(date: string, filter: DayFilter): Promise<PaidOrderView[]> {
    const parameters: unknown[] = [date];
    const where = [`o.status = 'paid'`, '(o.fulfilment_day = $1::date OR o.fulfilment_day IS NULL)', ...orderFilterConditions(filter, parameters)];
    const rows: { id: number }[] = await this.manager.query(`SELECT o.id FROM orders o WHERE ${where.join(' AND ')}`, parameters);
    if (rows.length === 0) return [];
    const orders = await this.withAccounts({ id: AnyOf(rows.map((row) => row.id)) });
    return this.paidViews(orders.filter(({ order }) => order.fulfilmentDay() === date));
  }

  async byId(orderId: number): Promise<OrderWithAccount | null> {
    if (!isEntityId(orderId)) return null;
    const [found] = await this.withAccounts({ id: orderId });
    return found ?? null;
  }

  async confirmedBefore(cutoff: Date): Promise<number[]> {
    const rows = await this.manager.find(OrderOrmEntity, {
      select: { id: true },
      // Approved at or before the cutoff; an order without its approval time counts from its creation.
      where: [
        { status: 'confirmed', confirmedAt: LessThanOrEqual(cutoff) },
        { status: 'confirmed', confirmedAt: IsNull(), createdAt: LessThanOrEqual(cutoff) },
      ],
      order: { id: 'ASC' },
      take: 500,
    });
    return rows.map((row) => row.id);
  }

  /** One query for the page's ids (a row more tells whether there is a next page), one for the count, then the orders as the other lists load them. */
  private async page(list: AdminList, request: AdminListRequest): Promise<Page<OrderWithAccount>> {
    const pageSql = adminListPageSql(list, request);
    const countSql = adminListCountSql(list, request);
    const [rows, [{ total }]]: [{ id: number; key: string }[], { total: number }[]] = await Promise.all([
      this.manager.query(pageSql.text, pageSql.parameters),
      this.manager.query(countSql.text, countSql.parameters),
    ]);
    const shown = rows.slice(0, request.page.limit);
    const last = shown.at(-1);
    const byId = new Map((await this.withAccounts({ id: AnyOf(shown.map((row) => row.id)) })).map((view) => [view.order.id, view]));
    return {
      items: shown.flatMap((row) => byId.get(row.id) ?? []),
      total,
      next: rows.length > request.page.limit && last ? { key: last.key, id: last.id } : null,
    };
  }

  private get manager() {
    return this.transaction.manager();
  }

  private async withAccounts(where: OrderWhere, order?: FindOptionsOrder<OrderOrmEntity>): Promise<OrderWithAccount[]> {
    const rows = await this.manager.find(OrderOrmEntity, { where, order });
    const [accounts, lines] = await Promise.all([this.accounts(rows.map((row) => row.userId)), this.linesOf(rows)]);
    return rows.flatMap((row) => {
      const account = accounts.get(row.userId);
      return account ? [{ order: toDomain(row, lines.get(row.id) ?? []), account }] : [];
    });
  }

  private async accounts(userIds: readonly number[]): Promise<Map<number, Account>> {
    if (userIds.length === 0) return new Map();
    const users = await this.manager.find(UserOrmEntity, { select: { id: true, username: true, email: true }, where: { id: AnyOf([...new Set(userIds)]) } });
    return new Map(users.map(({ id, username, email }) => [id, { username, email }]));
  }

  /** Each with the amount and method of its payment and its refunds. */
  private async withMoney(orders: readonly OrderWithAccount[]): Promise<CustomerOrderView[]> {
    const paymentIds = orders.flatMap(({ order }) => (order.payment ? [order.payment.paymentId] : []));
    const payments =
      paymentIds.length === 0
        ? []
        : await this.manager.find(PaymentOrmEntity, { select: { id: true, amountKopecks: true, method: true }, where: { id: AnyOf(paymentIds) } });
    const byId = new Map(payments.map((payment) => [payment.id, payment]));
    const refunds = await this.refundsOf(orders);
    return orders.map((view) => ({
      ...view,
      ...this.paidBy(view, byId),
      refunds: refunds.filter((refund) => refund.orderId === view.order.id),
    }));
  }

  /** Each with its money, its closing receipt and the stages marked over a change request (who and when, from the history). */
  private async paidViews(orders: OrderWithAccount[]): Promise<PaidOrderView[]> {
    const ids = orders.map((view) => view.order.id);
    if (ids.length === 0) return [];
    const withMoney = await this.withMoney(orders);
    const closing = await this.manager.find(ClosingReceiptOrmEntity, { where: { orderId: AnyOf(ids) } });
    const overrides = await this.manager.find(OrderEventOrmEntity, {
      where: { orderId: AnyOf(ids), kind: 'fulfilment', note: CHANGE_REQUEST_OVERRIDDEN },
      order: { id: 'ASC' },
    });
    const admins = await this.accounts(overrides.flatMap((event) => (event.actorUserId === null ? [] : [event.actorUserId])));
    return withMoney.map((view) => ({
      ...view,
      closingReceipt: closing.find((receipt) => receipt.orderId === view.order.id) ?? null,
      overrides: overrides
        .filter((event) => event.orderId === view.order.id)
        .map((event) => ({
          stage: event.toStatus as FulfilmentStage,
          admin: event.actorUserId === null ? null : (admins.get(event.actorUserId)?.username ?? null),
          at: event.createdAt,
        })),
    }));
  }

  /** The amount and method of the payment that paid the order, by its row. */
  private paidBy({ order }: OrderWithAccount, payments: ReadonlyMap<string, Pick<PaymentOrmEntity, 'amountKopecks' | 'method'>>) {
    const payment = order.payment ? payments.get(order.payment.paymentId) : undefined;
    return { paidAmount: payment ? Money.ofKopecks(payment.amountKopecks) : null, paymentMethod: payment?.method ?? null };
  }

  /** The refunds of these orders, oldest first. */
  private async refundsOf(orders: readonly OrderWithAccount[]): Promise<Refund[]> {
    const ids = orders.map((view) => view.order.id);
    if (ids.length === 0) return [];
    const rows = await this.manager.find(RefundOrmEntity, { where: { orderId: AnyOf(ids) }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toRefund);
  }

  private async linesOf(orders: readonly OrderOrmEntity[]): Promise<Map<number, OrderLineOrmEntity[]>> {
    if (orders.length === 0) return new Map();
    const lines = await this.manager.find(OrderLineOrmEntity, { where: { orderId: AnyOf(orders.map((o) => o.id)) }, order: { id: 'ASC' } });
    return groupLines(lines);
  }
}
