import type { CustomerReviewDto } from '@shop/domain';
import { mayReview, repeatFailure, repeatSummary, reviewFailure, stars } from './review-and-repeat.rules';

const review = { order_id: 7 } as CustomerReviewDto;

describe('the review form and «Повторить заказ» on an order card', () => {
  it('offers the form on a paid order once delivered or picked up, and not after a review', () => {
    expect(mayReview({ status: 'paid', fulfilment_stage: 'delivered' }, undefined)).toBe(true);
    expect(mayReview({ status: 'paid', fulfilment_stage: 'picked_up' }, undefined)).toBe(true);
    expect(mayReview({ status: 'paid', fulfilment_stage: 'delivered' }, review)).toBe(false);
    expect(mayReview({ status: 'paid', fulfilment_stage: 'ready' }, undefined)).toBe(false);
    expect(mayReview({ status: 'confirmed', fulfilment_stage: null }, undefined)).toBe(false);
  });

  it('writes the rating as stars', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(1)).toBe('★☆☆☆☆');
  });

  it('lists what a repeat added with today’s price, and what is gone with why', () => {
    expect(
      repeatSummary({
        added: [{ product_id: 2, title: 'Фикус', quantity: 2, price: 4900.5 }],
        unavailable: [{ title: 'Кактус', reason: 'Товара больше нет в продаже' }],
      }),
    ).toEqual({ added: ['Фикус — 2\u00a0шт. по 4\u00a0900,50\u00a0₽'], unavailable: ['Кактус — Товара больше нет в продаже'] });
  });

  it('says why a review or a repeat failed: the server’s words, or its own', () => {
    expect(reviewFailure({ kind: 'status', status: 409, message: 'Вы уже оставили отзыв на этот заказ' })).toBe('Вы уже оставили отзыв на этот заказ');
    expect(reviewFailure({ kind: 'network', status: 0, message: 'Network Error' })).toBe('Ошибка подключения к серверу. Отзыв не отправлен.');
    expect(repeatFailure({ kind: 'status', status: 500, message: null })).toBe('Не удалось повторить заказ. Попробуйте ещё раз.');
    expect(repeatFailure({ kind: 'network', status: 0, message: 'Network Error' })).toBe('Ошибка подключения к серверу. Заказ не повторён.');
  });
});
