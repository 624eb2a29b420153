// Wire shapes of the admin calls beyond spec §3: the extra facts the admin screens need. The
// mappers onto them are in admin.mapper.ts.
import type { CategoryCode } from '../catalogue/category.value-object';
import type { DeliveryType } from '../delivery/delivery-type.value-object';
import type { OrderAction } from '../order/order.entity';
import type { FulfilmentStage } from '../order/fulfilment.state-machine';
import type { OrderStatus } from '../order/order-status.state-machine';
import type { RefundStatus } from '../payment/payment';
import type { PaymentMethod } from '../payment/payment-method';
import type { CompositionEntryDto } from './cart.contract';
import type {
  AdminProductOrderEntryDto,
  AdminProductRecordDto,
  DeliveryDetailsDto,
  OrderDiscountDto,
  OrderProgressDto,
  PaidOrderDto,
  PendingOrderDto,
} from './order.contract';

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

/** What every admin list shows of an order beyond spec §3: the delivery details, the florist's progress, the account. */
export interface AdminOrderFactsDto extends DeliveryDetailsDto, OrderProgressDto, OrderDiscountDto {
  /** The account's own e-mail; `email` is the order's (given at checkout, else this one). */
  account_email: string;
  /** The stage the florist may mark next; null before payment and once handed over. */
  next_fulfilment_stage: FulfilmentStage | null;
  /** Every stage of this order's kind of delivery, in order. */
  fulfilment_route: FulfilmentStage[];
  /** When the customer last sent the contact step again (the card says «изменён»); null: never changed. */
  contact_changed_at: string | null;
}

/** An order in the admin's 'All orders' list (spec §2), plus the checkout details. */
export interface AdminOrderDto extends AdminOrderFactsDto {
  order_id: number;
  username: string;
  email: string;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  delivery_address_full: string | null;
  delivery_type: DeliveryType;
  delivery_price: number;
  status: OrderStatus;
  is_approved: boolean;
  allowed_actions: OrderAction[];
  total_amount: number;
  items: AdminOrderLineDto[];
}

/** The pending list's extra facts the admin needs to confirm and price an order. */
export interface PendingOrderDetailsDto extends PendingOrderDto, AdminOrderFactsDto {
  /** The e-mail given at checkout, null when none was. */
  customer_email: string | null;
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
  /** Pieces in stock; null: made to order, no limit. */
  stock: number | null;
  /** Days it takes to make, 0 to 30. */
  lead_days: number;
}

/** GET /api/admin/orders/paid: the spec's Paid order plus when it was paid, its goods total and what was paid. */
export interface AdminPaidOrderDto extends PaidOrderDto, AdminOrderFactsDto {
  paid_at: string;
  /** How the customer paid: bank_card, sbp, sberbank, tinkoff_bank (null when the payment's row is missing). */
  payment_method: PaymentMethod | null;
  /** Goods only. */
  total_amount: number;
  /** The goods and the delivery: what the customer paid. */
  total_payable: number;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  status: OrderStatus;
  allowed_actions: OrderAction[];
  /** The latest refund, once the admin returned money. */
  refund: RefundDto | null;
  /** Every refund, oldest first. */
  refunds: RefundDto[];
  /** «Частичный возврат 1 500 ₽» while part of the money went back; null otherwise. */
  refund_note: string | null;
  /** Roubles still returnable. */
  refundable_amount: number;
  /** The lines still returnable, for «Вернуть деньги». */
  refundable_lines: RefundableLineDto[];
  /** The 54-FZ closing receipt («чек зачёта предоплаты») sent when the order was handed over. */
  closing_receipt: ClosingReceiptDto | null;
  /** The stages an admin marked although the customer had asked to change the bouquet, oldest first. */
  fulfilment_overrides: FulfilmentOverrideDto[];
}

/** A stage marked over the customer's «Хочу изменить», as the order's history recorded it. */
export interface FulfilmentOverrideDto {
  stage: FulfilmentStage;
  /** The admin's name; null once their account is gone. */
  admin: string | null;
  at: string;
}

/** POST /api/admin/products and PUT /api/admin/products/{id} */
export interface ProductPayloadDto {
  title: string;
  description: string;
  category: CategoryCode;
  /** Roubles. */
  price: number;
  price_from: boolean;
  /** 2 to 10 paths, the main one first. */
  images: string[];
  is_visible: boolean;
  /** Pieces in stock, null: made to order. Left out: a new product null, an edit keeps the stored one. */
  stock?: number | null;
  /** Days to make, 0 to 30. Left out: a new product 0, an edit keeps the stored one. */
  lead_days?: number;
}

/** POST /api/admin/products */
export interface ProductCreatedResponseDto {
  product_id: number;
}

/** POST /api/admin/uploads: where the stored image is served. */
export interface ImageUploadResponseDto {
  url: string;
}

/** POST /api/admin/reject-order */
export interface RejectOrderResponseDto {
  success: true;
  order_id: number;
  status: OrderStatus;
}

/** POST /api/admin/approve-order: the order's total with the delivery, in roubles. */
export interface ApproveOrderResponseDto extends RejectOrderResponseDto {
  total_payable: number;
}

/** The closing receipt of a handed-over order: sent (with the provider's id) or waiting for the provider. */
export interface ClosingReceiptDto {
  receipt_id: string | null;
  sent_at: string | null;
  created_at: string;
}

/** A refund as the admin's paid list shows it. */
export interface RefundDto {
  refund_id: string;
  status: RefundStatus;
  amount: number;
  reason: string;
  created_at: string;
}

/** A line to return: `line_id` 0 is the delivery. */
export interface RefundLinePayloadDto {
  line_id: number;
  quantity: number;
}

/** POST /api/admin/orders/{orderId}/refund: lines or an amount (roubles); neither returns everything left. */
export interface RefundPayloadDto {
  reason: string;
  lines?: RefundLinePayloadDto[];
  amount?: number;
}

/** The answer of POST /api/admin/orders/{orderId}/refund: the same refund on every repeat of the request. */
export interface RefundResponseDto {
  refund_id: string;
  status: RefundStatus;
  /** Roubles returned by this refund. */
  amount: number;
}

/** A line of a paid order with what is still returnable of it (`line_id` 0: the delivery). */
export interface RefundableLineDto {
  line_id: number;
  title: string;
  /** Pieces still returnable. */
  quantity: number;
  item_price: number;
}

/** POST /api/admin/orders/{orderId}/fulfilment */
export interface FulfilmentPayloadDto {
  stage: FulfilmentStage;
  /** true: the admin confirmed sending the bouquet on although the customer asked to change it (recorded in the order's history). */
  override?: boolean;
}

/** The answer of POST /api/admin/orders/{orderId}/fulfilment: where the order now stands. */
export interface FulfilmentResponseDto {
  order_id: number;
  fulfilment_stage: FulfilmentStage;
  next_fulfilment_stage: FulfilmentStage | null;
  allowed_actions: OrderAction[];
}

/** The answer of POST /api/admin/orders/{orderId}/photo (multipart field `file`). */
export interface OrderPhotoUploadDto {
  photo_url: string;
}

/**
 * GET /api/admin/deliveries?date=YYYY-MM-DD: the paid orders to deliver or hand over that day
 * (the chosen date; a pickup without one, its day of payment), by slot, then address.
 */
export type AdminDeliveryDto = AdminPaidOrderDto;

/** GET /api/admin/flowers: a constructor flower as the admin's «Цветы» edits it (price in roubles). */
export interface AdminFlowerDto {
  id: number;
  title: string;
  price: number;
  image: string;
  /** False: out of season, hidden from the constructor. */
  available: boolean;
  /** Stems in stock; null: unlimited. */
  stock: number | null;
}

/** POST /api/admin/flowers (every field) and PUT /api/admin/flowers/{id} (any of them). */
export type AdminFlowerPayloadDto = Omit<AdminFlowerDto, 'id'>;
