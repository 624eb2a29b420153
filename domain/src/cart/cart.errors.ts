import { domainError, type ErrorOf } from '../shared/domain-error';

export const CART_ERRORS = {
  unknownProduct: domainError('CART.UNKNOWN_PRODUCT', 'Товар не найден'),
  lineNotFound: domainError('CART.LINE_NOT_FOUND', 'Товар не найден в корзине'),
  invalidQuantity: domainError('CART.INVALID_QUANTITY', 'Количество должно быть целым числом'),
  quantityLimit: domainError('CART.QUANTITY_LIMIT', 'Можно добавить не более 99 шт. одного товара'),
  priceOnRequest: domainError('CART.PRICE_ON_REQUEST', 'Стоимость этой услуги рассчитывается индивидуально. Свяжитесь с нами, чтобы оформить заказ'),
} as const;

export type CartError = ErrorOf<typeof CART_ERRORS>;
