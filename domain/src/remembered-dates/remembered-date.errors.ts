import { domainError, type ErrorOf } from '../shared/domain-error';
import { MAX_REMEMBERED_DATES } from './remembered-date.rules';

export const REMEMBERED_DATE_ERRORS = {
  notFound: domainError('REMEMBERED_DATE.NOT_FOUND', 'Памятная дата не найдена'),
  tooMany: domainError('REMEMBERED_DATE.TOO_MANY', `Можно сохранить не больше ${MAX_REMEMBERED_DATES} памятных дат`),
  unsubscribeLinkInvalid: domainError('REMEMBERED_DATE.UNSUBSCRIBE_LINK_INVALID', 'Ссылка для отписки недействительна'),
  /** A rule of the date's form failed; `message` is its Russian text. */
  invalidInput: (message: string) => domainError('REMEMBERED_DATE.INVALID_INPUT', message),
} as const;

export type RememberedDateError = ErrorOf<typeof REMEMBERED_DATE_ERRORS>;
