import { CALENDAR_YEARS } from '../shared/calendar-date.rules';
import { domainError, type ErrorOf } from '../shared/domain-error';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 100;

export const ADMIN_LIST_ERRORS = {
  invalidLimit: domainError('ADMIN_LIST.INVALID_LIMIT', `Размер страницы — целое число от 1 до ${MAX_PAGE_SIZE}`),
  invalidCursor: domainError('ADMIN_LIST.INVALID_CURSOR', 'Неверный курсор страницы'),
  invalidSearch: domainError('ADMIN_LIST.INVALID_SEARCH', `Поисковый запрос — строка не длиннее ${MAX_SEARCH_LENGTH} символов`),
  invalidStatus: domainError('ADMIN_LIST.INVALID_STATUS', 'Неизвестный статус заказа'),
  invalidDeliveryType: domainError('ADMIN_LIST.INVALID_DELIVERY_TYPE', 'Неизвестный способ получения'),
  invalidStage: domainError('ADMIN_LIST.INVALID_STAGE', 'Неизвестный этап выполнения заказа'),
  invalidDateField: domainError('ADMIN_LIST.INVALID_DATE_FIELD', 'Поле даты — created или delivery'),
  invalidPeriod: domainError(
    'ADMIN_LIST.INVALID_PERIOD',
    `Период: даты в формате ГГГГ-ММ-ДД с ${CALENDAR_YEARS.first} по ${CALENDAR_YEARS.last} год, «с» не позже «по»`,
  ),
} as const;

export type AdminListError = ErrorOf<typeof ADMIN_LIST_ERRORS>;
