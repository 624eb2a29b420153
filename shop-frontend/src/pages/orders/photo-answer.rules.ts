import { FULFILMENT_ERRORS, MAX_PHOTO_COMMENT_LENGTH, type CustomerOrderDto, type HttpFailure, type PhotoResponsePayloadDto } from '@shop/domain';
import { failureMessage } from '../account/account-failure';

/** The words of the bouquet photo on an order card. */
export const PHOTO_TEXTS = {
  title: 'Фото вашего букета',
  alt: (orderId: number) => `Букет к заказу № ${orderId}: фото флориста`,
  open: 'Открыть фото в полном размере',
  newTab: '(в новой вкладке)',
  question: 'Всё ли так, как вы хотели?',
  approve: 'Всё отлично',
  change: 'Хочу изменить',
  changeLabel: 'Что изменить?',
  send: 'Отправить',
  cancel: 'Отмена',
  sending: 'Отправляем…',
  changeAnswer: 'Изменить ответ',
  approved: 'Вы одобрили фото',
  changeRequested: 'Вы попросили изменить',
  commentRequired: 'Напишите, что изменить в букете',
  approvedToast: 'Спасибо! Флорист получил ваше одобрение.',
  changeToast: 'Пожелание отправлено флористу.',
  failed: 'Не удалось отправить ответ. Попробуйте ещё раз.',
  offline: 'Ошибка подключения к серверу. Ответ не отправлен.',
} as const;

/** The server lets the customer answer the photo now (it is there and the order has not left). */
export const mayAnswerPhoto = (order: Pick<CustomerOrderDto, 'allowed_actions'>): boolean => order.allowed_actions.includes('answer-photo');

/** The answer given, as the card repeats it: «Вы одобрили фото» or «Вы попросили изменить: …»; null before any. */
export function photoAnswerSummary(order: Pick<CustomerOrderDto, 'photo_approved' | 'photo_comment'>): string | null {
  if (order.photo_approved === null) return null;
  if (order.photo_approved) return PHOTO_TEXTS.approved;
  const comment = order.photo_comment?.trim();
  return comment ? `${PHOTO_TEXTS.changeRequested}: ${comment}` : `${PHOTO_TEXTS.changeRequested} букет`;
}

export const APPROVAL: PhotoResponsePayloadDto = { approved: true };

export type ChangeRequest = { readonly ok: true; readonly payload: PhotoResponsePayloadDto } | { readonly ok: false; readonly error: string };

/** «Хочу изменить» needs to say what: a comment of 1 to 500 characters (trimmed, as the server reads it). */
export function changeRequest(comment: string): ChangeRequest {
  const text = comment.trim();
  if (text === '') return { ok: false, error: PHOTO_TEXTS.commentRequired };
  if (text.length > MAX_PHOTO_COMMENT_LENGTH) return { ok: false, error: FULFILMENT_ERRORS.photoCommentTooLong.message };
  return { ok: true, payload: { approved: false, comment: text } };
}

/** Why the answer did not go through: the server's own words when it sent them. */
export const photoAnswerFailure = (failure: HttpFailure): string =>
  failure.kind === 'network' ? PHOTO_TEXTS.offline : failureMessage(failure, PHOTO_TEXTS.failed);

/** The toast after an accepted answer. */
export const answeredToast = (payload: PhotoResponsePayloadDto): string => (payload.approved ? PHOTO_TEXTS.approvedToast : PHOTO_TEXTS.changeToast);
