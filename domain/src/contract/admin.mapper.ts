// The mappers of orders and products onto the admin's wire shapes (admin.contract.ts).
import type { Flower } from '../catalogue/flower.entity';
import type { Product } from '../catalogue/product.entity';
import type { Order } from '../order/order.entity';
import { fulfilmentRoute, type FulfilmentStage } from '../order/fulfilment.state-machine';
import type { ClosingReceipt, Refund } from '../payment/payment';
import { partialRefundNote, refundable } from '../payment/refund-plan';
import type {
  AdminFlowerDto,
  AdminManagedProductDto,
  AdminOrderDto,
  AdminOrderFactsDto,
  AdminPaidOrderDto,
  ApproveOrderResponseDto,
  PendingOrderDetailsDto,
  RefundDto,
  RejectOrderResponseDto,
} from './admin.contract';
import { wireRoubles } from './money.mapper';
import {
  adminOrderHeader,
  deliveryDetails,
  lineComposition,
  orderDiscount,
  orderProgress,
  toPendingOrderDto,
  type CustomerOrderView,
  type OrderWithAccount,
} from './order.mapper';

/** A stage an admin marked over the customer's request to change the bouquet (order history). */
export interface FulfilmentOverride {
  readonly stage: FulfilmentStage;
  readonly admin: string | null;
  readonly at: Date;
}

/** A paid (or refunded) order with its account, the money that moved, its closing receipt and the change requests overridden. */
export interface PaidOrderView extends CustomerOrderView {
  readonly closingReceipt: ClosingReceipt | null;
  readonly overrides: readonly FulfilmentOverride[];
}

const toRefundDto = (refund: Refund): RefundDto => ({
  refund_id: refund.id,
  status: refund.status,
  amount: wireRoubles(refund.amount),
  reason: refund.reason,
  created_at: refund.createdAt.toISOString(),
});

/** What is still returnable of a paid order, for «Вернуть деньги»; nothing once it is refunded. */
const refundableOf = (view: PaidOrderView): Pick<AdminPaidOrderDto, 'refundable_amount' | 'refundable_lines'> => {
  if (view.order.status !== 'paid') return { refundable_amount: 0, refundable_lines: [] };
  const left = refundable(view.order, view.paidAmount ?? view.order.totalPayable(), view.refunds);
  return {
    refundable_amount: wireRoubles(left.amount),
    // A line the discount split in two (its pieces a kopeck apart) is one line here, at its dearer price.
    refundable_lines: left.lines
      .filter((line, index) => left.lines.findIndex((other) => other.lineId === line.lineId) === index)
      .map((line) => ({
        line_id: line.lineId,
        title: line.title,
        quantity: left.lines.filter((other) => other.lineId === line.lineId).reduce((count, other) => count + other.quantity, 0),
        item_price: wireRoubles(line.unitPrice),
      })),
  };
};

/** The facts every admin list adds to its spec fields. */
const adminOrderFacts = (view: OrderWithAccount): AdminOrderFactsDto => ({
  ...deliveryDetails(view),
  ...orderProgress(view.order),
  ...orderDiscount(view.order),
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
  total_amount: wireRoubles(view.order.goodsTotal()),
  items: view.order.lines.map((line) => ({
    line_id: line.id ?? 0,
    product_id: line.kind === 'product' ? line.productId : null,
    title: line.title,
    quantity: line.quantity,
    item_price: wireRoubles(line.unitPrice),
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
    suggested_delivery_price: deliveryQuote?.price ? wireRoubles(deliveryQuote.price) : null,
    delivery_quote_note: deliveryQuote?.note ?? null,
    contact_submitted: contact !== null,
  };
};

/**
 * GET /api/admin/products: every product with the orders that bought it (newest first, as `orders`
 * come); a collected bouquet is no product and is not listed.
 */
export const toAdminProductDtos = (products: readonly Product[], orders: readonly OrderWithAccount[]): AdminManagedProductDto[] => {
  const entriesByProduct = productOrderEntries(orders);
  return products.map((product) => {
    const entries = entriesByProduct.get(product.id) ?? [];
    return {
      product_id: product.id,
      title: product.title,
      image_url: product.image,
      price: wireRoubles(product.price),
      // The product list names the latest buyer; each order entry carries its own customer.
      username: entries[0]?.username ?? '',
      email: entries[0]?.email ?? '',
      description: product.description,
      category: product.category,
      images: [...product.images],
      price_from: product.priceFrom,
      is_visible: product.visible,
      stock: product.stock,
      lead_days: product.leadDays,
      orders: entries,
    };
  });
};

/** Each catalogue product's lines among `orders`, in their order; every order's header is made once. */
function productOrderEntries(orders: readonly OrderWithAccount[]): Map<number, AdminManagedProductDto['orders']> {
  const byProduct = new Map<number, AdminManagedProductDto['orders']>();
  for (const { order, account } of orders) {
    const header = adminOrderHeader({ order, account });
    for (const line of order.lines) {
      if (line.kind !== 'product') continue;
      const entry = {
        order_id: header.order_id,
        created_at: header.created_at,
        status: header.status,
        quantity: line.quantity,
        item_price: wireRoubles(line.unitPrice),
        composition: [],
        full_name: header.full_name,
        delivery_phone: header.delivery_phone,
        delivery_address_full: header.delivery_address_full,
        delivery_type: header.delivery_type,
        delivery_price: header.delivery_price,
        username: account.username,
        email: account.email,
      };
      const entries = byProduct.get(line.productId);
      if (entries) entries.push(entry);
      else byProduct.set(line.productId, [entry]);
    }
  }
  return byProduct;
}

/** GET /api/admin/orders/paid: what was paid, by which payment and when, and what was returned. */
export const toPaidOrderDto = (view: PaidOrderView): AdminPaidOrderDto => ({
  ...adminOrderHeader(view),
  ...adminOrderFacts(view),
  refund: view.refunds.length === 0 ? null : toRefundDto(view.refunds[view.refunds.length - 1]),
  refunds: view.refunds.map(toRefundDto),
  refund_note: partialRefundNote(view.paidAmount ?? view.order.totalPayable(), view.refunds),
  ...refundableOf(view),
  closing_receipt: view.closingReceipt && {
    receipt_id: view.closingReceipt.receiptId,
    sent_at: view.closingReceipt.sentAt?.toISOString() ?? null,
    created_at: view.closingReceipt.createdAt.toISOString(),
  },
  fulfilment_overrides: view.overrides.map((override) => ({ stage: override.stage, admin: override.admin, at: override.at.toISOString() })),
  payment_id: view.order.payment?.paymentId ?? '',
  payment_method: view.paymentMethod,
  paid_at: (view.order.payment?.paidAt ?? view.order.createdAt).toISOString(),
  total_amount: wireRoubles(view.order.goodsTotal()),
  total_payable: wireRoubles(view.order.totalPayable()),
  items: view.order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    price: wireRoubles(line.unitPrice),
    item_price: wireRoubles(line.unitPrice),
    image_url: line.image,
    composition: lineComposition(line),
  })),
});

/** POST /api/admin/reject-order */
export const toRejectOrderResponseDto = (order: Order): RejectOrderResponseDto => ({ success: true, order_id: order.id, status: order.status });

/** POST /api/admin/approve-order: the order's total with the delivery it now has. */
export const toApproveOrderResponseDto = (order: Order): ApproveOrderResponseDto => ({
  ...toRejectOrderResponseDto(order),
  total_payable: wireRoubles(order.totalPayable()),
});

/** GET /api/admin/flowers: a constructor flower as «Цветы» edits it. */
export const toAdminFlowerDto = (flower: Flower): AdminFlowerDto => ({
  id: flower.id,
  title: flower.title,
  price: wireRoubles(flower.price),
  image: flower.image,
  available: flower.available,
  stock: flower.stock,
});
