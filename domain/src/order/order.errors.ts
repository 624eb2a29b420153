import { domainError, type ErrorOf } from '../shared/domain-error';

export const ORDER_ERRORS = {
  empty: domainError('ORDER.EMPTY', 'Корзина пуста. Добавьте товары для оформления заказа'),
  addressRequired: domainError('ORDER.ADDRESS_REQUIRED', 'Введите адрес доставки'),
  deliveryPriceRequired: domainError('ORDER.DELIVERY_PRICE_REQUIRED', 'Укажите стоимость доставки'),
  alreadyProcessed: domainError('ORDER.ALREADY_PROCESSED', 'Заказ уже обработан'),
  alreadyPaid: domainError('ORDER.ALREADY_PAID', 'Заказ уже оплачен'),
  alreadyCanceled: domainError('ORDER.ALREADY_CANCELED', 'Заказ отменён'),
  notApproved: domainError('ORDER.NOT_APPROVED', 'Заказ ещё не подтверждён администратором'),
  paymentAmountMismatch: domainError('ORDER.PAYMENT_AMOUNT_MISMATCH', 'Сумма платежа не совпадает с суммой заказа'),
  paymentWindowOpen: domainError('ORDER.PAYMENT_WINDOW_OPEN', 'Срок оплаты заказа ещё не истёк'),
  paidOrderNotDeletable: domainError('ORDER.PAID_ORDER_NOT_DELETABLE', 'Нельзя удалить оплаченный заказ.'),
  paidLineNotDeletable: domainError('ORDER.PAID_LINE_NOT_DELETABLE', 'Нельзя удалить товар из оплаченного заказа.'),
  lineNotFound: domainError('ORDER.LINE_NOT_FOUND', 'Товар не найден в заказе'),
  nothingToDelete: domainError('ORDER.NOTHING_TO_DELETE', 'Нет заказов для удаления'),
} as const;

export type OrderError = ErrorOf<typeof ORDER_ERRORS>;
