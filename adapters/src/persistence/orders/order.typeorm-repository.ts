import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { OrderRepository } from '@shop/application';
import { isEntityId, type Order, type OrderEvent, type OrderLine } from '@shop/domain';
import { recordAudit, storedRow } from '../audit/audit-trail';
import { nextIdentity } from '../shared/identity-sequence';
import { insertRows } from '../shared/insert-rows';
import { TypeormTransactionRunner } from '../transaction/typeorm-transaction.runner';
import { OrderEventOrmEntity } from './order-event.orm-entity';
import { OrderLineOrmEntity } from './order-line.orm-entity';
import { OrderOrmEntity } from './order.orm-entity';
import { lineToPersistence, toDomain, toPersistence } from './order.mapper';

/** The note of a stage the admin marked over the customer's «Хочу изменить» (the read model lists these rows). */
export const CHANGE_REQUEST_OVERRIDDEN = 'override: the customer asked to change the bouquet';

type HistoryRow = Pick<OrderEventOrmEntity, 'kind' | 'fromStatus' | 'toStatus' | 'note' | 'createdAt'>;

function historyRow(order: Order, event: OrderEvent): HistoryRow | null {
  if (event.type === 'status-changed') {
    const note = event.command === 'markPaid' ? `payment ${order.payment?.paymentId}` : event.command === 'cancelByShop' ? order.cancelReason : null;
    return { kind: 'status', fromStatus: event.from, toStatus: event.to, note, createdAt: event.at };
  }
  if (event.type === 'fulfilment-advanced') {
    const note = event.overrodeChangeRequest ? CHANGE_REQUEST_OVERRIDDEN : null;
    return { kind: 'fulfilment', fromStatus: event.from ?? 'not_started', toStatus: event.to, note, createdAt: event.at };
  }
  return null;
}

/** Stores what the Order aggregate decided; it decides nothing and computes no money itself. */
@Injectable()
export class OrderTypeormRepository extends OrderRepository {
  constructor(private readonly transaction: TypeormTransactionRunner) {
    super();
  }

  nextId(): Promise<number> {
    return nextIdentity(this.transaction.manager(), OrderOrmEntity);
  }

  async loadForUpdate(orderId: number): Promise<Order | null> {
    if (!isEntityId(orderId)) return null;
    const manager = this.transaction.transactionManager();
    const row = await manager.findOne(OrderOrmEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!row) return null;
    return toDomain(row, await manager.find(OrderLineOrmEntity, { where: { orderId }, order: { id: 'ASC' } }));
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
    await insertRows(manager, OrderOrmEntity, toPersistence(order));
    await insertRows(
      manager,
      OrderLineOrmEntity,
      order.lines.map((line) => lineToPersistence(order.id, line)),
    );
  }

  private async update(manager: EntityManager, order: Order, actorUserId: number | null): Promise<void> {
    // Everything but the id and the owner may change after placing; both name the row.
    const { id, userId, ...changes } = toPersistence(order);
    await manager.update(OrderOrmEntity, { id, userId }, changes);
    for (const event of order.events) {
      if (event.type === 'lines-removed') await this.removeLines(manager, order.id, event, actorUserId);
      if (event.type === 'deleted') await this.auditDeletion(manager, order, event, actorUserId);
      if (event.type === 'photo-attached') {
        const entry = { actorUserId, action: 'order.photo_attached', entity: 'order', entityId: order.id, at: event.at } as const;
        await recordAudit(manager, entry, { url: event.url, replaced: event.replaced });
      }
    }
  }

  /** The removed lines leave a snapshot of their rows in the audit log. */
  private async removeLines(manager: EntityManager, orderId: number, event: Extract<OrderEvent, { type: 'lines-removed' }>, actorUserId: number | null) {
    const lines = [...event.lines].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    await recordAudit(
      manager,
      { actorUserId, action: 'order.line_deleted', entity: 'order', entityId: orderId, at: event.at },
      { lines: lines.map((line) => this.storedLine(manager, orderId, line)), reason: event.reason },
    );
    await manager.delete(OrderLineOrmEntity, { orderId, id: In(lines.map((line) => String(line.id))) });
  }

  /**
   * The admin's deletion leaves a snapshot of the order's row and lines, and the reason given, in
   * the audit log; the row stays (off the admin's lists by its deleted_at) for the customer's history.
   */
  private async auditDeletion(manager: EntityManager, order: Order, event: Extract<OrderEvent, { type: 'deleted' }>, actorUserId: number | null) {
    const snapshot = {
      order: storedRow(manager, OrderOrmEntity, toPersistence(order)),
      lines: order.lines.map((line) => this.storedLine(manager, order.id, line)),
      reason: event.reason,
    };
    await recordAudit(manager, { actorUserId, action: 'order.deleted', entity: 'order', entityId: order.id, at: event.at }, snapshot);
  }

  private storedLine(manager: EntityManager, orderId: number, line: OrderLine): Record<string, unknown> {
    return storedRow(manager, OrderLineOrmEntity, { id: String(line.id), ...lineToPersistence(orderId, line) });
  }

  /** The history: one row per status transition or fulfilment stage, with who made it and, for a payment, which one. */
  private async recordHistory(manager: EntityManager, order: Order, actorUserId: number | null): Promise<void> {
    const rows = order.events.flatMap((event) => {
      const row = historyRow(order, event);
      return row ? [{ ...row, orderId: order.id, actorUserId }] : [];
    });
    if (rows.length > 0) await insertRows(manager, OrderEventOrmEntity, rows);
  }
}
