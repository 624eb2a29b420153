import { domainError, type ErrorOf } from '../shared/domain-error';

export const PROMO_ERRORS = {
  // What the customer reads when a code does not apply to their cart.
  notFound: domainError('PROMO.NOT_FOUND', 'Промокод не найден'),
  notStarted: domainError('PROMO.NOT_STARTED', 'Промокод ещё не действует'),
  expired: domainError('PROMO.EXPIRED', 'Срок действия промокода истёк'),
  belowMinimum: (minimum: string) => domainError('PROMO.BELOW_MINIMUM', `Минимальная сумма заказа для этого промокода — ${minimum}`),
  notApplicable: domainError('PROMO.NOT_APPLICABLE', 'Промокод не подходит к товарам в корзине'),
  usedUp: domainError('PROMO.USED_UP', 'Промокод уже использован'),
  // The admin's form.
  codeInvalid: domainError('PROMO.CODE_INVALID', 'Промокод — от 3 до 32 символов: буквы, цифры, «-» и «_»'),
  kindInvalid: domainError('PROMO.KIND_INVALID', 'Тип скидки — «percent» (проценты) или «fixed» (рубли)'),
  percentInvalid: domainError('PROMO.PERCENT_INVALID', 'Скидка в процентах — целое число от 1 до 100'),
  amountInvalid: domainError('PROMO.AMOUNT_INVALID', 'Скидка в рублях — больше 0, не больше двух знаков после запятой'),
  minGoodsInvalid: domainError('PROMO.MIN_GOODS_INVALID', 'Минимальная сумма товаров — не меньше 0 ₽, не больше двух знаков после запятой'),
  dateInvalid: domainError('PROMO.DATE_INVALID', 'Дата — в виде ГГГГ-ММ-ДД или ISO 8601 со смещением'),
  periodInvalid: domainError('PROMO.PERIOD_INVALID', 'Дата окончания — не раньше даты начала'),
  usesInvalid: domainError('PROMO.USES_INVALID', 'Число использований — целое число больше 0'),
  categoryUnknown: domainError('PROMO.CATEGORY_UNKNOWN', 'Неизвестная категория'),
  productsInvalid: domainError('PROMO.PRODUCTS_INVALID', 'Товары — номера товаров каталога'),
  codeTaken: domainError('PROMO.CODE_TAKEN', 'Такой промокод уже есть'),
  unknownId: domainError('PROMO.UNKNOWN_ID', 'Промокод не найден'),
  usedNotDeletable: domainError('PROMO.USED_NOT_DELETABLE', 'Промокод уже применялся в заказах — его можно только выключить'),
} as const;

export type PromoError = ErrorOf<typeof PROMO_ERRORS>;
