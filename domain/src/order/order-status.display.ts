export type StatusColour = 'green' | 'cyan' | 'yellow' | 'blue' | 'red' | 'grey';

export interface StatusDisplay {
  readonly label: string;
  readonly colour: StatusColour;
}

const LIST_READING: ReadonlyMap<string, StatusDisplay> = new Map([
  ['paid', { label: 'Оплачен', colour: 'green' }],
  ['confirmed', { label: 'Подтверждён', colour: 'cyan' }],
  ['canceled', { label: 'Отклонён', colour: 'red' }],
]);

const LIST_FALLBACK: StatusDisplay = { label: 'Ожидает подтверждения', colour: 'yellow' };

/** Spec §4, admin and customer lists: any other status reads 'Ожидает подтверждения' (yellow). */
export const orderStatusListDisplay = (status: string): StatusDisplay => LIST_READING.get(status) ?? LIST_FALLBACK;

const PAYMENT_READING: ReadonlyMap<string, StatusDisplay> = new Map([
  ['paid', { label: 'Оплачен', colour: 'green' }],
  ['confirmed', { label: 'Подтверждён', colour: 'yellow' }],
  ['pending', { label: 'В ожидании', colour: 'blue' }],
  ['canceled', { label: 'Отменён', colour: 'red' }],
  ['cancelled', { label: 'Отменён', colour: 'red' }],
]);

/** The spec gives no colour for an unknown status; grey is our choice. */
const PAYMENT_FALLBACK: StatusDisplay = { label: 'Неизвестно', colour: 'grey' };

/** Spec §4, payment page: 'cancelled' (the spelling the spec shows there) and 'canceled' both read Отменён. */
export const orderStatusPaymentDisplay = (status: string): StatusDisplay => PAYMENT_READING.get(status) ?? PAYMENT_FALLBACK;
