import { domainError, type ErrorOf } from '../shared/domain-error';
import { MAX_DELIVERY_PRICE_ROUBLES, limitText } from './money-limits';

export const MONEY_ERRORS = {
  notANumber: domainError('MONEY.NOT_A_NUMBER', 'Сумма должна быть числом'),
  notInteger: domainError('MONEY.NOT_INTEGER', 'Сумма должна быть целым числом копеек'),
  negative: domainError('MONEY.NEGATIVE', 'Сумма не может быть отрицательной'),
  outOfRange: domainError('MONEY.OUT_OF_RANGE', 'Сумма слишком велика'),
  deliveryPriceTooHigh: domainError('MONEY.DELIVERY_PRICE_TOO_HIGH', `Стоимость доставки не может быть больше ${limitText(MAX_DELIVERY_PRICE_ROUBLES)}`),
} as const;

export type MoneyError = ErrorOf<typeof MONEY_ERRORS>;
