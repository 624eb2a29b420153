import { err, ok, type Result } from '../shared/result';
import type { OrderAction } from './order.entity';
import { ORDER_ERRORS, type OrderError } from './order.errors';

export interface BulkDeleteCandidate {
  /** What the admin may do with the order, as the server said (`allowed_actions`). */
  readonly allowedActions: readonly OrderAction[];
  readonly lineCount: number;
}

/** Spec §5: bulk delete takes only orders that may be deleted (not paid) and have at least one line. */
export const isBulkDeletable = (order: BulkDeleteCandidate): boolean => order.allowedActions.includes('delete') && order.lineCount > 0;

/** The selected orders to delete, or 'Нет заказов для удаления' when none qualifies. */
export const selectBulkDeletable = <T extends BulkDeleteCandidate>(selected: readonly T[]): Result<T[], OrderError> => {
  const deletable = selected.filter(isBulkDeletable);
  return deletable.length > 0 ? ok(deletable) : err(ORDER_ERRORS.nothingToDelete);
};
