import {
  formatCustomerRoubles,
  moneyOf,
  reviewRefusal,
  type CustomerOrderDto,
  type CustomerReviewDto,
  type HttpFailure,
  type RepeatOrderDto,
} from '@shop/domain';
import { failureMessage } from '../account/account-failure';

/** The words of the review form and of «Повторить заказ» on an order card. */
export const REVIEW_TEXTS = {
  title: 'Оцените заказ',
  yours: 'Ваш отзыв',
  rating: 'Оценка',
  star: (rating: number) => `${rating} из 5`,
  text: 'Отзыв',
  textHint: 'Необязательно: что понравилось, что можно улучшить',
  photo: 'Фото (необязательно)',
  photoHint: 'JPEG, PNG или WebP, до 10 МБ',
  choosePhoto: 'Выбрать фото',
  noPhoto: 'Файл не выбран',
  send: 'Отправить отзыв',
  sending: 'Отправляем…',
  sentToast: 'Спасибо за отзыв! Он появится на сайте после проверки.',
  photoFailed: 'Отзыв сохранён, но фото не загрузилось',
  failed: 'Не удалось отправить отзыв. Попробуйте ещё раз.',
  offline: 'Ошибка подключения к серверу. Отзыв не отправлен.',
  repeat: 'Повторить заказ',
  repeating: 'Добавляем в корзину…',
  added: 'Добавлено в корзину по сегодняшним ценам:',
  unavailable: 'Больше недоступно:',
  nothingAdded: 'Ничего из этого заказа сейчас нельзя добавить в корзину.',
  toCart: 'Перейти в корзину',
  repeatFailed: 'Не удалось повторить заказ. Попробуйте ещё раз.',
  repeatOffline: 'Ошибка подключения к серверу. Заказ не повторён.',
} as const;

/** The customer may write a review of this order now: it is in their hands and has none yet (the server's own rule). */
export const mayReview = (order: Pick<CustomerOrderDto, 'status' | 'fulfilment_stage'>, review: CustomerReviewDto | undefined): boolean =>
  reviewRefusal({ status: order.status, fulfilmentStage: order.fulfilment_stage }, review !== undefined) === null;

/** «★★★★☆»: the rating as stars. */
export const stars = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** Why the review did not go through: the server's own words when it sent them. */
export const reviewFailure = (failure: HttpFailure): string =>
  failure.kind === 'network' ? REVIEW_TEXTS.offline : failureMessage(failure, REVIEW_TEXTS.failed);

export const repeatFailure = (failure: HttpFailure): string =>
  failure.kind === 'network' ? REVIEW_TEXTS.repeatOffline : failureMessage(failure, REVIEW_TEXTS.repeatFailed);

/** What a repeat answered, as lines the card lists: «Фикус — 2 шт. по 4 900 ₽», «Кактус — Товара больше нет в продаже». */
export function repeatSummary(answer: RepeatOrderDto): { readonly added: string[]; readonly unavailable: string[] } {
  return {
    added: answer.added.map((line) => `${line.title} — ${line.quantity}\u00a0шт. по ${formatCustomerRoubles(moneyOf(line.price))}`),
    unavailable: answer.unavailable.map((line) => `${line.title} — ${line.reason}`),
  };
}
