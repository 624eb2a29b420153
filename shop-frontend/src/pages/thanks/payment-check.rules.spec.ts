/// <reference types="jest" />
import { nextCheckDelay, PAYMENT_CHECK_DELAYS_MS, paymentCheckOutcome } from './payment-check.rules';

describe('thanks page: what the order status allows it to say', () => {
  it('claims success only for a paid order', () => {
    expect(paymentCheckOutcome('paid')).toBe('paid');
    expect(paymentCheckOutcome('confirmed')).toBe('not-paid');
    expect(paymentCheckOutcome('pending')).toBe('awaiting-approval');
    expect(paymentCheckOutcome('canceled')).toBe('canceled');
    expect(paymentCheckOutcome('cancelled')).toBe('canceled');
    expect(paymentCheckOutcome('refunded')).toBe('refunded');
    expect(paymentCheckOutcome('returned')).toBe('not-paid');
  });

  it('asks again about a confirmed order (or a failed lookup) for about 5 s, then stops', () => {
    const total = PAYMENT_CHECK_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(4000);
    expect(total).toBeLessThanOrEqual(6000);
    PAYMENT_CHECK_DELAYS_MS.forEach((delay, attempt) => {
      expect(nextCheckDelay(attempt, { status: 'confirmed' })).toBe(delay);
      expect(nextCheckDelay(attempt, 'failed')).toBe(delay);
    });
    expect(nextCheckDelay(PAYMENT_CHECK_DELAYS_MS.length, { status: 'confirmed' })).toBeNull();
    expect(nextCheckDelay(PAYMENT_CHECK_DELAYS_MS.length, 'failed')).toBeNull();
  });

  it('stops at once on an answer that will not change by itself', () => {
    for (const status of ['paid', 'pending', 'canceled']) expect(nextCheckDelay(0, { status })).toBeNull();
  });
});
