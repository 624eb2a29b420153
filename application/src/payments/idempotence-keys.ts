// Idempotence-Keys derived from what a call is about, so a retry, a repeated notification or a
// second admin's press sends the provider the same key and the provider does the thing once.

export const captureKey = (paymentId: string): string => `capture-${paymentId}`;

export const releaseKey = (paymentId: string): string => `cancel-${paymentId}`;

/** Everything left of the order's money: every press of "Вернуть деньги" in full carries this key. */
export const refundKey = (orderId: number): string => `refund-order-${orderId}`;

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a, 64 bits: a digest short enough for a key, over the text's UTF-16 code units. */
const digest64 = (text: string): string => {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index++) hash = ((hash ^ BigInt(text.charCodeAt(index))) * FNV_PRIME) & MASK_64;
  return hash.toString(16).padStart(16, '0');
};

/**
 * A partial refund: the key is the order and a digest of what is returned and why, so presses of the
 * same request make one refund and a different request another (YooKassa keys are at most 64 characters).
 */
export const partialRefundKey = (orderId: number, request: string): string => `refund-order-${orderId}-${digest64(request)}`;

/** One closing receipt per order, however many times the jobs try. */
export const closingReceiptKey = (orderId: number): string => `closing-receipt-order-${orderId}`;
/** The one refund of a one-stage payment that came for an order no longer taking it. */
export const staleRefundKey = (paymentId: string): string => `refund-stale-${paymentId}`;
