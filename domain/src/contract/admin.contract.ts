// Wire shapes of the admin calls beyond spec §3 (the extra facts the admin screens need).
import type { CategoryCode } from './catalogue.contract';
import type { CompositionEntryDto } from './cart.contract';
import type { AdminProductOrderEntryDto, AdminProductRecordDto, DeliveryTypeCode, OrderStatusCode, PaidOrderDto, PendingOrderDto } from './order.contract';

/** A line as the admin lists show it, with what the per-line Delete needs. */
export interface AdminOrderLineDto {
  line_id: number;
  product_id: number | null;
  title: string;
  quantity: number;
  item_price: number;
  image_url: string | null;
  composition: CompositionEntryDto[];
}

/** An order in the admin's 'All orders' list (spec §2), plus the checkout details. */
export interface AdminOrderDto {
  order_id: number;
  username: string;
  email: string;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: DeliveryTypeCode;
  delivery_price: number;
  status: OrderStatusCode;
  is_approved: boolean;
  total_amount: number;
  items: AdminOrderLineDto[];
}

/** The pending list's extra facts the admin needs to confirm and price an order. */
export interface PendingOrderDetailsDto extends PendingOrderDto {
  city: string | null;
  customer_email: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  card_text: string | null;
  delivery_date: string | null;
  delivery_slot: string | null;
  /** Suggested courier price from the delivery-quote port, roubles; null when there is none. */
  suggested_delivery_price: number | null;
  delivery_quote_note: string | null;
  contact_submitted: boolean;
}

/** GET /api/admin/products: the spec's record plus what product management edits. */
export interface AdminManagedProductDto extends AdminProductRecordDto {
  /** Each order entry names its own customer, which the admin view's regrouping shows. */
  orders: (AdminProductOrderEntryDto & { username: string; email: string })[];
  description: string;
  category: CategoryCode;
  images: string[];
  price_from: boolean;
  is_visible: boolean;
}

/** GET /api/admin/payments/incidents: payments the shop could not apply, for the admin to resolve. */
export interface PaymentIncidentDto {
  payment_id: string;
  order_id: number | null;
  amount: number;
  status: string;
  incident: string;
  created_at: string;
}

/** GET /api/admin/orders/paid: the spec's Paid order plus when it was paid and its goods total. */
export interface AdminPaidOrderDto extends PaidOrderDto {
  paid_at: string;
  total_amount: number;
}
