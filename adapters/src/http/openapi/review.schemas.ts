// Answer schemas of reviews and of repeating an order (review.contract.ts), beside the other wire shapes' (contract.schemas.ts).
import {
  REVIEW_STATUSES,
  type AdminReviewDto,
  type CustomerReviewDto,
  type ProductReviewsDto,
  type PublishedReviewDto,
  type RepeatOrderDto,
  type RepeatedLineDto,
  type ReviewedProductDto,
  type UnavailableLineDto,
} from '@shop/domain';
import { SCHEMAS } from './contract.schemas';
import { arrayOf, date, dateTime, describe, id, integer, nullable, object, oneOf, roubles, text, type Schema } from './schema';

const define = SCHEMAS.define.bind(SCHEMAS);

const rating = { type: 'integer', minimum: 1, maximum: 5 } as Schema<number>;
const reviewStatus = oneOf(REVIEW_STATUSES);
const customerReview = {
  id,
  order_id: id,
  rating,
  text,
  photo: describe('The photo’s address, null without one', nullable(text)),
  status: reviewStatus,
  status_label: describe('«На проверке», «Опубликован» or «Скрыт»', text),
  created_at: dateTime,
};

export const CUSTOMER_REVIEW = define<CustomerReviewDto>('CustomerReview', object<CustomerReviewDto>(customerReview));

export const ADMIN_REVIEW = define<AdminReviewDto>(
  'AdminReview',
  object<AdminReviewDto>({
    ...customerReview,
    author: describe('How the product pages sign it: «Анна П.»', text),
    customer_email: text,
    products: arrayOf(object<ReviewedProductDto>({ id, title: text })),
    moderated_at: nullable(dateTime),
  }),
);

export const PRODUCT_REVIEWS = define<ProductReviewsDto>(
  'ProductReviews',
  object<ProductReviewsDto>({
    rating: describe(
      'The average of every published review, to one decimal; null without any',
      nullable({ type: 'number', minimum: 1, maximum: 5 } as Schema<number>),
    ),
    count: describe('How many published reviews there are', integer),
    reviews: describe(
      'The latest published reviews, newest first',
      arrayOf(object<PublishedReviewDto>({ rating, text, author: text, date: describe('The Moscow day it was written', date), photo: nullable(text) })),
    ),
  }),
);

export const REPEAT_ORDER = define<RepeatOrderDto>(
  'RepeatOrder',
  object<RepeatOrderDto>({
    added: describe(
      'Lines put into the cart, at today’s prices',
      arrayOf(
        object<RepeatedLineDto>({
          product_id: describe('null for a collected bouquet', nullable(id)),
          title: text,
          quantity: integer,
          price: describe('today’s unit price in roubles', roubles),
        }),
      ),
    ),
    unavailable: describe('Lines that could not be put into the cart, and why', arrayOf(object<UnavailableLineDto>({ title: text, reason: text }))),
  }),
);
