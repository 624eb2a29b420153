import { Money } from '../money/money.value-object';
import { restoredOrder, testContact } from '../testing/order.fixtures';
import { paymentDeadline, paymentDeadlineText, paymentReminderDue } from './payment-deadline';

const APPROVED = new Date('2026-11-25T11:05:00Z');
const line = { id: 1, kind: 'product', key: 'product:1', productId: 1, title: 'Роза', unitPrice: Money.ofRoubles(1000), quantity: 1, image: null } as const;
const confirmed = (change = {}) =>
  restoredOrder({
    id: 3,
    status: 'confirmed',
    isApproved: true,
    confirmedAt: APPROVED,
    contact: testContact({ deliveryType: 'pickup' }),
    lines: [line],
    ...change,
  });
const at = (iso: string) => new Date(iso);

describe('the payment deadline', () => {
  it('falls PAYMENT_WINDOW_HOURS after the approval and reads on the Moscow clock', () => {
    const deadline = paymentDeadline(confirmed(), 72);
    expect(deadline?.toISOString()).toBe('2026-11-28T11:05:00.000Z');
    expect(paymentDeadlineText(deadline as Date)).toBe('Оплатите до 28 ноября, 14:05 МСК');
  });

  it('is none when nothing is to be paid: before approval, once paid, once canceled', () => {
    expect(paymentDeadline(confirmed({ status: 'pending', isApproved: false, confirmedAt: null }), 72)).toBeNull();
    expect(paymentDeadline(confirmed({ status: 'paid', payment: { paymentId: 'p', paidAt: APPROVED } }), 72)).toBeNull();
    expect(paymentDeadline(confirmed({ status: 'canceled', canceledAt: APPROVED }), 72)).toBeNull();
  });

  it('calls for the reminder only in the last 12 hours before the deadline', () => {
    const order = confirmed();
    expect(paymentReminderDue(order, at('2026-11-27T23:04:00Z'), 72)).toBeNull();
    expect(paymentReminderDue(order, at('2026-11-27T23:05:00Z'), 72)?.toISOString()).toBe('2026-11-28T11:05:00.000Z');
    expect(paymentReminderDue(order, at('2026-11-28T11:04:59Z'), 72)).not.toBeNull();
    expect(paymentReminderDue(order, at('2026-11-28T11:05:00Z'), 72)).toBeNull();
  });
});
