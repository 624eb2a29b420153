import { err, ok, type Result } from '../shared/result';
import { ORDER_ERRORS, type OrderError } from './order.errors';

/** Null when the order may be deleted: a paid order never is. */
export const orderDeletionError = (order: { readonly status: string }): OrderError | null =>
  order.status === 'paid' ? ORDER_ERRORS.paidOrderNotDeletable : null;

/** Null when a line may be removed from the order: never from a paid one. */
export const orderLineDeletionError = (order: { readonly status: string }): OrderError | null =>
  order.status === 'paid' ? ORDER_ERRORS.paidLineNotDeletable : null;

export interface BulkDeleteCandidate {
  readonly status: string;
  readonly lineCount: number;
}

/** Spec §5: bulk delete takes only orders that are not paid and have at least one line. */
export const isBulkDeletable = (order: BulkDeleteCandidate): boolean =>
  orderDeletionError(order) === null && order.lineCount > 0;

/** The selected orders to delete, or 'Нет заказов для удаления' when none qualifies. */
export const selectBulkDeletable = <T extends BulkDeleteCandidate>(selected: readonly T[]): Result<T[], OrderError> => {
  const deletable = selected.filter(isBulkDeletable);
  return deletable.length > 0 ? ok(deletable) : err(ORDER_ERRORS.nothingToDelete);
};
