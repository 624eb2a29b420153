import { MAX_REASON_LENGTH, reasonText } from '../shared/reason-text';
import { err, ok, type Result } from '../shared/result';
import type { OrderAction } from './order.entity';
import { ORDER_ERRORS, type OrderError } from './order.errors';

/** The longest reason the admin may give the customer for canceling their order. */
export const MAX_CANCEL_REASON_LENGTH = MAX_REASON_LENGTH;

/** What the customer reads when the admin deleted their order without saying why. */
export const DEFAULT_CANCEL_REASON = 'Магазин не сможет выполнить этот заказ';

/**
 * The reason the admin gives for deleting an order or its last line, as the customer will read it:
 * trimmed, at most MAX_CANCEL_REASON_LENGTH characters; none given reads DEFAULT_CANCEL_REASON.
 */
export const cancelReason = (input: unknown): Result<string, OrderError> => {
  const blank = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  if (blank) return ok(DEFAULT_CANCEL_REASON);
  const text = reasonText(input);
  return text === null ? err(ORDER_ERRORS.cancelReasonInvalid) : ok(text);
};

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
