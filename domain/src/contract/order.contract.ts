// Wire shapes of the order, payment and admin calls (spec §3 and §7) and the one mapper of the
// Order aggregate onto them. Amounts are roubles with at most 2 decimals, times are ISO 8601
// strings. One canonical set of status names travels on the wire; the two Russian readings of
// spec §4 are UI mappings (see order/order-status.display.ts). Every order view carries
// `allowed_actions`: what the caller's role may do next, as the state machine says.
import type { DeliveryType } from '../delivery/delivery-type.value-object';
import { Money } from '../money/money.value-object';
import type { Order, OrderAction, OrderRole } from '../order/order.entity';
import type { OrderLine } from '../order/order-line';
import type { FulfilmentStage } from '../order/fulfilment.state-machine';
import type { OrderStatus } from '../order/order-status.state-machine';
import type { Refund } from '../payment/payment';
import { toCompositionEntryDto, type CompositionEntryDto } from './cart.contract';

/** One line of POST /api/payment/create; composition_id names a collected bouquet. */
export interface OrderItemPayloadDto {
  product_id: number;
  quantity: number;
  composition_id?: number;
}

/** POST /api/payment/create */
export interface OrderCreatePayloadDto {
  deliveryType: DeliveryType;
  delivery_address_full: string;
  items: OrderItemPayloadDto[];
}

export interface OrderCreateResponseDto {
  order_id: number;
}

/** A line of a customer's order. */
export interface CustomerOrderItemDto {
  title: string;
  image_url: string | null;
  /** Unit price in roubles, snapshotted at order time. */
  price: number;
  quantity: number;
  composition: CompositionEntryDto[];
}

/** Who ordered and receives the order, when and what the card says: every order list carries them. */
export interface DeliveryDetailsDto {
  full_name: string | null;
  delivery_phone: string | null;
  /** The contact e-mail given at checkout, else the account's. Mails go to the account's alone. */
  email: string;
  city: string | null;
  /** 'YYYY-MM-DD' (Moscow). */
  delivery_date: string | null;
  /** A slot code of DELIVERY_SLOTS, e.g. '10-13'. */
  delivery_slot: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  card_text: string | null;
}

/** The florist's work after payment, as the customer and the admin see it. */
export interface OrderProgressDto {
  /** Null until work starts. */
  fulfilment_stage: FulfilmentStage | null;
  photo_url: string | null;
  /** Null until the customer answers the photo. */
  photo_approved: boolean | null;
  photo_comment: string | null;
}

/** POST /api/orders/{orderId}/photo-response */
export interface PhotoResponsePayloadDto {
  approved: boolean;
  comment?: string;
}

/** Money returned to the customer: how much, when, and the shop's reason. */
export interface CustomerRefundDto {
  amount: number;
  created_at: string;
  reason: string;
}

/** What moved between the customer's card and the shop: the payment and the refunds after it. */
export interface OrderMoneyDto {
  /** What the card was charged (goods and delivery), null until paid. */
  paid_amount: number | null;
  paid_at: string | null;
  /** Money returned, oldest first (a list: refunds may come to be partial, several per order). */
  refunds: CustomerRefundDto[];
}

/** GET /api/orders/user returns an array of these. */
export interface CustomerOrderDto extends DeliveryDetailsDto, OrderProgressDto, OrderMoneyDto {
  order_id: number;
  /** Goods only; the payable total is total_amount + delivery_price. */
  total_amount: number;
  delivery_price: number;
  address: string | null;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: DeliveryType;
  status: OrderStatus;
  is_approved: boolean;
  /** Why the shop canceled the order (the admin deleted it while open): it reads 'Отменён магазином'; null otherwise. */
  cancel_reason: string | null;
  allowed_actions: OrderAction[];
  items: CustomerOrderItemDto[];
}

export interface PendingOrderItemDto {
  title: string;
  price: number;
  quantity: number;
  image_url: string | null;
  images?: string[];
  composition: CompositionEntryDto[];
}

/** GET /api/admin/orders/pending returns a list of these. */
export interface PendingOrderDto {
  order_id: number;
  username: string;
  email: string;
  total_amount: number;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  delivery_type: DeliveryType;
  delivery_address_full: string | null;
  delivery_price: number;
  status: OrderStatus;
  allowed_actions: OrderAction[];
  items: PendingOrderItemDto[];
}

export interface PaidOrderItemDto {
  title: string;
  quantity: number;
  price: number;
  /** Unit price snapshotted at order time. */
  item_price: number;
  image_url: string | null;
  composition: CompositionEntryDto[];
}

/** GET /api/admin/orders/paid returns a list of these. */
export interface PaidOrderDto {
  order_id: number;
  username: string;
  email: string;
  delivery_type: DeliveryType;
  delivery_address_full: string | null;
  delivery_price: number;
  payment_id: string;
  items: PaidOrderItemDto[];
}

export interface AdminProductOrderEntryDto {
  order_id: number;
  created_at: string;
  status: OrderStatus;
  quantity: number;
  item_price: number;
  composition: CompositionEntryDto[];
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: DeliveryType;
  delivery_price: number;
}

/** GET /api/admin/products returns a list of these; the admin view regroups them by order_id. */
export interface AdminProductRecordDto {
  product_id: number;
  title: string;
  image_url: string | null;
  price: number;
  username: string;
  email: string;
  orders: AdminProductOrderEntryDto[];
}

/** POST /api/admin/approve-order: delivery_price in roubles, as the admin typed it (spec §5: non-numeric is 0). */
export interface ApproveOrderPayloadDto {
  order_id: number;
  delivery_price?: number | string | null;
}

/** POST /api/admin/reject-order (a delivery_price the client sends is ignored). */
export interface RejectOrderPayloadDto {
  order_id: number;
  delivery_price?: number | string | null;
}

/** The order half of GET /api/payment/order/{orderId}. */
export interface PaymentLookupOrderDto {
  full_name: string | null;
  email: string | null;
  delivery_phone: string | null;
  delivery_type: DeliveryType;
  delivery_address_full: string | null;
  delivery_price: number;
  status: OrderStatus;
  /** Goods only. */
  total_amount: number;
  total_with_delivery: number;
  allowed_actions: OrderAction[];
}

export interface PaymentLookupItemDto {
  name: string;
  quantity: number;
  price: number;
  images: string[];
  composition: CompositionEntryDto[];
}

/** GET /api/payment/order/{orderId} */
export interface PaymentLookupDto {
  order: PaymentLookupOrderDto;
  items: PaymentLookupItemDto[];
}

/** POST /api/payment/start-payment */
export interface StartPaymentPayloadDto {
  orderId: number;
}

export interface StartPaymentResponseDto {
  confirmation_url: string;
}

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
  /** The order's refunds in any state, oldest first. */
  readonly refunds: readonly Refund[];
}

const roubles = (money: Money | null): number => (money ?? Money.ZERO).toRoubles();

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
  delivery_price: roubles(order.deliveryPrice),
});

const actions = (order: Order, role: OrderRole) => ({ allowed_actions: order.allowedActions(role) });

/**
 * What was paid and what came back. A paid order's payment equals its total (Order.markPaid
 * checks it), so the total stands in should the payment's row be missing; only refunds the
 * provider completed count as returned.
 */
export const orderMoney = ({ order, paidAmount, refunds }: CustomerOrderView): OrderMoneyDto => ({
  paid_amount: order.payment ? roubles(paidAmount ?? order.totalPayable()) : null,
  paid_at: order.payment?.paidAt.toISOString() ?? null,
  refunds: refunds
    .filter((refund) => refund.status === 'succeeded')
    .map((refund) => ({ amount: refund.amount.toRoubles(), created_at: refund.createdAt.toISOString(), reason: refund.reason })),
});

/** GET /api/orders/user */
export const toCustomerOrderDto = (view: CustomerOrderView): CustomerOrderDto => {
  const { order } = view;
  return {
  order_id: order.id,
  total_amount: roubles(order.goodsTotal()),
  address: order.deliveryAddress,
  created_at: order.createdAt.toISOString(),
  ...deliveryFacts(order),
  ...deliveryDetails(view),
  ...orderProgress(order),
  ...orderMoney(view),
  status: order.status,
  is_approved: order.isApproved,
  cancel_reason: order.canceledByShop ? order.cancelReason : null,
  ...actions(order, 'customer'),
  items: order.lines.map((line) => ({
    title: line.title,
    image_url: line.image,
    price: roubles(line.unitPrice),
    quantity: line.quantity,
    composition: lineComposition(line),
  })),
  };
};

/** GET /api/payment/order/{orderId}: the payment page, for the order's owner. */
export const toPaymentLookupDto = ({ order, account }: OrderWithAccount): PaymentLookupDto => ({
  order: {
    ...deliveryFacts(order),
    email: orderEmail(order, account.email),
    status: order.status,
    total_amount: roubles(order.goodsTotal()),
    total_with_delivery: roubles(order.totalPayable()),
    ...actions(order, 'customer'),
  },
  items: order.lines.map((line) => ({
    name: line.title,
    quantity: line.quantity,
    price: roubles(line.unitPrice),
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
  total_amount: roubles(view.order.goodsTotal()),
  items: view.order.lines.map((line) => ({
    title: line.title,
    price: roubles(line.unitPrice),
    quantity: line.quantity,
    image_url: line.image,
    composition: lineComposition(line),
  })),
});
