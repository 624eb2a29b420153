import type { Order } from '../order/order.entity';
import { isHandedOver } from '../payment/closing-receipt';
import { countRu } from '../shared/plural-ru';
import { err, ok, type Result } from '../shared/result';
import { MAX_REVIEW_RATING, MAX_REVIEW_TEXT_LENGTH, MIN_REVIEW_RATING, REVIEW_ERRORS, type ReviewError } from './review.errors';

/** A new review waits for the admin; the admin publishes it or hides it, and may change their mind. */
export type ReviewStatus = 'pending' | 'published' | 'hidden';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'hidden'];
/** What the admin may set. */
export type ModeratedStatus = Exclude<ReviewStatus, 'pending'>;
export const MODERATED_STATUSES: readonly ModeratedStatus[] = ['published', 'hidden'];

export const REVIEW_STATUS_LABELS: { readonly [S in ReviewStatus]: string } = {
  pending: 'На проверке',
  published: 'Опубликован',
  hidden: 'Скрыт',
};

/** What «Отзывы» says when the chosen status ('' is every status) has no reviews: none waiting is news. */
export const emptyReviewListText = (status: string): string => (status === 'pending' ? 'Новых отзывов нет' : 'Отзывов нет');

export const isReviewStatus = (value: unknown): value is ReviewStatus => REVIEW_STATUSES.includes(value as ReviewStatus);
export const isModeratedStatus = (value: unknown): value is ModeratedStatus => MODERATED_STATUSES.includes(value as ModeratedStatus);

/** What the customer writes: a rating and a text (the text may be empty). */
export interface ReviewDraft {
  readonly rating: number;
  readonly text: string;
}

/** The draft with its text trimmed, or the first thing wrong with it. */
export function reviewDraft(input: { readonly rating: unknown; readonly text?: unknown }): Result<ReviewDraft, ReviewError> {
  const { rating } = input;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < MIN_REVIEW_RATING || rating > MAX_REVIEW_RATING)
    return err(REVIEW_ERRORS.invalidRating);
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if ([...text].length > MAX_REVIEW_TEXT_LENGTH) return err(REVIEW_ERRORS.textTooLong);
  return ok({ rating, text });
}

/** Why the order's owner may not review it now, or null: one review per order, once it is in their hands. */
export function reviewRefusal(order: Pick<Order, 'status' | 'fulfilmentStage'>, alreadyReviewed: boolean): ReviewError | null {
  if (alreadyReviewed) return REVIEW_ERRORS.alreadyReviewed;
  return isHandedOver(order) ? null : REVIEW_ERRORS.notReceivedYet;
}

/**
 * How a published review is signed: the first name and the surname's initial of the order's ФИО
 * («Петрова Анна» → «Анна П.»); a single word stays as it is; no name at all is «Покупатель».
 */
export function reviewAuthor(fullName: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Покупатель';
  if (words.length === 1) return words[0];
  return `${words[1]} ${[...words[0]][0].toUpperCase()}.`;
}

/** The average of `count` ratings summing to `sum`, to one decimal (what the product page and its structured data show); null without ratings. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/** The status the admin asks for, or why it is not one. */
export function moderationStatus(value: unknown): Result<ModeratedStatus, ReviewError> {
  return isModeratedStatus(value) ? ok(value) : err(REVIEW_ERRORS.invalidStatus);
}

/** The list's `?status=` filter: any status, or none (empty or absent). */
export function reviewListStatus(value: unknown): Result<ReviewStatus | undefined, ReviewError> {
  if (value === undefined || value === '') return ok(undefined);
  return isReviewStatus(value) ? ok(value) : err(REVIEW_ERRORS.invalidListStatus);
}

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** A review's day 'YYYY-MM-DD' as the product page writes it: «20 ноября 2026» (spelled out here, so the server and every browser write it alike). */
export function formatReviewDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return MONTHS_GENITIVE[month - 1] ? `${day} ${MONTHS_GENITIVE[month - 1]} ${year}` : date;
}

/** «4,7 из 5 · 3 отзыва»: the summary above a product's reviews. */
export function reviewsSummary(rating: number, count: number): string {
  return `${rating.toFixed(1).replace('.', ',')} из ${MAX_REVIEW_RATING} · ${countRu(count, ['отзыв', 'отзыва', 'отзывов'])}`;
}
