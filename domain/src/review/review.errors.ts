import { domainError, type ErrorOf } from '../shared/domain-error';

export const MIN_REVIEW_RATING = 1;
export const MAX_REVIEW_RATING = 5;
export const MAX_REVIEW_TEXT_LENGTH = 1000;

export const REVIEW_ERRORS = {
  invalidRating: domainError('REVIEW.INVALID_RATING', `Оценка — от ${MIN_REVIEW_RATING} до ${MAX_REVIEW_RATING}`),
  textTooLong: domainError('REVIEW.TEXT_TOO_LONG', 'Отзыв — не длиннее 1 000 символов'),
  notReceivedYet: domainError('REVIEW.NOT_RECEIVED_YET', 'Отзыв можно оставить после получения заказа'),
  alreadyReviewed: domainError('REVIEW.ALREADY_REVIEWED', 'Вы уже оставили отзыв на этот заказ'),
  notFound: domainError('REVIEW.NOT_FOUND', 'Отзыв не найден'),
  invalidStatus: domainError('REVIEW.INVALID_STATUS', 'Статус отзыва — published или hidden'),
  invalidListStatus: domainError('REVIEW.INVALID_LIST_STATUS', 'Статус отзыва — pending, published или hidden'),
  photoBeforeReview: domainError('REVIEW.PHOTO_BEFORE_REVIEW', 'Сначала оставьте отзыв, затем добавьте к нему фото'),
  photoClosed: domainError('REVIEW.PHOTO_CLOSED', 'Фото можно добавить, пока отзыв на проверке'),
} as const;

export type ReviewError = ErrorOf<typeof REVIEW_ERRORS>;
