import { Money, Order, type CompositionEntry, type DeliveryType, type FulfilmentStage, type OrderLine, type OrderPhoto, type OrderStatus } from '@shop/domain';

/** The columns of `orders` an Order is read from (delivery_date as 'YYYY-MM-DD'). */
export const ORDER_COLUMNS = `o.id, o.user_id, o.status, o.is_approved, o.delivery_type, o.delivery_address_full,
  o.delivery_price_kopecks, o.suggested_delivery_price_kopecks, o.delivery_quote_note, o.full_name, o.delivery_phone,
  o.email, o.city, o.recipient_name, o.recipient_phone, o.card_text, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
  o.delivery_slot, o.contact_submitted_at, o.created_at, o.confirmed_at, o.canceled_at, o.paid_at, o.payment_id, o.refunded_at,
  o.fulfilment_stage, o.photo_url, o.photo_uploaded_at, o.photo_approved, o.photo_comment, o.photo_answered_at,
  o.contact_changed_at, o.photo_alerted_at, o.cancel_reason, o.deleted_at`;

export const LINE_COLUMNS = 'id, order_id, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition';

export interface OrderRow {
  id: number;
  user_id: number;
  status: OrderStatus;
  is_approved: boolean;
  delivery_type: DeliveryType;
  delivery_address_full: string | null;
  delivery_price_kopecks: number | null;
  suggested_delivery_price_kopecks: number | null;
  delivery_quote_note: string | null;
  full_name: string | null;
  delivery_phone: string | null;
  email: string | null;
  city: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  card_text: string | null;
  delivery_date: string | null;
  delivery_slot: string | null;
  contact_submitted_at: Date | null;
  created_at: Date;
  confirmed_at: Date | null;
  canceled_at: Date | null;
  paid_at: Date | null;
  payment_id: string | null;
  refunded_at: Date | null;
  fulfilment_stage: FulfilmentStage | null;
  photo_url: string | null;
  photo_uploaded_at: Date | null;
  photo_approved: boolean | null;
  photo_comment: string | null;
  photo_answered_at: Date | null;
  contact_changed_at: Date | null;
  photo_alerted_at: Date | null;
  cancel_reason: string | null;
  deleted_at: Date | null;
}

/** A bouquet's flower as order_lines.composition stores it. */
export interface StoredCompositionEntry {
  flower_id: number;
  title: string;
  quantity: number;
  price_kopecks: number;
  image: string | null;
}

export interface OrderLineRow {
  id: string;
  order_id: number;
  line_key: string;
  product_id: number | null;
  title: string;
  unit_price_kopecks: number;
  quantity: number;
  image_url: string | null;
  composition: StoredCompositionEntry[];
}

const money = (kopecks: number | null): Money | null => (kopecks === null ? null : Money.ofKopecks(kopecks));

const toCompositionEntry = (f: StoredCompositionEntry): CompositionEntry => ({
  flowerId: f.flower_id,
  title: f.title,
  quantity: f.quantity,
  unitPrice: Money.ofKopecks(f.price_kopecks),
  image: f.image,
});

export const toStoredComposition = (composition: readonly CompositionEntry[]): StoredCompositionEntry[] =>
  composition.map((f) => ({ flower_id: f.flowerId, title: f.title, quantity: f.quantity, price_kopecks: f.unitPrice.kopecks, image: f.image }));

/** The line's kind is in its key ('product:5', 'bouquet:…'): a product deleted since keeps its line a product line. */
function toOrderLine(row: OrderLineRow): OrderLine {
  const base = { id: Number(row.id), key: row.line_key, title: row.title, unitPrice: Money.ofKopecks(row.unit_price_kopecks), quantity: row.quantity, image: row.image_url };
  if (row.line_key.startsWith('product:')) return { ...base, kind: 'product', productId: row.product_id ?? Number(row.line_key.slice('product:'.length)) };
  return { ...base, kind: 'bouquet', composition: row.composition.map(toCompositionEntry) };
}

function toPhoto(row: OrderRow): OrderPhoto | null {
  if (row.photo_url === null || row.photo_uploaded_at === null) return null;
  const response =
    row.photo_approved === null || row.photo_answered_at === null ? null : { approved: row.photo_approved, comment: row.photo_comment, at: row.photo_answered_at };
  return { url: row.photo_url, uploadedAt: row.photo_uploaded_at, response };
}

/** The stored order as the domain entity. */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  const deliveryType = row.delivery_type;
  return Order.restore({
    id: row.id,
    customerId: row.user_id,
    status: row.status,
    isApproved: row.is_approved,
    deliveryType,
    deliveryAddress: row.delivery_address_full,
    deliveryPrice: money(row.delivery_price_kopecks),
    deliveryQuote: row.delivery_quote_note === null ? null : { price: money(row.suggested_delivery_price_kopecks), note: row.delivery_quote_note },
    contact:
      row.contact_submitted_at === null
        ? null
        : {
            deliveryType,
            address: row.delivery_address_full ?? '',
            fullName: row.full_name ?? '',
            phone: row.delivery_phone ?? '',
            email: row.email,
            city: row.city ?? '',
            recipientName: row.recipient_name,
            recipientPhone: row.recipient_phone,
            cardText: row.card_text,
            deliveryDate: row.delivery_date,
            deliverySlot: row.delivery_slot,
            submittedAt: row.contact_submitted_at,
          },
    lines: lines.map(toOrderLine),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    canceledAt: row.canceled_at,
    payment: row.payment_id && row.paid_at ? { paymentId: row.payment_id, paidAt: row.paid_at } : null,
    refundedAt: row.refunded_at,
    fulfilmentStage: row.fulfilment_stage,
    photo: toPhoto(row),
    contactChangedAt: row.contact_changed_at,
    photoAlertedAt: row.photo_alerted_at,
    cancelReason: row.cancel_reason,
    deletedAt: row.deleted_at,
  });
}

/** What `orders` stores of an order, in the column order of ORDER_VALUES. */
export function orderValues(order: Order): unknown[] {
  const { contact, deliveryQuote } = order;
  return [
    order.id,
    order.customerId,
    order.status,
    order.isApproved,
    order.deliveryType,
    order.deliveryAddress,
    order.deliveryPrice?.kopecks ?? null,
    deliveryQuote?.price?.kopecks ?? null,
    deliveryQuote?.note ?? null,
    order.goodsTotal().kopecks,
    contact?.fullName ?? null,
    contact?.phone ?? null,
    contact?.email ?? null,
    contact?.city ?? null,
    contact?.recipientName ?? null,
    contact?.recipientPhone ?? null,
    contact?.cardText ?? null,
    contact?.deliveryDate ?? null,
    contact?.deliverySlot ?? null,
    contact?.submittedAt ?? null,
    order.createdAt,
    order.confirmedAt,
    order.canceledAt,
    order.payment?.paidAt ?? null,
    order.payment?.paymentId ?? null,
    order.refundedAt,
    order.fulfilmentStage,
    order.photo?.url ?? null,
    order.photo?.uploadedAt ?? null,
    order.photo?.response?.approved ?? null,
    order.photo?.response?.comment ?? null,
    order.photo?.response?.at ?? null,
    order.contactChangedAt,
    order.photoAlertedAt,
    order.cancelReason,
    order.deletedAt,
  ];
}

/** The columns orderValues fills, $1…$36 in this order. */
export const ORDER_VALUE_COLUMNS = [
  'id', 'user_id', 'status', 'is_approved', 'delivery_type', 'delivery_address_full',
  'delivery_price_kopecks', 'suggested_delivery_price_kopecks', 'delivery_quote_note', 'goods_total_kopecks',
  'full_name', 'delivery_phone', 'email', 'city', 'recipient_name', 'recipient_phone', 'card_text', 'delivery_date', 'delivery_slot',
  'contact_submitted_at', 'created_at', 'confirmed_at', 'canceled_at', 'paid_at', 'payment_id', 'refunded_at',
  'fulfilment_stage', 'photo_url', 'photo_uploaded_at', 'photo_approved', 'photo_comment', 'photo_answered_at',
  'contact_changed_at', 'photo_alerted_at', 'cancel_reason', 'deleted_at',
] as const;

/** The order's lines as order_lines rows (without ids: the database gives them). */
export const lineValues = (order: Order) =>
  order.lines.map((line) => ({
    line_key: line.key,
    product_id: line.kind === 'product' ? line.productId : null,
    title: line.title,
    unit_price_kopecks: line.unitPrice.kopecks,
    quantity: line.quantity,
    image_url: line.image,
    composition: line.kind === 'bouquet' ? toStoredComposition(line.composition) : [],
  }));

/** Lines grouped under their order ids (one query for all lines, no query per order). */
export function groupLines(lines: readonly OrderLineRow[]): Map<number, OrderLineRow[]> {
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  return byOrder;
}
