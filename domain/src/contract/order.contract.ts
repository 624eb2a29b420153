// Wire shapes of the order and payment-page calls (spec §3 and §7). Amounts are roubles with at
// most 2 decimals, times are ISO 8601 strings. One canonical set of status names travels on the
// wire; the two Russian readings of spec §4 are UI mappings (see order/order-status.display.ts).
// Every order view carries `allowed_actions`: what the caller's role may do next, as the state
// machine says. The mappers of the Order aggregate onto these shapes are in order.mapper.ts.
import type { DeliveryType } from '../delivery/delivery-type.value-object';
import type { OrderAction } from '../order/order.entity';
import type { FulfilmentStage } from '../order/fulfilment.state-machine';
import type { OrderStatus } from '../order/order-status.state-machine';
import type { PaymentMethod } from '../payment/payment-method';
import type { CompositionEntryDto } from './cart.contract';

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

/** The promo code the order was placed with, wherever the order's money is shown. */
export interface OrderDiscountDto {
  /** null: placed without a code. */
  promo_code: string | null;
  /** Roubles the code took off the goods; 0 without one. */
  discount: number;
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
  /** How it was paid (Банковская карта, СБП, SberPay, T-Pay), null until paid. */
  payment_method: PaymentMethod | null;
  /** Money returned, oldest first (several partial refunds, or one of everything). */
  refunds: CustomerRefundDto[];
  /** «Частичный возврат 1 500 ₽» while part of the money went back; null otherwise. */
  refund_note: string | null;
}

/** GET /api/orders/user returns an array of these. */
export interface CustomerOrderDto extends DeliveryDetailsDto, OrderProgressDto, OrderMoneyDto, OrderDiscountDto {
  order_id: number;
  /** Goods only. */
  total_amount: number;
  /** What the customer pays: the goods less the discount, and the delivery (total_amount − discount + delivery_price). */
  total_payable: number;
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
  /** Until when the order can be paid (PAYMENT_WINDOW_HOURS after approval); null when nothing is to be paid. */
  payment_deadline: string | null;
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
export interface PaymentLookupOrderDto extends OrderDiscountDto {
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
  /** Until when the order can be paid; null when nothing is to be paid. */
  payment_deadline: string | null;
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
  /** bank_card when absent. */
  method?: PaymentMethod;
}

export interface StartPaymentResponseDto {
  confirmation_url: string;
}
