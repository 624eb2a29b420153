// Wire shapes of the admin calls beyond spec §3 (the extra facts the admin screens need) and their mappers.
import type { CategoryCode } from '../catalogue/category.value-object';
import type { Product } from '../catalogue/product.entity';
import type { DeliveryType } from '../delivery/delivery-type.value-object';
import type { OrderAction } from '../order/order.entity';
import { fulfilmentRoute, type FulfilmentStage } from '../order/fulfilment.state-machine';
import type { OrderStatus } from '../order/order-status.state-machine';
import type { Refund, RefundStatus } from '../payment/payment';
import type { CompositionEntryDto } from './cart.contract';
import {
  adminOrderHeader,
  deliveryDetails,
  lineComposition,
  orderProgress,
  toPendingOrderDto,
  type DeliveryDetailsDto,
  type OrderProgressDto,
  type AdminProductOrderEntryDto,
  type AdminProductRecordDto,
  type OrderWithAccount,
  type PaidOrderDto,
  type PendingOrderDto,
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
export interface AdminOrderFactsDto extends DeliveryDetailsDto, OrderProgressDto {
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
}

/** GET /api/admin/orders/paid: the spec's Paid order plus when it was paid and its goods total. */
export interface AdminPaidOrderDto extends PaidOrderDto, AdminOrderFactsDto {
  paid_at: string;
  total_amount: number;
  created_at: string;
  full_name: string | null;
  delivery_phone: string | null;
  status: OrderStatus;
  allowed_actions: OrderAction[];
  /** The money returned, once the admin refunded the order. */
  refund: RefundDto | null;
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

/** A refund as the admin's paid list shows it. */
export interface RefundDto {
  refund_id: string;
  status: RefundStatus;
  amount: number;
  reason: string;
  created_at: string;
}

/** POST /api/admin/orders/{orderId}/refund */
export interface RefundPayloadDto {
  reason: string;
}

/** The answer of POST /api/admin/orders/{orderId}/refund: the same refund on every repeat. */
export interface RefundResponseDto {
  refund_id: string;
  status: RefundStatus;
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

/** A stage an admin marked over the customer's request to change the bouquet (order history). */
export interface FulfilmentOverride {
  readonly stage: FulfilmentStage;
  readonly admin: string | null;
  readonly at: Date;
}

/** A paid (or refunded) order with its account, its refund and the change requests overridden. */
export interface PaidOrderView extends OrderWithAccount {
  readonly refund: Refund | null;
  readonly overrides: readonly FulfilmentOverride[];
}

/** The facts every admin list adds to its spec fields. */
const adminOrderFacts = (view: OrderWithAccount): AdminOrderFactsDto => ({
  ...deliveryDetails(view),
  ...orderProgress(view.order),
  account_email: view.account.email,
  next_fulfilment_stage: view.order.nextFulfilmentStage(),
  fulfilment_route: [...fulfilmentRoute(view.order.deliveryType)],
  contact_changed_at: view.order.contactChangedAt?.toISOString() ?? null,
});

/** GET /api/admin/orders */
export const toAdminOrderDto = (view: OrderWithAccount): AdminOrderDto => ({
  ...adminOrderHeader(view),
  ...adminOrderFacts(view),
  is_approved: view.order.isApproved,
  total_amount: view.order.goodsTotal().toRoubles(),
  items: view.order.lines.map((line) => ({
    line_id: line.id ?? 0,
    product_id: line.kind === 'product' ? line.productId : null,
    title: line.title,
    quantity: line.quantity,
    item_price: line.unitPrice.toRoubles(),
    image_url: line.image,
    composition: lineComposition(line),
  })),
});

/** GET /api/admin/orders/pending: everything the admin needs to confirm and price the order. */
export const toPendingOrderDetailsDto = (view: OrderWithAccount): PendingOrderDetailsDto => {
  const { contact, deliveryQuote } = view.order;
  return {
    ...toPendingOrderDto(view),
    ...adminOrderFacts(view),
    customer_email: contact?.email ?? null,
    suggested_delivery_price: deliveryQuote?.price ? deliveryQuote.price.toRoubles() : null,
    delivery_quote_note: deliveryQuote?.note ?? null,
    contact_submitted: contact !== null,
  };
};

/**
 * GET /api/admin/products: every product with the orders that bought it (newest first, as `orders`
 * come); a collected bouquet is no product and is not listed.
 */
export const toAdminProductDtos = (products: readonly Product[], orders: readonly OrderWithAccount[]): AdminManagedProductDto[] =>
  products.map((product) => {
    const entries = orders.flatMap(({ order, account }) => {
      const header = adminOrderHeader({ order, account });
      return order.lines
        .filter((line) => line.kind === 'product' && line.productId === product.id)
        .map((line) => ({
          order_id: header.order_id,
          created_at: header.created_at,
          status: header.status,
          quantity: line.quantity,
          item_price: line.unitPrice.toRoubles(),
          composition: [],
          full_name: header.full_name,
          delivery_phone: header.delivery_phone,
          delivery_address_full: header.delivery_address_full,
          delivery_type: header.delivery_type,
          delivery_price: header.delivery_price,
          username: account.username,
          email: account.email,
        }));
    });
    return {
      product_id: product.id,
      title: product.title,
      image_url: product.image,
      price: product.price.toRoubles(),
      // The product list names the latest buyer; each order entry carries its own customer.
      username: entries[0]?.username ?? '',
      email: entries[0]?.email ?? '',
      description: product.description,
      category: product.category,
      images: [...product.images],
      price_from: product.priceFrom,
      is_visible: product.visible,
      orders: entries,
    };
  });

/** GET /api/admin/orders/paid: what was paid, by which payment and when, and what was returned. */
export const toPaidOrderDto = (view: PaidOrderView): AdminPaidOrderDto => ({
  ...adminOrderHeader(view),
  ...adminOrderFacts(view),
  refund: view.refund && {
    refund_id: view.refund.id,
    status: view.refund.status,
    amount: view.refund.amount.toRoubles(),
    reason: view.refund.reason,
    created_at: view.refund.createdAt.toISOString(),
  },
  fulfilment_overrides: view.overrides.map((override) => ({ stage: override.stage, admin: override.admin, at: override.at.toISOString() })),
  payment_id: view.order.payment?.paymentId ?? '',
  paid_at: (view.order.payment?.paidAt ?? view.order.createdAt).toISOString(),
  total_amount: view.order.goodsTotal().toRoubles(),
  items: view.order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    price: line.unitPrice.toRoubles(),
    item_price: line.unitPrice.toRoubles(),
    image_url: line.image,
    composition: lineComposition(line),
  })),
});
