import type { OrderStatus } from '../order/order-status.state-machine';
import type { PaymentStatus } from './payment';

/**
 * What the thanks page may say to whoever holds the return link, signed in or not: the payment
 * went through, it did not, or it is still settling (the provider sends the customer back first
 * and its notification lands just after).
 */
export type PaymentOutcome = 'paid' | 'not-completed' | 'checking';

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'not-completed', 'checking'];

/**
 * The outcome of an order's latest payment. The order decides success (paid, or paid and since
 * refunded); while it is payable, a payment still open or already taken but not yet applied is
 * settling, and a canceled one (declined, abandoned, released) or none at all did not complete.
 */
export function paymentOutcome(orderStatus: OrderStatus, latestPayment: PaymentStatus | null): PaymentOutcome {
  if (orderStatus === 'paid' || orderStatus === 'refunded') return 'paid';
  if (orderStatus !== 'confirmed' || latestPayment === null || latestPayment === 'canceled') return 'not-completed';
  return 'checking';
}
