import { domainError, type ErrorOf } from '../shared/domain-error';

export const CATALOGUE_ERRORS = {
  invalidId: domainError('CATALOGUE.INVALID_ID', 'Некорректный идентификатор товара'),
  titleRequired: domainError('CATALOGUE.TITLE_REQUIRED', 'Укажите название товара'),
  unknownCategory: domainError('CATALOGUE.UNKNOWN_CATEGORY', 'Неизвестная категория товара'),
  imageCount: domainError('CATALOGUE.IMAGE_COUNT', 'У товара должно быть от 2 до 10 изображений'),
} as const;

export type CatalogueError = ErrorOf<typeof CATALOGUE_ERRORS>;
