import { bulkDeleteConfirmation, ok, selectBulkDeletable, type OrderError, type Result } from '@shop/domain';
import type { AdminOrderDto } from '../api/admin-api.types';

/** Spec §4 'Admin lists': selection and hiding are local UI state only, never sent anywhere. */
export interface ListMarks {
  readonly selected: ReadonlySet<number>;
  readonly hidden: ReadonlySet<number>;
}

export const NO_MARKS: ListMarks = { selected: new Set(), hidden: new Set() };

export function toggleSelected(marks: ListMarks, orderId: number): ListMarks {
  const selected = new Set(marks.selected);
  if (!selected.delete(orderId)) selected.add(orderId);
  return { ...marks, selected };
}

/** Hides the selected orders and clears the selection. */
export function hideSelected(marks: ListMarks): ListMarks {
  return { selected: new Set(), hidden: new Set([...marks.hidden, ...marks.selected]) };
}

/** Clears the hidden list. */
export function showAll(marks: ListMarks): ListMarks {
  return { ...marks, hidden: new Set() };
}

export function clearSelection(marks: ListMarks): ListMarks {
  return { ...marks, selected: new Set() };
}

/** Forgets marks of orders that are no longer in the list (deleted meanwhile). */
export function pruneMarks(marks: ListMarks, orderIds: readonly number[]): ListMarks {
  const present = new Set(orderIds);
  const keep = (ids: ReadonlySet<number>) => new Set([...ids].filter((id) => present.has(id)));
  const selected = keep(marks.selected);
  const hidden = keep(marks.hidden);
  return selected.size === marks.selected.size && hidden.size === marks.hidden.size ? marks : { selected, hidden };
}

export function visibleOrders<T extends { readonly order_id: number }>(orders: readonly T[], marks: ListMarks): T[] {
  return orders.filter((order) => !marks.hidden.has(order.order_id));
}

/** The header's prompt or count. */
export function selectionSummary(marks: ListMarks): string {
  return marks.selected.size > 0 ? `Выбрано заказов: ${marks.selected.size}` : 'Нажмите на карточку заказа, чтобы выбрать его';
}

export interface BulkDeletePlan {
  readonly orderIds: readonly number[];
  /** Spec §5 wording: 'Удалить N заказ(ов)? Это действие необратимо.' */
  readonly confirmation: string;
  /** Selected orders left out: paid, or without lines. */
  readonly skipped: number;
}

/** Spec §5: only selected orders that are not paid and have at least one line; none → 'Нет заказов для удаления'. */
export function planBulkDelete(orders: readonly AdminOrderDto[], marks: ListMarks): Result<BulkDeletePlan, OrderError> {
  const selected = orders
    .filter((order) => marks.selected.has(order.order_id))
    .map((order) => ({ orderId: order.order_id, allowedActions: order.allowed_actions, lineCount: order.items.length }));
  const deletable = selectBulkDeletable(selected);
  if (!deletable.ok) return deletable;
  const orderIds = deletable.value.map((order) => order.orderId);
  return ok({ orderIds, confirmation: bulkDeleteConfirmation(orderIds.length), skipped: selected.length - orderIds.length });
}

/** What the admin reads after a bulk delete: deleted, failed and skipped orders. */
export function bulkDeleteReport(requested: number, failed: number, skipped: number): { ok: boolean; text: string } {
  const parts = [`Удалено заказов: ${requested - failed}.`];
  if (failed > 0) parts.push(`Не удалось удалить: ${failed}.`);
  if (skipped > 0) parts.push(`Пропущено оплаченных или пустых: ${skipped}.`);
  return { ok: failed === 0, text: parts.join(' ') };
}
