import { domainError, type ErrorOf } from '../shared/domain-error';

export const MONEY_ERRORS = {
  notANumber: domainError('MONEY.NOT_A_NUMBER', 'Сумма должна быть числом'),
  notInteger: domainError('MONEY.NOT_INTEGER', 'Сумма должна быть целым числом копеек'),
  negative: domainError('MONEY.NEGATIVE', 'Сумма не может быть отрицательной'),
  outOfRange: domainError('MONEY.OUT_OF_RANGE', 'Сумма слишком велика'),
} as const;

export type MoneyError = ErrorOf<typeof MONEY_ERRORS>;
