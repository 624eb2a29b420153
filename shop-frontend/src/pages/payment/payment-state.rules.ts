/** What the payment page can offer for the order's status (spec §4: payment is reachable once confirmed). */
export type PaymentState = 'payable' | 'paid' | 'awaiting-approval' | 'canceled' | 'unavailable';

export function paymentState(status: string): PaymentState {
  switch (status) {
    case 'confirmed':
      return 'payable';
    case 'paid':
      return 'paid';
    case 'pending':
      return 'awaiting-approval';
    case 'canceled':
    case 'cancelled':
      return 'canceled';
    default:
      return 'unavailable';
  }
}
