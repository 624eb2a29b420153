/// <reference types="jest" />
import { linkCheckAnswer, nextCheckDelay, orderCheckAnswer, PAYMENT_CHECK_DELAYS_MS, paymentCheckOutcome } from './payment-check.rules';

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
      expect(nextCheckDelay(attempt, orderCheckAnswer('confirmed'))).toBe(delay);
      expect(nextCheckDelay(attempt, 'failed')).toBe(delay);
    });
    expect(nextCheckDelay(PAYMENT_CHECK_DELAYS_MS.length, orderCheckAnswer('confirmed'))).toBeNull();
    expect(nextCheckDelay(PAYMENT_CHECK_DELAYS_MS.length, 'failed')).toBeNull();
  });

  it('stops at once on an answer that will not change by itself', () => {
    for (const status of ['paid', 'pending', 'canceled']) expect(nextCheckDelay(0, orderCheckAnswer(status))).toBeNull();
  });
});

describe('thanks page: what the return link says, with or without a session', () => {
  it('says paid, or not paid at once for a declined or canceled payment', () => {
    expect(linkCheckAnswer('paid')).toEqual({ outcome: 'paid', settling: false });
    expect(linkCheckAnswer('not-completed')).toEqual({ outcome: 'not-paid', settling: false });
    expect(nextCheckDelay(0, linkCheckAnswer('not-completed'))).toBeNull();
    expect(nextCheckDelay(0, linkCheckAnswer('paid'))).toBeNull();
  });

  it('asks again while the payment is still settling, as for a confirmed order', () => {
    PAYMENT_CHECK_DELAYS_MS.forEach((delay, attempt) => expect(nextCheckDelay(attempt, linkCheckAnswer('checking'))).toBe(delay));
    expect(nextCheckDelay(PAYMENT_CHECK_DELAYS_MS.length, linkCheckAnswer('checking'))).toBeNull();
  });

  it('does not ask again about a link the shop does not know', () => {
    expect(nextCheckDelay(0, 'unknown')).toBeNull();
  });
});
