import { domainError, type ErrorOf } from '../shared/domain-error';

export const CART_ERRORS = {
  lineNotFound: domainError('CART.LINE_NOT_FOUND', 'Товар не найден в корзине'),
  invalidQuantity: domainError('CART.INVALID_QUANTITY', 'Количество должно быть целым числом'),
  quantityLimit: domainError('CART.QUANTITY_LIMIT', 'Можно добавить не более 99 шт. одного товара'),
  priceOnRequest: domainError(
    'CART.PRICE_ON_REQUEST',
    'Стоимость этой услуги рассчитывается индивидуально. Свяжитесь с нами, чтобы оформить заказ',
  ),
  duplicateLine: domainError('CART.DUPLICATE_LINE', 'Товар уже есть в корзине'),
} as const;

export type CartError = ErrorOf<typeof CART_ERRORS>;
