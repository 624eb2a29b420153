// The one mapper of the Order aggregate onto the wire shapes of order.contract.ts: the customer's
// history, the payment page and the start of every admin view.
import type { Money } from '../money/money.value-object';
import type { Order, OrderRole } from '../order/order.entity';
import type { OrderLine } from '../order/order-line';
import { paymentDeadline } from '../order/payment-deadline';
import type { Refund } from '../payment/payment';
import { partialRefundNote } from '../payment/refund-plan';
import type { PaymentMethod } from '../payment/payment-method';
import { toCompositionEntryDto } from './cart.mapper';
import type { CompositionEntryDto } from './cart.contract';
import { wireRoubles } from './money.mapper';
import type {
  CustomerOrderDto,
  DeliveryDetailsDto,
  OrderDiscountDto,
  OrderMoneyDto,
  OrderProgressDto,
  PaymentLookupDto,
  PendingOrderDto,
} from './order.contract';

/** The customer account an order belongs to, as the admin lists and the payment page name it. */
export interface OrderAccount {
  readonly username: string;
  readonly email: string;
}

/** An order read for a list, with the account that placed it. */
export interface OrderWithAccount {
  readonly order: Order;
  readonly account: OrderAccount;
}

/** A customer's order with the money that moved: the captured payment's amount and the refunds. */
export interface CustomerOrderView extends OrderWithAccount {
  /** The amount of the payment that paid the order, null while unpaid. */
  readonly paidAmount: Money | null;
  /** How the payment that paid the order was made, null while unpaid. */
  readonly paymentMethod: PaymentMethod | null;
  /** The order's refunds in any state, oldest first. */
  readonly refunds: readonly Refund[];
}

/** A collected bouquet's flowers; empty for a product line. */
export const lineComposition = (line: OrderLine): CompositionEntryDto[] => (line.kind === 'bouquet' ? line.composition.map(toCompositionEntryDto) : []);

/** The order's contact e-mail: the one given at checkout, else the account's (its mails go to the account's alone). */
export const orderEmail = (order: Order, accountEmail: string): string => order.contact?.email ?? accountEmail;

/** Every list's delivery details (issue: the florist must know when, to whom and what to write). */
export const deliveryDetails = ({ order, account }: OrderWithAccount): DeliveryDetailsDto => {
  const { contact } = order;
  return {
    full_name: contact?.fullName ?? null,
    delivery_phone: contact?.phone ?? null,
    email: orderEmail(order, account.email),
    city: contact?.city ?? null,
    delivery_date: contact?.deliveryDate ?? null,
    delivery_slot: contact?.deliverySlot ?? null,
    recipient_name: contact?.recipientName ?? null,
    recipient_phone: contact?.recipientPhone ?? null,
    card_text: contact?.cardText ?? null,
  };
};

/** The stage and the photo with its answer. */
export const orderDiscount = (order: Order): OrderDiscountDto => ({ promo_code: order.promo?.code ?? null, discount: wireRoubles(order.discount()) });

export const orderProgress = (order: Order): OrderProgressDto => ({
  fulfilment_stage: order.fulfilmentStage,
  photo_url: order.photo?.url ?? null,
  photo_approved: order.photo?.response?.approved ?? null,
  photo_comment: order.photo?.response?.comment ?? null,
});

/** The order's contact and delivery facts every order view shows. */
const deliveryFacts = (order: Order) => ({
  full_name: order.contact?.fullName ?? null,
  delivery_phone: order.contact?.phone ?? null,
  delivery_address_full: order.deliveryAddress,
  delivery_type: order.deliveryType,
  delivery_price: wireRoubles(order.deliveryPrice),
});

const actions = (order: Order, role: OrderRole) => ({ allowed_actions: order.allowedActions(role) });

/**
 * What was paid and what came back. A paid order's payment equals its total (Order.markPaid
 * checks it), so the total stands in should the payment's row be missing; only refunds the
 * provider completed count as returned.
 */
export const orderMoney = ({ order, paidAmount, paymentMethod, refunds }: CustomerOrderView): OrderMoneyDto => ({
  paid_amount: order.payment ? wireRoubles(paidAmount ?? order.totalPayable()) : null,
  payment_method: order.payment ? paymentMethod : null,
  paid_at: order.payment?.paidAt.toISOString() ?? null,
  refunds: refunds
    .filter((refund) => refund.status === 'succeeded')
    .map((refund) => ({ amount: wireRoubles(refund.amount), created_at: refund.createdAt.toISOString(), reason: refund.reason })),
  refund_note: order.payment ? partialRefundNote(paidAmount ?? order.totalPayable(), refunds) : null,
});

const deadlineOf = (order: Order, windowHours: number): string | null => paymentDeadline(order, windowHours)?.toISOString() ?? null;

/** GET /api/orders/user; `windowHours` is PAYMENT_WINDOW_HOURS. */
export const toCustomerOrderDto = (view: CustomerOrderView, windowHours: number): CustomerOrderDto => {
  const { order } = view;
  return {
    order_id: order.id,
    total_amount: wireRoubles(order.goodsTotal()),
    total_payable: wireRoubles(order.totalPayable()),
    address: order.deliveryAddress,
    created_at: order.createdAt.toISOString(),
    ...deliveryFacts(order),
    ...deliveryDetails(view),
    ...orderProgress(order),
    ...orderDiscount(order),
    ...orderMoney(view),
    status: order.status,
    is_approved: order.isApproved,
    cancel_reason: order.canceledByShop ? order.cancelReason : null,
    payment_deadline: deadlineOf(order, windowHours),
    ...actions(order, 'customer'),
    items: order.lines.map((line) => ({
      title: line.title,
      image_url: line.image,
      price: wireRoubles(line.unitPrice),
      quantity: line.quantity,
      composition: lineComposition(line),
    })),
  };
};

/** GET /api/payment/order/{orderId}: the payment page, for the order's owner; `windowHours` is PAYMENT_WINDOW_HOURS. */
export const toPaymentLookupDto = ({ order, account }: OrderWithAccount, windowHours: number): PaymentLookupDto => ({
  order: {
    ...deliveryFacts(order),
    email: orderEmail(order, account.email),
    status: order.status,
    total_amount: wireRoubles(order.goodsTotal()),
    total_with_delivery: wireRoubles(order.totalPayable()),
    ...orderDiscount(order),
    payment_deadline: deadlineOf(order, windowHours),
    ...actions(order, 'customer'),
  },
  items: order.lines.map((line) => ({
    name: line.title,
    quantity: line.quantity,
    price: wireRoubles(line.unitPrice),
    images: line.image ? [line.image] : [],
    composition: lineComposition(line),
  })),
});

/** What every admin view of an order starts with: who ordered, when, the delivery, the status. */
export const adminOrderHeader = ({ order, account }: OrderWithAccount) => ({
  order_id: order.id,
  username: account.username,
  email: account.email,
  created_at: order.createdAt.toISOString(),
  ...deliveryFacts(order),
  status: order.status,
  ...actions(order, 'admin'),
});

/** GET /api/admin/orders/pending */
export const toPendingOrderDto = (view: OrderWithAccount): PendingOrderDto => ({
  ...adminOrderHeader(view),
  total_amount: wireRoubles(view.order.goodsTotal()),
  items: view.order.lines.map((line) => ({
    title: line.title,
    price: wireRoubles(line.unitPrice),
    quantity: line.quantity,
    image_url: line.image,
    composition: lineComposition(line),
  })),
});
