import { domainError, type ErrorOf } from '../shared/domain-error';

export const CATALOGUE_ERRORS = {
  productNotFound: domainError('PRODUCT.NOT_FOUND', 'Товар не найден'),
  invalidId: domainError('CATALOGUE.INVALID_ID', 'Некорректный идентификатор товара'),
  titleRequired: domainError('CATALOGUE.TITLE_REQUIRED', 'Укажите название товара'),
  unknownCategory: domainError('CATALOGUE.UNKNOWN_CATEGORY', 'Неизвестная категория товара'),
  imageCount: domainError('CATALOGUE.IMAGE_COUNT', 'У товара должно быть от 2 до 10 изображений'),
  badImage: domainError('PRODUCT.BAD_IMAGE', 'Изображения загружаются через форму товара; внешние ссылки не принимаются'),
  notAnImage: domainError('UPLOAD.NOT_AN_IMAGE', 'Загрузите изображение в формате JPEG, PNG или WebP'),
  imageTooLarge: domainError('UPLOAD.TOO_LARGE', 'Изображение должно быть не больше 5 МБ'),
} as const;

export type CatalogueError = ErrorOf<typeof CATALOGUE_ERRORS>;
