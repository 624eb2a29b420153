// Wire shapes of the order, payment and admin calls (spec §3 and §7). Amounts are roubles with at
// most 2 decimals, times are ISO 8601 strings. One canonical set of status names travels on the
// wire; the two Russian readings of spec §4 are UI mappings (see order/order-status.display.ts).
import type { CompositionEntryDto } from './cart.contract';

export type OrderStatusCode = 'pending' | 'confirmed' | 'canceled' | 'paid';

export type DeliveryTypeCode = 'pickup' | 'moscow' | 'yandex';

/** One line of POST /api/payment/create; composition_id names a collected bouquet. */
export interface OrderItemPayloadDto {
  product_id: number;
  quantity: number;
  composition_id?: number;
}

/** POST /api/payment/create */
export interface OrderCreatePayloadDto {
  deliveryType: DeliveryTypeCode;
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

/** GET /api/orders/user returns an array of these. */
export interface CustomerOrderDto {
  order_id: number;
  /** Goods only; the payable total is total_amount + delivery_price. */
  total_amount: number;
  delivery_price: number;
  address: string | null;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: DeliveryTypeCode;
  status: OrderStatusCode;
  is_approved: boolean;
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
  delivery_type: DeliveryTypeCode;
  delivery_address_full: string | null;
  delivery_price: number;
  status: OrderStatusCode;
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
  delivery_type: DeliveryTypeCode;
  delivery_address_full: string | null;
  delivery_price: number;
  payment_id: string;
  items: PaidOrderItemDto[];
}

/** GET /api/admin/receipt/{paymentId} */
export interface ReceiptDto {
  amount: { value: string; currency: string };
  payment_method: { card: { last4: string } };
  authorization_details: { rrn: string; auth_code: string };
  created_at: string;
  fiscal_document_number: string;
  shift_number: string;
}

export interface AdminProductOrderEntryDto {
  order_id: number;
  created_at: string;
  status: OrderStatusCode;
  quantity: number;
  item_price: number;
  composition: CompositionEntryDto[];
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: DeliveryTypeCode;
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

/** POST /api/admin/approve-order */
export interface ApproveOrderPayloadDto {
  order_id: number;
  delivery_price: number;
}

/** POST /api/admin/reject-order (delivery_price is sent by the client and ignored). */
export interface RejectOrderPayloadDto {
  order_id: number;
  delivery_price?: number;
}

/** The order half of GET /api/payment/order/{orderId}. */
export interface PaymentLookupOrderDto {
  full_name: string | null;
  email: string | null;
  delivery_phone: string | null;
  delivery_type: DeliveryTypeCode;
  delivery_address_full: string | null;
  delivery_price: number;
  status: OrderStatusCode;
  /** Goods only. */
  total_amount: number;
  total_with_delivery: number;
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
