import { orderStage, type OrderAction, type OrderStage } from '@shop/domain';

/** What the payment page can offer for the order (spec §4: payment is reachable once confirmed and approved). */
export type PaymentState = 'payable' | 'paid' | 'awaiting-approval' | 'canceled' | 'refunded' | 'unavailable';

const STATE_OF_STAGE: { readonly [S in OrderStage]: Exclude<PaymentState, 'payable'> } = {
  paid: 'paid',
  'awaiting-approval': 'awaiting-approval',
  canceled: 'canceled',
  refunded: 'refunded',
  confirmed: 'unavailable',
  unknown: 'unavailable',
};

/** What a status means when the order may not be paid now. */
export const settledState = (status: string): Exclude<PaymentState, 'payable'> => STATE_OF_STAGE[orderStage(status)];

/** Payable exactly when the server says the customer may pay; otherwise what the status means. */
export const paymentState = (order: { readonly status: string; readonly allowed_actions: readonly OrderAction[] }): PaymentState =>
  order.allowed_actions.includes('pay') ? 'payable' : settledState(order.status);
