// The rows of the accountant's two spreadsheets, and how each is written.
import { deliveryTypeLabel } from '../delivery/delivery-type.value-object';
import { Money } from '../money/money.value-object';
import { orderStatusListDisplay } from '../order/order-status.display';
import type { PaymentReceipt } from '../payment/payment';
import { csvAmount, csvMoscowTime, csvRow } from './csv';

/** One order as orders.csv lists it. */
export interface OrderExportRow {
  readonly orderId: number;
  readonly createdAt: Date;
  readonly status: string;
  readonly customerName: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly deliveryType: string;
  readonly address: string | null;
  readonly deliveryDate: string | null;
  readonly deliverySlot: string | null;
  readonly goodsTotal: Money;
  readonly deliveryPrice: Money | null;
  /** The promo code the order was placed with, and what it took off the goods (zero without one). */
  readonly promoCode: string | null;
  readonly discount: Money;
  readonly paidAt: Date | null;
  readonly refundedAt: Date | null;
}

export const ORDERS_CSV_HEADER = csvRow([
  '№ заказа',
  'Создан (МСК)',
  'Статус',
  'Покупатель',
  'Телефон',
  'E-mail',
  'Доставка',
  'Адрес',
  'Дата доставки',
  'Интервал',
  'Товары, ₽',
  'Промокод',
  'Скидка, ₽',
  'Доставка, ₽',
  'Итого, ₽',
  'Оплачен (МСК)',
  'Возврат (МСК)',
]);

/** What the customer pays: the goods less the discount, and the delivery once priced. */
const payable = (row: OrderExportRow): Money => {
  const goods = Money.ofKopecks(row.goodsTotal.kopecks - row.discount.kopecks);
  return row.deliveryPrice ? goods.add(row.deliveryPrice) : goods;
};

export const orderCsvRow = (row: OrderExportRow): string =>
  csvRow([
    row.orderId,
    csvMoscowTime(row.createdAt),
    orderStatusListDisplay(row.status).label,
    row.customerName,
    row.phone,
    row.email,
    deliveryTypeLabel(row.deliveryType),
    row.address,
    row.deliveryDate,
    row.deliverySlot,
    csvAmount(row.goodsTotal),
    row.promoCode,
    csvAmount(row.discount),
    csvAmount(row.deliveryPrice),
    csvAmount(payable(row)),
    csvMoscowTime(row.paidAt),
    csvMoscowTime(row.refundedAt),
  ]);

/** Money that moved: a succeeded payment with its receipt, or a refund of one. */
export interface MoneyMovementRow {
  readonly kind: 'payment' | 'refund';
  /** The provider's id of the payment or the refund. */
  readonly id: string;
  readonly paymentId: string;
  readonly orderId: number | null;
  readonly customerName: string | null;
  readonly at: Date;
  readonly amount: Money;
  readonly status: string;
  readonly receipt: PaymentReceipt | null;
  readonly reason: string | null;
}

const MOVEMENT_STATUS: Readonly<Record<string, string>> = {
  'payment:succeeded': 'Проведён',
  'refund:succeeded': 'Проведён',
  'refund:pending': 'В обработке',
  'refund:canceled': 'Отменён',
};

export const PAYMENTS_CSV_HEADER = csvRow([
  'Операция',
  'Дата (МСК)',
  'Сумма, ₽',
  'Статус',
  '№ заказа',
  'Покупатель',
  'ID операции',
  'ID платежа',
  'Карта',
  'RRN',
  'Код авторизации',
  'Фискальный документ',
  'Смена',
  'Причина возврата',
]);

export const moneyMovementCsvRow = (row: MoneyMovementRow): string =>
  csvRow([
    row.kind === 'payment' ? 'Оплата' : 'Возврат',
    csvMoscowTime(row.at),
    row.kind === 'payment' ? csvAmount(row.amount) : `-${csvAmount(row.amount)}`,
    MOVEMENT_STATUS[`${row.kind}:${row.status}`] ?? row.status,
    row.orderId,
    row.customerName,
    row.id,
    row.paymentId,
    row.receipt?.cardLast4 ? `*${row.receipt.cardLast4}` : null,
    row.receipt?.rrn ?? null,
    row.receipt?.authCode ?? null,
    row.receipt?.fiscalDocumentNumber ?? null,
    row.receipt?.shiftNumber ?? null,
    row.reason,
  ]);
