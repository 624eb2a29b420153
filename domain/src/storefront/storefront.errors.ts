import { domainError, type ErrorOf } from '../shared/domain-error';

export const STOREFRONT_ERRORS = {
  unknownLikeItem: domainError('LIKES.UNKNOWN_ITEM', 'Товар не найден'),
  invalidPage: domainError('PAGE_VIEWS.INVALID_PAGE', 'Некорректный адрес страницы'),
} as const;

export type StorefrontError = ErrorOf<typeof STOREFRONT_ERRORS>;
