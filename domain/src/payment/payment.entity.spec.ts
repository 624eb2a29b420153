import { Money } from '../money/money.value-object';
import { restoredOrder, testContact } from '../testing/order.fixtures';
import { Payment, planPayment, type PaymentProps } from './payment.entity';

const NOW = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const DUE = Money.ofRoubles(1000);
const line = { id: 1, kind: 'product', key: 'product:1', productId: 1, title: 'Роза', unitPrice: DUE, quantity: 1, image: null } as const;
const order = restoredOrder({
  id: 3,
  status: 'confirmed',
  isApproved: true,
  confirmedAt: minutesAgo(600),
  contact: testContact({ deliveryType: 'pickup' }),
  lines: [line],
});

const payment = (change: Partial<PaymentProps> = {}) =>
  Payment.restore({
    id: 'p1',
    orderId: 3,
    amount: DUE,
    status: 'pending',
    method: 'bank_card',
    createdAt: minutesAgo(5),
    confirmationUrl: 'https://pay.example/p1',
    supersededAt: null,
    ...change,
  });

describe('a payment of an order', () => {
  it('hands its page out again for the same amount and method while the customer still has time to pay', () => {
    expect(payment().isReusableFor(DUE, 'bank_card', NOW)).toBe(true);
    expect(payment().isReusableFor(DUE, 'sbp', NOW)).toBe(false);
    expect(payment().isReusableFor(Money.ofRoubles(900), 'bank_card', NOW)).toBe(false);
    expect(payment({ createdAt: minutesAgo(49) }).isReusableFor(DUE, 'bank_card', NOW)).toBe(true);
    // YooKassa cancels an unpaid payment after an hour: from 50 minutes on, a new one is made.
    expect(payment({ createdAt: minutesAgo(50) }).isReusableFor(DUE, 'bank_card', NOW)).toBe(false);
    expect(payment({ status: 'waiting_for_capture' }).isReusableFor(DUE, 'bank_card', NOW)).toBe(false);
  });

  it('plans one open payment per order across methods: another method supersedes the open one', () => {
    const open = payment();
    expect(planPayment([open], DUE, 'bank_card', NOW)).toEqual({ reuse: open });
    expect(planPayment([open], DUE, 'sbp', NOW)).toEqual({ create: true, supersede: [open] });
    const stale = payment({ createdAt: minutesAgo(61) });
    expect(planPayment([stale], DUE, 'bank_card', NOW)).toEqual({ create: true, supersede: [stale] });
  });

  it('is one-stage by SBP only', () => {
    expect(payment({ method: 'sbp' }).isOneStage).toBe(true);
    expect(['bank_card', 'sberbank', 'tinkoff_bank'].map((method) => payment({ method: method as PaymentProps['method'] }).isOneStage)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps money SBP took only when it pays the order now; otherwise it is refunded', () => {
    const taken = payment({ method: 'sbp', status: 'succeeded' });
    expect(taken.takenDecision(order, [taken])).toEqual({ action: 'keep' });
    expect(payment({ method: 'sbp', status: 'succeeded', amount: Money.ofRoubles(1200) }).takenDecision(order, [])).toEqual({
      action: 'refund',
      reason: 'amount-differs',
    });
    expect(payment({ method: 'sbp', status: 'succeeded', supersededAt: minutesAgo(1) }).takenDecision(order, [])).toEqual({
      action: 'refund',
      reason: 'superseded',
    });
    const paidByCard = payment({ id: 'p0', status: 'succeeded' });
    expect(taken.takenDecision(order, [paidByCard, taken])).toEqual({ action: 'refund', reason: 'already-paid' });
  });

  it('no longer pays the order once refunded as stale, so a new payment can be captured', () => {
    const refunded = payment({ id: 'p0', method: 'sbp', status: 'succeeded' }).refundedAsStale(NOW);
    expect(refunded.paysOrder).toBe(false);
    const held = payment({ status: 'waiting_for_capture' });
    expect(held.holdDecision(order, [refunded, held])).toEqual({ action: 'capture' });
  });
});
