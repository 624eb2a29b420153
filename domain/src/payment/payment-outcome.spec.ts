import { paymentOutcome } from './payment-outcome';

describe('the outcome a return link may tell', () => {
  it('says paid once the order is paid, and after a refund too (the payment did go through)', () => {
    expect(paymentOutcome('paid', 'succeeded')).toBe('paid');
    expect(paymentOutcome('refunded', 'succeeded')).toBe('paid');
  });

  it('says not completed at once for a declined or canceled payment, or none at all', () => {
    expect(paymentOutcome('confirmed', 'canceled')).toBe('not-completed');
    expect(paymentOutcome('confirmed', null)).toBe('not-completed');
  });

  it('keeps checking while the payment is open or taken but not yet applied to the order', () => {
    expect(paymentOutcome('confirmed', 'pending')).toBe('checking');
    expect(paymentOutcome('confirmed', 'waiting_for_capture')).toBe('checking');
    expect(paymentOutcome('confirmed', 'succeeded')).toBe('checking');
  });

  it('never claims a payment for an order that cannot take one', () => {
    for (const payment of ['pending', 'waiting_for_capture', 'succeeded', 'canceled', null] as const) {
      expect(paymentOutcome('pending', payment)).toBe('not-completed');
      expect(paymentOutcome('canceled', payment)).toBe('not-completed');
    }
  });
});
