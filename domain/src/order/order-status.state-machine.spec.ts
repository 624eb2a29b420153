import { Money } from '../money/money.value-object';
import { ORDER_ERRORS } from './order.errors';
import { ORDER_PROCESS, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderFacts, type OrderStatus } from './order-status.state-machine';

const facts: OrderFacts = {
  deliveryType: 'pickup',
  isApproved: true,
  createdAt: new Date('2025-05-01T10:00:00Z'),
  confirmedAt: new Date('2025-05-01T12:00:00Z'),
  hasContact: true,
  lines: [{}],
  goodsTotal: () => Money.ofRoubles(100),
  totalPayable: () => Money.ofRoubles(100),
};

describe('order transition table', () => {
  it('is exactly the lifecycle: pending → confirmed | canceled; confirmed → paid | canceled; paid → refunded', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      pending: { to: ['confirmed', 'canceled'] },
      confirmed: { to: ['paid', 'canceled'] },
      canceled: { to: [] },
      paid: { to: ['refunded'] },
      refunded: { to: [] },
    });
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'canceled', 'paid', 'refunded']);
  });

  it('allows exactly the moves in the table', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) if (ORDER_PROCESS.canTransitionTo(from, to)) allowed.push(`${from}->${to}`);
    }
    expect(allowed).toEqual(['pending->confirmed', 'pending->canceled', 'confirmed->canceled', 'confirmed->paid', 'paid->refunded']);
  });

  it.each<[OrderStatus, OrderStatus, unknown]>([
    ['paid', 'canceled', ORDER_ERRORS.alreadyPaid],
    ['refunded', 'paid', ORDER_ERRORS.alreadyRefunded],
    ['confirmed', 'refunded', ORDER_ERRORS.notPaid],
    ['paid', 'confirmed', ORDER_ERRORS.alreadyPaid],
    ['canceled', 'confirmed', ORDER_ERRORS.alreadyCanceled],
    ['pending', 'paid', ORDER_ERRORS.notApproved],
    ['confirmed', 'confirmed', ORDER_ERRORS.alreadyProcessed],
  ])('refuses %s → %s with a typed error', (from, to, error) => {
    expect(ORDER_PROCESS.transitionTo(from, to, { order: facts, command: { type: 'reject' } })).toEqual({ ok: false, error });
  });
});
