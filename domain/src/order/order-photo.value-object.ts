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
