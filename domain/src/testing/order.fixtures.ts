// Test data shared by the domain's specs; not part of the public API.
import { Money } from '../money/money.value-object';
import { Order, type OrderProps } from '../order/order.entity';

/** A pending pickup order of customer 5 as a repository restores it, without lines; `change` overrides any field. */
export const restoredOrder = (change: Partial<OrderProps> & Pick<OrderProps, 'id'>): Order =>
  Order.restore({
    customerId: 5,
    status: 'pending',
    isApproved: false,
    deliveryType: 'pickup',
    deliveryAddress: null,
    deliveryPrice: Money.ZERO,
    deliveryQuote: null,
    contact: null,
    lines: [],
    createdAt: new Date('2025-05-01T09:00:00Z'),
    confirmedAt: null,
    canceledAt: null,
    payment: null,
    refundedAt: null,
    fulfilmentStage: null,
    photo: null,
    contactChangedAt: null,
    photoAlertedAt: null,
    cancelReason: null,
    deletedAt: null,
    ...change,
  });
