import { isCourierDelivery, isDeliveryType } from '../delivery/delivery-type.value-object';
import type { Money } from '../money/money.value-object';

export type StatusColour = 'green' | 'cyan' | 'yellow' | 'blue' | 'red' | 'grey';

export interface StatusDisplay {
  readonly label: string;
  readonly colour: StatusColour;
}

const LIST_READING: ReadonlyMap<string, StatusDisplay> = new Map([
  ['paid', { label: 'Оплачен', colour: 'green' }],
  ['confirmed', { label: 'Подтверждён', colour: 'cyan' }],
  ['canceled', { label: 'Отклонён', colour: 'red' }],
  ['refunded', { label: 'Возвращён', colour: 'grey' }],
]);

const LIST_FALLBACK: StatusDisplay = { label: 'Ожидает подтверждения', colour: 'yellow' };

/** Spec §4, admin and customer lists: any other status reads 'Ожидает подтверждения' (yellow). */
export const orderStatusListDisplay = (status: string): StatusDisplay => LIST_READING.get(status) ?? LIST_FALLBACK;

const CANCELED_BY_SHOP: StatusDisplay = { label: 'Отменён магазином', colour: 'red' };

/**
 * The customer's history: an order the admin deleted while it was open reads 'Отменён магазином'
 * (it carries the shop's reason, `cancel_reason` on the wire); any other as spec §4's list reading.
 */
export const orderHistoryStatusDisplay = (status: string, cancelReason: string | null): StatusDisplay =>
  orderStage(status) === 'canceled' && cancelReason !== null ? CANCELED_BY_SHOP : orderStatusListDisplay(status);

/** Where an order stands, for screens that say more than a label (the payment and thanks pages). */
export type OrderStage = 'awaiting-approval' | 'confirmed' | 'paid' | 'canceled' | 'refunded' | 'unknown';

const STAGES: ReadonlyMap<string, OrderStage> = new Map([
  ['pending', 'awaiting-approval'],
  ['confirmed', 'confirmed'],
  ['paid', 'paid'],
  ['canceled', 'canceled'],
  ['cancelled', 'canceled'],
  ['refunded', 'refunded'],
]);

/** The stage of a status as it came over the wire; both spellings of canceled are understood. */
export const orderStage = (status: string): OrderStage => STAGES.get(status) ?? 'unknown';

/**
 * Spec §4, payment page, by stage: so 'cancelled' (the spelling the spec shows there) and 'canceled'
 * both read Отменён. The spec gives no colour for an unknown status; grey is our choice.
 */
const PAYMENT_READING: { readonly [S in OrderStage]: StatusDisplay } = {
  'awaiting-approval': { label: 'В ожидании', colour: 'blue' },
  confirmed: { label: 'Подтверждён', colour: 'yellow' },
  paid: { label: 'Оплачен', colour: 'green' },
  canceled: { label: 'Отменён', colour: 'red' },
  refunded: { label: 'Возвращён', colour: 'grey' },
  unknown: { label: 'Неизвестно', colour: 'grey' },
};

export const orderStatusPaymentDisplay = (status: string): StatusDisplay => PAYMENT_READING[orderStage(status)];

/** A courier order the admin has not priced yet: the customer's history says the price will follow. */
export const awaitsCourierPrice = (order: { readonly deliveryType: string; readonly status: string; readonly deliveryPrice: Money }): boolean =>
  isDeliveryType(order.deliveryType) &&
  isCourierDelivery(order.deliveryType) &&
  orderStage(order.status) === 'awaiting-approval' &&
  order.deliveryPrice.isZero();
