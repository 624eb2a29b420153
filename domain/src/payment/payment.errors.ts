import { domainError, type ErrorOf } from '../shared/domain-error';

export const PAYMENT_ERRORS = {
  providerUnavailable: domainError('PAYMENT.PROVIDER_UNAVAILABLE', 'Платёжный сервис временно недоступен. Попробуйте ещё раз через минуту.'),
  unknownMethod: domainError('PAYMENT.UNKNOWN_METHOD', 'Неизвестный способ оплаты'),
  rejected: domainError('PAYMENT.REJECTED', 'Ошибка запуска оплаты'),
  receiptNotFound: domainError('PAYMENT.RECEIPT_NOT_FOUND', 'Чек не найден'),
  /** A return link with an unknown order or a check the server did not make. */
  outcomeNotFound: domainError('PAYMENT.NOT_FOUND', 'Платёж не найден'),
  refundReasonRequired: domainError('PAYMENT.REFUND_REASON_REQUIRED', 'Укажите причину возврата (не длиннее 500 символов)'),
  refundRejected: domainError('PAYMENT.REFUND_REJECTED', 'Платёжный сервис отказал в возврате. Проверьте платёж в личном кабинете ЮKassa.'),
} as const;

export type PaymentError = ErrorOf<typeof PAYMENT_ERRORS>;
