import { isCourierDelivery, type DeliveryType } from '../delivery/delivery-type.value-object';
import type { Money } from '../money/money.value-object';
import { createStateMachine, type GuardTable, type TransitionTable } from '../shared/state-machine';
import { ORDER_ERRORS, type OrderError } from './order.errors';

/** One canonical set of status names, stored and sent on the wire (spec §4's two readings are UI mappings). */
export type OrderStatus = 'pending' | 'confirmed' | 'canceled' | 'paid' | 'refunded';

/** The whole order lifecycle. A paid order may only be refunded; nothing leaves canceled or refunded. */
export const ORDER_TRANSITIONS = {
  pending: { to: ['confirmed', 'canceled'] },
  confirmed: { to: ['paid', 'canceled'] },
  canceled: { to: [] },
  paid: { to: ['refunded'] },
  refunded: { to: [] },
} as const satisfies TransitionTable<OrderStatus>;

export const ORDER_STATUSES = Object.keys(ORDER_TRANSITIONS) as readonly OrderStatus[];

/** By default an unpaid confirmed order may be canceled once 72 hours have passed since approval. */
export const PAYMENT_WINDOW_HOURS = 72;

/** What the guards read about the order; the Order entity provides it. */
export interface OrderFacts {
  readonly deliveryType: DeliveryType;
  readonly isApproved: boolean;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** The customer sent their name, phone and consent (the checkout's second call). */
  readonly hasContact: boolean;
  readonly lines: readonly unknown[];
  goodsTotal(): Money;
  totalPayable(): Money;
}

/** The command asking for a transition, with the values its guard needs. */
export type OrderCommand =
  | { readonly type: 'approve'; readonly deliveryPrice: Money | null }
  | { readonly type: 'reject' }
  | { readonly type: 'markPaid'; readonly amount: Money }
  | { readonly type: 'cancelUnpaid'; readonly now: Date; readonly windowHours: number }
  /** The admin deleted an open order: the customer reads it as 'Отменён магазином'. */
  | { readonly type: 'cancelByShop' }
  | { readonly type: 'refund' };

export type OrderCommandType = OrderCommand['type'];

export interface OrderTransitionContext {
  readonly order: OrderFacts;
  readonly command: OrderCommand;
}

const paymentWindowOpen = (order: OrderFacts, now: Date, windowHours: number): boolean => {
  const since = (order.confirmedAt ?? order.createdAt).getTime();
  return now.getTime() - since < windowHours * 3_600_000;
};

/** An order worth confirming or paying: it has lines, costs something and says whom to deliver to. */
const payabilityError = (order: OrderFacts): OrderError | null => {
  if (order.lines.length === 0) return ORDER_ERRORS.noLines;
  if (order.goodsTotal().isZero()) return ORDER_ERRORS.zeroTotal;
  return order.hasContact ? null : ORDER_ERRORS.contactMissing;
};

/** Pure checks per transition; each returns the blocking error or null. */
const ORDER_GUARDS: GuardTable<OrderStatus, OrderTransitionContext, OrderError> = {
  pending: {
    confirmed: ({ order, command }) => {
      const unpayable = payabilityError(order);
      if (unpayable) return unpayable;
      return command.type === 'approve' && isCourierDelivery(order.deliveryType) && (command.deliveryPrice?.isZero() ?? true)
        ? ORDER_ERRORS.deliveryPriceRequired
        : null;
    },
    // Only the admin's rejection ends a pending order; the payment deadline starts at approval.
    canceled: ({ command }) => (command.type === 'cancelUnpaid' ? ORDER_ERRORS.notApproved : null),
  },
  confirmed: {
    paid: ({ order, command }) => {
      if (!order.isApproved) return ORDER_ERRORS.notApproved;
      const unpayable = payabilityError(order);
      if (unpayable) return unpayable;
      return command.type === 'markPaid' && !command.amount.equals(order.totalPayable()) ? ORDER_ERRORS.paymentAmountMismatch : null;
    },
    canceled: ({ order, command }) => {
      if (command.type === 'reject') return ORDER_ERRORS.alreadyProcessed;
      return command.type === 'cancelUnpaid' && paymentWindowOpen(order, command.now, command.windowHours) ? ORDER_ERRORS.paymentWindowOpen : null;
    },
  },
};

/** The error for a move the table does not contain. */
const refuseOrderTransition = (from: OrderStatus, to: OrderStatus): OrderError => {
  if (from === 'refunded') return ORDER_ERRORS.alreadyRefunded;
  if (to === 'refunded') return ORDER_ERRORS.notPaid;
  if (from === 'paid') return ORDER_ERRORS.alreadyPaid;
  if (from === 'canceled') return ORDER_ERRORS.alreadyCanceled;
  return to === 'paid' ? ORDER_ERRORS.notApproved : ORDER_ERRORS.alreadyProcessed;
};

export const ORDER_PROCESS = createStateMachine<OrderStatus, OrderTransitionContext, OrderError>({
  transitions: ORDER_TRANSITIONS,
  guards: ORDER_GUARDS,
  refuse: refuseOrderTransition,
});

/** The status each command asks for. */
export const COMMAND_TARGET: { readonly [C in OrderCommandType]: OrderStatus } = {
  approve: 'confirmed',
  reject: 'canceled',
  markPaid: 'paid',
  cancelUnpaid: 'canceled',
  cancelByShop: 'canceled',
  refund: 'refunded',
};
