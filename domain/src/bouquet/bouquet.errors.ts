import { domainError, type ErrorOf } from '../shared/domain-error';

export const BOUQUET_ERRORS = {
  empty: domainError('BOUQUET.EMPTY', 'Добавьте цветы в букет'),
  unknownFlower: domainError('BOUQUET.UNKNOWN_FLOWER', 'Такого цветка нет в каталоге'),
  invalidQuantity: domainError('BOUQUET.INVALID_QUANTITY', 'Количество цветов должно быть целым положительным числом'),
  tooManyOfOneFlower: domainError('BOUQUET.TOO_MANY_OF_ONE_FLOWER', 'В букете может быть не более 99 цветов одного вида'),
} as const;

export type BouquetError = ErrorOf<typeof BOUQUET_ERRORS>;
