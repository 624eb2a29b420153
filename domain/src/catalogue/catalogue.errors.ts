import { MAX_FLOWER_PRICE_ROUBLES, MAX_PRODUCT_PRICE_ROUBLES, limitText } from '../money/money-limits';
import { domainError, type ErrorOf } from '../shared/domain-error';

/** The products a category page shows at first and adds with each «Показать ещё». */
export const CATALOGUE_PAGE_SIZE = 24;
export const MAX_CATALOGUE_PAGE_SIZE = 100;

export const CATALOGUE_ERRORS = {
  productNotFound: domainError('PRODUCT.NOT_FOUND', 'Товар не найден'),
  invalidId: domainError('CATALOGUE.INVALID_ID', 'Некорректный идентификатор товара'),
  titleRequired: domainError('CATALOGUE.TITLE_REQUIRED', 'Укажите название товара'),
  priceTooHigh: domainError('CATALOGUE.PRICE_TOO_HIGH', `Цена товара не может быть больше ${limitText(MAX_PRODUCT_PRICE_ROUBLES)}`),
  unknownCategory: domainError('CATALOGUE.UNKNOWN_CATEGORY', 'Неизвестная категория товара'),
  badStock: domainError('CATALOGUE.BAD_STOCK', 'Остаток — целое число от 0 или пусто'),
  badLeadDays: domainError('CATALOGUE.BAD_LEAD_DAYS', 'Срок изготовления — целое число дней от 0 до 30'),
  flowerNotFound: domainError('CATALOGUE.FLOWER_NOT_FOUND', 'Цветок не найден'),
  flowerTitleRequired: domainError('CATALOGUE.FLOWER_TITLE_REQUIRED', 'Укажите название цветка'),
  flowerPriceTooHigh: domainError('CATALOGUE.FLOWER_PRICE_TOO_HIGH', `Цена цветка не может быть больше ${limitText(MAX_FLOWER_PRICE_ROUBLES)}`),
  imageCount: domainError('CATALOGUE.IMAGE_COUNT', 'У товара должно быть от 2 до 10 изображений'),
  badImage: domainError('PRODUCT.BAD_IMAGE', 'Изображения загружаются через форму товара; внешние ссылки не принимаются'),
  notAnImage: domainError('UPLOAD.NOT_AN_IMAGE', 'Загрузите изображение в формате JPEG, PNG или WebP'),
  imageTooLarge: domainError('UPLOAD.TOO_LARGE', 'Изображение должно быть не больше 5 МБ'),
  invalidSort: domainError('CATALOGUE.INVALID_SORT', 'Порядок товаров — price-asc, price-desc или new'),
  invalidPageSize: domainError('CATALOGUE.INVALID_PAGE_SIZE', `Размер страницы — целое число от 1 до ${MAX_CATALOGUE_PAGE_SIZE}`),
  invalidOffset: domainError('CATALOGUE.INVALID_OFFSET', 'Смещение — целое число от 0'),
} as const;

export type CatalogueError = ErrorOf<typeof CATALOGUE_ERRORS>;
