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
  refundNothingLeft: domainError('PAYMENT.REFUND_NOTHING_LEFT', 'Деньги по этому заказу уже возвращены полностью'),
  refundExceedsLeft: (left: string) => domainError('PAYMENT.REFUND_EXCEEDS_LEFT', `Столько вернуть нельзя: по заказу осталось вернуть ${left}`),
  refundLineExceedsLeft: (title: string, left: number) => domainError('PAYMENT.REFUND_LINE_EXCEEDS_LEFT', `«${title}»: осталось вернуть ${left} шт.`),
  refundLineNotInOrder: (lineId: number) => domainError('PAYMENT.REFUND_LINE_NOT_IN_ORDER', `В заказе нет позиции ${lineId}`),
  refundLinesInvalid: domainError('PAYMENT.REFUND_LINES_INVALID', 'Выберите позиции для возврата: у каждой количество — целое число от 1'),
  refundAmountInvalid: domainError('PAYMENT.REFUND_AMOUNT_INVALID', 'Сумма возврата — больше нуля, в рублях, не больше двух знаков после запятой'),
  refundChoiceAmbiguous: domainError('PAYMENT.REFUND_CHOICE_AMBIGUOUS', 'Укажите либо позиции, либо сумму возврата'),
} as const;

export type PaymentError = ErrorOf<typeof PAYMENT_ERRORS>;
