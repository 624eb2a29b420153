import { Money, productLine } from '@shop/domain';
import { NO_PROMO, OPTIONAL_DETAILS_BLANK, PROGRESS_NOT_STARTED, restoredOrder, testProduct } from '@shop/domain/testing';
import type { AdminOrderDto, AdminPaidOrderDto, AdminPendingOrderDto } from '../api/admin-api.types';

/** What the server's Order aggregate lets the admin do with such an order: the fixture asks it, as the server does. */
const adminActions = (id: number, status: AdminOrderDto['status'], lines: number): AdminOrderDto['allowed_actions'] => {
  const line = productLine(testProduct({ id: 1, title: 'Флорариум', price: Money.ofRoubles(8000) }), 1);
  const stored = Array.from({ length: lines }, (_, i) => ({ ...line, id: id * 10 + i }));
  return restoredOrder({ id, status, lines: stored }).allowedActions('admin');
};

/** An order of 'All orders' as the server sends it, with `lines` lines of 8 000 ₽. */
export const adminOrder = (order_id: number, status: AdminOrderDto['status'], lines = 1): AdminOrderDto => ({
  order_id,
  status,
  allowed_actions: adminActions(order_id, status, lines),
  username: 'klara',
  email: 'klara@example.ru',
  created_at: '2026-05-12T10:00:00Z',
  full_name: null,
  delivery_phone: null,
  account_email: 'klara@example.ru',
  city: null,
  ...OPTIONAL_DETAILS_BLANK,
  ...PROGRESS_NOT_STARTED,
  ...NO_PROMO,
  next_fulfilment_stage: null,
  fulfilment_route: ['assembling', 'ready', 'picked_up'],
  contact_changed_at: null,
  delivery_address_full: null,
  delivery_type: 'pickup',
  delivery_price: 0,
  is_approved: false,
  total_amount: 0,
  items: Array.from({ length: lines }, (_, i) => ({
    line_id: order_id * 10 + i,
    product_id: 1,
    title: 'Флорариум',
    quantity: 1,
    item_price: 8000,
    image_url: null,
    composition: [],
  })),
});

/** A pending order as «Ожидают подтверждения» receives it: pickup, one line of 8 000 ₽. */
export const pendingOrder = (order_id: number): AdminPendingOrderDto => ({
  ...adminOrder(order_id, 'pending'),
  items: [{ title: 'Флорариум', price: 8000, quantity: 1, image_url: null, composition: [] }],
  customer_email: null,
  suggested_delivery_price: null,
  delivery_quote_note: null,
  contact_submitted: true,
});

/** A paid order as «Оплаченные заказы» receives it, with its payment. */
export const paidOrder = (order_id: number, status: 'paid' | 'refunded' = 'paid'): AdminPaidOrderDto => {
  const order = adminOrder(order_id, status);
  // Nothing returned yet: an order the domain still lets the admin refund has all of its money left.
  const refundable = order.allowed_actions.includes('refund');
  return {
    ...order,
    items: [{ title: 'Флорариум', price: 8000, quantity: 1, item_price: 8000, image_url: null, composition: [] }],
    payment_id: `pay-${order_id}`,
    paid_at: '2026-05-12T10:05:00Z',
    payment_method: 'bank_card',
    total_payable: 8000,
    refund: null,
    refunds: [],
    refund_note: null,
    refundable_amount: refundable ? 8000 : 0,
    refundable_lines: refundable ? [{ line_id: 1, title: 'Флорариум', quantity: 1, item_price: 8000 }] : [],
    closing_receipt: null,
    fulfilment_overrides: [],
  };
};
