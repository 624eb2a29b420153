import { isPaymentStatusChange } from './payment';

describe('payment status', () => {
  it('moves on from pending and waiting_for_capture, never from a final status, and a repeat is no change', () => {
    expect(isPaymentStatusChange('pending', 'succeeded')).toBe(true);
    expect(isPaymentStatusChange('pending', 'waiting_for_capture')).toBe(true);
    expect(isPaymentStatusChange('waiting_for_capture', 'canceled')).toBe(true);
    expect(isPaymentStatusChange('pending', 'pending')).toBe(false);
    expect(isPaymentStatusChange('succeeded', 'canceled')).toBe(false);
    expect(isPaymentStatusChange('canceled', 'succeeded')).toBe(false);
  });
});
