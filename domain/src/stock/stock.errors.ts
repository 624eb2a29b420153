import { domainError, type ErrorOf } from '../shared/domain-error';

export const STOCK_ERRORS = {
  productShort: (title: string, left: number) => domainError('STOCK.PRODUCT_SHORT', `Товара «${title}» осталось ${left} шт.`),
  flowerShort: (title: string, left: number) => domainError('STOCK.FLOWER_SHORT', `Цветка «${title}» осталось ${left} шт.`),
  flowerUnavailable: (title: string) => domainError('STOCK.FLOWER_UNAVAILABLE', `Цветок «${title}» сейчас недоступен`),
} as const;

export type StockError = ErrorOf<typeof STOCK_ERRORS>;
