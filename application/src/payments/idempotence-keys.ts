// Idempotence-Keys derived from what a call is about, so a retry, a repeated notification or a
// second admin's press sends the provider the same key and the provider does the thing once.

export const captureKey = (paymentId: string): string => `capture-${paymentId}`;

export const releaseKey = (paymentId: string): string => `cancel-${paymentId}`;

/** One refund per order: every press of "Вернуть деньги" for the order carries this key. */
export const refundKey = (orderId: number): string => `refund-order-${orderId}`;

/** The one refund of a one-stage payment that came for an order no longer taking it. */
export const staleRefundKey = (paymentId: string): string => `refund-stale-${paymentId}`;
