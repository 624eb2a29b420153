import { err, ok, type Result } from '../shared/result';
import { FULFILMENT_ERRORS, MAX_PHOTO_COMMENT_LENGTH, type FulfilmentError } from './fulfilment.errors';

/** The customer's answer to the photo of their assembled order. */
export interface PhotoResponse {
  readonly approved: boolean;
  /** What to change (or a word of thanks); null when none was written. */
  readonly comment: string | null;
  readonly at: Date;
}

/** The florist's photo of the assembled order, and the customer's answer once given. */
export interface OrderPhoto {
  readonly url: string;
  readonly uploadedAt: Date;
  readonly response: PhotoResponse | null;
}

/** Reads the customer's answer as sent: `approved` must be a boolean, the comment at most 500 characters. */
export const photoResponse = (input: { readonly approved?: unknown; readonly comment?: unknown }, at: Date): Result<PhotoResponse, FulfilmentError> => {
  if (typeof input.approved !== 'boolean') return err(FULFILMENT_ERRORS.photoAnswerInvalid);
  if (input.comment !== undefined && input.comment !== null && typeof input.comment !== 'string') return err(FULFILMENT_ERRORS.photoAnswerInvalid);
  const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (comment.length > MAX_PHOTO_COMMENT_LENGTH) return err(FULFILMENT_ERRORS.photoCommentTooLong);
  return ok({ approved: input.approved, comment: comment === '' ? null : comment, at });
};

/** The shop hears of a customer's change request at most once per order in this many minutes (a flood of answers is one alert). */
export const PHOTO_ALERT_INTERVAL_MINUTES = 10;

/** Whether `next` says something other than `previous` (the first answer always does). */
export const photoAnswerChanged = (previous: PhotoResponse | null, next: PhotoResponse): boolean =>
  previous === null || previous.approved !== next.approved || previous.comment !== next.comment;

/**
 * Whether the customer's answer alerts the shop: a change request ('Хочу изменить') that differs
 * from their previous answer to the photo, when no photo alert of the order went out in the last
 * PHOTO_ALERT_INTERVAL_MINUTES. An answer kept back is on the admin's card, and the next alert
 * carries the answer as it then stands.
 */
export const photoAnswerAlertsShop = (previous: PhotoResponse | null, next: PhotoResponse, lastAlertAt: Date | null): boolean =>
  !next.approved &&
  photoAnswerChanged(previous, next) &&
  (lastAlertAt === null || next.at.getTime() - lastAlertAt.getTime() >= PHOTO_ALERT_INTERVAL_MINUTES * 60_000);
