import { CALENDAR_YEARS } from '../shared/calendar-date.rules';
import { domainError, type ErrorOf } from '../shared/domain-error';

/** The longest answer a customer may give to the bouquet's photo. */
export const MAX_PHOTO_COMMENT_LENGTH = 500;

export const FULFILMENT_ERRORS = {
  notPaid: domainError('FULFILMENT.NOT_PAID', 'Этапы выполнения доступны только для оплаченного заказа'),
  refunded: domainError('FULFILMENT.REFUNDED', 'Деньги за заказ возвращены: он больше не выполняется'),
  unknownStage: domainError('FULFILMENT.UNKNOWN_STAGE', 'Неизвестный этап выполнения заказа'),
  invalidDay: domainError('FULFILMENT.INVALID_DAY', `Укажите существующий день в формате ГГГГ-ММ-ДД, с ${CALENDAR_YEARS.first} по ${CALENDAR_YEARS.last} год`),
  notOnRoute: (stage: string, courier: boolean) =>
    domainError('FULFILMENT.NOT_ON_ROUTE', `Этапа «${stage}» нет у ${courier ? 'доставки курьером' : 'самовывоза'}`),
  alreadyAt: (stage: string) => domainError('FULFILMENT.ALREADY_AT', `Заказ уже на этапе «${stage}»`),
  backwards: (current: string) => domainError('FULFILMENT.BACKWARDS', `Заказ уже на этапе «${current}»: вернуть его на прежний этап нельзя`),
  skipped: (next: string) => domainError('FULFILMENT.SKIPPED', `Этапы идут по порядку: сначала отметьте «${next}»`),
  photoNotNow: domainError('FULFILMENT.PHOTO_NOT_NOW', 'Фото можно загрузить, пока заказ собирается или готов и ещё не отправлен'),
  noPhoto: domainError('FULFILMENT.NO_PHOTO', 'Фото букета ещё не загружено'),
  /** `handedOver` goes on 'Заказ уже …': see `handedOverPhrase`. */
  photoAnswerClosed: (handedOver: string) => domainError('FULFILMENT.PHOTO_ANSWER_CLOSED', `Заказ уже ${handedOver}: изменить букет нельзя`),
  photoAnswerInvalid: domainError('FULFILMENT.PHOTO_ANSWER_INVALID', 'Ответ на фото: укажите approved — true или false'),
  photoCommentTooLong: domainError('FULFILMENT.PHOTO_COMMENT_TOO_LONG', `Комментарий — не длиннее ${MAX_PHOTO_COMMENT_LENGTH} символов`),
  photoUploadInProgress: domainError('FULFILMENT.PHOTO_UPLOAD_IN_PROGRESS', 'Фото этого заказа уже загружается: дождитесь окончания загрузки'),
  changeRequested: (stage: string) =>
    domainError(
      'FULFILMENT.CHANGE_REQUESTED',
      `Покупатель просил изменить букет, а нового фото ещё нет: заказ нельзя перевести в «${stage}». Загрузите новое фото или подтвердите перевод без изменений.`,
    ),
} as const;

export type FulfilmentError = ErrorOf<typeof FULFILMENT_ERRORS>;
