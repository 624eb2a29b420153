import { CHECKOUT_MESSAGES } from '../validation/checkout-form.rules';
import { MAX_ORDER_TOTAL_ROUBLES, limitText } from '../money/money-limits';
import { domainError, type ErrorOf } from '../shared/domain-error';
import { MAX_CARD_TEXT_LENGTH } from './greeting-card.rules';

export const ORDER_ERRORS = {
  notFound: domainError('ORDER.NOT_FOUND', 'Заказ не найден'),
  empty: domainError('ORDER.EMPTY', 'Корзина пуста. Добавьте товары для оформления заказа'),
  deliveryTypeRequired: domainError('ORDER.DELIVERY_TYPE', CHECKOUT_MESSAGES.deliveryTypeRequired),
  addressRequired: domainError('ORDER.ADDRESS_REQUIRED', CHECKOUT_MESSAGES.addressRequired),
  productUnavailable: (title: string) => domainError('ORDER.PRODUCT_UNAVAILABLE', `Товар «${title}» больше недоступен. Удалите его из корзины`),
  /** A field of spec §5's checkout form is missing or malformed: the message names which. */
  contactInvalid: (message: string) => domainError('ORDER.CONTACT_INVALID', message),
  slotRequired: domainError('ORDER.SLOT_REQUIRED', 'Выберите дату и время доставки'),
  cardTextTooLong: domainError('ORDER.CARD_TEXT_TOO_LONG', `Текст открытки — не длиннее ${MAX_CARD_TEXT_LENGTH} символов`),
  recipientNameRequired: domainError('ORDER.RECIPIENT_NAME_REQUIRED', 'Введите имя получателя'),
  recipientPhoneRequired: domainError('ORDER.RECIPIENT_PHONE_REQUIRED', 'Введите телефон получателя'),
  deliveryPriceRequired: domainError('ORDER.DELIVERY_PRICE_REQUIRED', 'Укажите стоимость доставки'),
  alreadyProcessed: domainError('ORDER.ALREADY_PROCESSED', 'Заказ уже обработан'),
  alreadyPaid: domainError('ORDER.ALREADY_PAID', 'Заказ уже оплачен'),
  alreadyCanceled: domainError('ORDER.ALREADY_CANCELED', 'Заказ отменён'),
  contactLocked: domainError('ORDER.CONTACT_LOCKED', 'Заказ уже подтверждён: данные доставки больше не меняются. Чтобы их изменить, свяжитесь с магазином'),
  notApproved: domainError('ORDER.NOT_APPROVED', 'Заказ ещё не подтверждён администратором'),
  noLines: domainError('ORDER.NO_LINES', 'В заказе нет товаров'),
  zeroTotal: domainError('ORDER.ZERO_TOTAL', 'Сумма заказа должна быть больше нуля'),
  totalTooLarge: domainError(
    'ORDER.TOTAL_TOO_LARGE',
    `Сумма заказа не может быть больше ${limitText(MAX_ORDER_TOTAL_ROUBLES)}. Для крупного заказа свяжитесь с нами — оформим его вместе`,
  ),
  contactMissing: domainError('ORDER.CONTACT_MISSING', 'Покупатель ещё не указал контактные данные и не дал согласие на их обработку'),
  notPaid: domainError('ORDER.NOT_PAID', 'Вернуть деньги можно только по оплаченному заказу'),
  alreadyRefunded: domainError('ORDER.ALREADY_REFUNDED', 'Деньги по заказу уже возвращены'),
  paymentAmountMismatch: domainError('ORDER.PAYMENT_AMOUNT_MISMATCH', 'Сумма платежа не совпадает с суммой заказа'),
  paymentWindowOpen: domainError('ORDER.PAYMENT_WINDOW_OPEN', 'Срок оплаты заказа ещё не истёк'),
  paidOrderNotDeletable: domainError('ORDER.PAID_ORDER_NOT_DELETABLE', 'Нельзя удалить оплаченный заказ.'),
  paidLineNotDeletable: domainError('ORDER.PAID_LINE_NOT_DELETABLE', 'Нельзя удалить товар из оплаченного заказа.'),
  lineNotFound: domainError('ORDER.LINE_NOT_FOUND', 'Товар не найден в заказе'),
  nothingToDelete: domainError('ORDER.NOTHING_TO_DELETE', 'Нет заказов для удаления'),
  cancelReasonInvalid: domainError('ORDER.CANCEL_REASON_INVALID', 'Причина отмены — текст не длиннее 500 символов'),
} as const;

export type OrderError = ErrorOf<typeof ORDER_ERRORS>;
