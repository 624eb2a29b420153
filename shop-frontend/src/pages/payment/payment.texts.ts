import type { PaymentMethod } from '@shop/domain';

/** The payment page's words: spec §2 'Payment page', §4 'Payment page' and the payment rows of §8. */
export const PAYMENT_TEXTS = {
  title: 'Оплата заказа',
  loading: 'Загрузка информации о заказе…',
  /** Spec §8: the lookup answered not ok, or with an error field. */
  loadFailed: 'Ошибка загрузки информации о заказе',
  pay: 'Оплатить',
  /** Spec §4: the busy state while the payment is prepared. */
  preparing: 'Подготовка оплаты…',
  /** Spec §8: start-payment without a confirmation_url and without a server text. */
  startFailed: 'Ошибка запуска оплаты',
  /** Spec §8: start-payment never reached the server. */
  connectionFailed: 'Ошибка подключения к серверу',
  back: 'Назад',
  noValue: '—',
  paid: 'Заказ оплачен. Спасибо! Мы свяжемся с вами в ближайшее время.',
  awaitingApproval: 'Оплата станет доступна после того, как администратор подтвердит наличие товаров.',
  canceled: 'Заказ отменён, оплата по нему недоступна.',
  refunded: 'Деньги по заказу возвращены на карту, с которой вы платили.',
  unavailable: 'Оплата этого заказа сейчас недоступна.',
  redirectNote: 'Оплата на защищённой странице платёжного сервиса.',
  methodLegend: 'Способ оплаты',
  history: 'История заказов',
} as const;

/** Under each method's name on the payment page. */
export const PAYMENT_METHOD_HINTS: { readonly [M in PaymentMethod]: string } = {
  bank_card: 'Мир, Visa, Mastercard',
  sbp: 'В приложении вашего банка',
  sberbank: 'В приложении СберБанк Онлайн',
  tinkoff_bank: 'В приложении Т-Банка',
};

export const ORDER_HISTORY_PATH = '/orders/history';

export const paymentPagePath = (orderId: number) => `/payment/order/${orderId}`;

/** An order number from the URL: a positive whole number, as the server's ids are. */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}
