import { domainError, type ErrorOf } from '../shared/domain-error';

export const PAYMENT_ERRORS = {
  providerUnavailable: domainError('PAYMENT.PROVIDER_UNAVAILABLE', 'Платёжный сервис временно недоступен. Попробуйте ещё раз через минуту.'),
  rejected: domainError('PAYMENT.REJECTED', 'Ошибка запуска оплаты'),
  receiptNotFound: domainError('PAYMENT.RECEIPT_NOT_FOUND', 'Чек не найден'),
} as const;

export type PaymentError = ErrorOf<typeof PAYMENT_ERRORS>;
