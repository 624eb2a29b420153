import { Money, Order, type AppliedPromo, type CompositionEntry, type OrderLine, type OrderPhoto, type PromoOffer } from '@shop/domain';
import type { OrderLineOrmEntity, StoredCompositionEntry } from './order-line.orm-entity';
import type { OrderOrmEntity, StoredPromoOffer } from './order.orm-entity';

/** An order line as the repository inserts it: the database numbers it. */
export type NewOrderLineRow = Omit<OrderLineOrmEntity, 'id'>;

const money = (kopecks: number | null): Money | null => (kopecks === null ? null : Money.ofKopecks(kopecks));

const toCompositionEntry = (f: StoredCompositionEntry): CompositionEntry => ({
  flowerId: f.flower_id,
  title: f.title,
  quantity: f.quantity,
  unitPrice: Money.ofKopecks(f.price_kopecks),
  image: f.image,
});

const toStoredComposition = (composition: readonly CompositionEntry[]): StoredCompositionEntry[] =>
  composition.map((f) => ({ flower_id: f.flowerId, title: f.title, quantity: f.quantity, price_kopecks: f.unitPrice.kopecks, image: f.image }));

/** The line's kind is in its key ('product:5', 'bouquet:…'): a product deleted since keeps its line a product line. */
function toOrderLine(row: OrderLineOrmEntity): OrderLine {
  const base = {
    id: Number(row.id),
    key: row.lineKey,
    title: row.title,
    unitPrice: Money.ofKopecks(row.unitPriceKopecks),
    quantity: row.quantity,
    image: row.imageUrl,
  };
  if (row.lineKey.startsWith('product:')) return { ...base, kind: 'product', productId: row.productId ?? Number(row.lineKey.slice('product:'.length)) };
  return { ...base, kind: 'bouquet', composition: row.composition.map(toCompositionEntry) };
}

const toOffer = (stored: StoredPromoOffer): PromoOffer =>
  stored.kind === 'percent' ? { kind: 'percent', percent: stored.percent ?? 0 } : { kind: 'fixed', amount: Money.ofKopecks(stored.amount_kopecks ?? 0) };

function toPromo(row: OrderOrmEntity): AppliedPromo | null {
  if (row.promoCode === null || row.promoOffer === null) return null;
  return { code: row.promoCode, offer: toOffer(row.promoOffer), eligibleKeys: row.promoOffer.eligible_keys, discount: Money.ofKopecks(row.discountKopecks) };
}

const toStoredOffer = (promo: AppliedPromo): StoredPromoOffer => ({
  kind: promo.offer.kind,
  percent: promo.offer.kind === 'percent' ? promo.offer.percent : null,
  amount_kopecks: promo.offer.kind === 'fixed' ? promo.offer.amount.kopecks : null,
  eligible_keys: [...promo.eligibleKeys],
});

function toPhoto(row: OrderOrmEntity): OrderPhoto | null {
  if (row.photoUrl === null || row.photoUploadedAt === null) return null;
  const response =
    row.photoApproved === null || row.photoAnsweredAt === null ? null : { approved: row.photoApproved, comment: row.photoComment, at: row.photoAnsweredAt };
  return { url: row.photoUrl, uploadedAt: row.photoUploadedAt, response };
}

/** The stored order as the domain entity. */
export function toDomain(row: OrderOrmEntity, lines: readonly OrderLineOrmEntity[]): Order {
  const deliveryType = row.deliveryType;
  return Order.restore({
    id: row.id,
    customerId: row.userId,
    status: row.status,
    isApproved: row.isApproved,
    deliveryType,
    deliveryAddress: row.deliveryAddressFull,
    deliveryPrice: money(row.deliveryPriceKopecks),
    deliveryQuote: row.deliveryQuoteNote === null ? null : { price: money(row.suggestedDeliveryPriceKopecks), note: row.deliveryQuoteNote },
    contact:
      row.contactSubmittedAt === null
        ? null
        : {
            deliveryType,
            address: row.deliveryAddressFull ?? '',
            fullName: row.fullName ?? '',
            phone: row.deliveryPhone ?? '',
            email: row.email,
            city: row.city ?? '',
            recipientName: row.recipientName,
            recipientPhone: row.recipientPhone,
            cardText: row.cardText,
            deliveryDate: row.deliveryDate,
            deliverySlot: row.deliverySlot,
            submittedAt: row.contactSubmittedAt,
          },
    lines: lines.map(toOrderLine),
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    canceledAt: row.canceledAt,
    payment: row.paymentId && row.paidAt ? { paymentId: row.paymentId, paidAt: row.paidAt } : null,
    refundedAt: row.refundedAt,
    fulfilmentStage: row.fulfilmentStage,
    photo: toPhoto(row),
    contactChangedAt: row.contactChangedAt,
    photoAlertedAt: row.photoAlertedAt,
    cancelReason: row.cancelReason,
    deletedAt: row.deletedAt,
    promo: toPromo(row),
  });
}

/**
 * The `orders` row of an order, every column named: what the aggregate decided and what follows from
 * it. The code's id is the placing transaction's to write (it took the use); later saves keep it.
 */
export function toPersistence(order: Order): Omit<OrderOrmEntity, 'promoCodeId'> {
  const { contact, deliveryQuote, photo, payment } = order;
  return {
    id: order.id,
    userId: order.customerId,
    status: order.status,
    isApproved: order.isApproved,
    deliveryType: order.deliveryType,
    deliveryAddressFull: order.deliveryAddress,
    deliveryPriceKopecks: order.deliveryPrice?.kopecks ?? null,
    suggestedDeliveryPriceKopecks: deliveryQuote?.price?.kopecks ?? null,
    deliveryQuoteNote: deliveryQuote?.note ?? null,
    goodsTotalKopecks: order.goodsTotal().kopecks,
    fullName: contact?.fullName ?? null,
    deliveryPhone: contact?.phone ?? null,
    email: contact?.email ?? null,
    city: contact?.city ?? null,
    recipientName: contact?.recipientName ?? null,
    recipientPhone: contact?.recipientPhone ?? null,
    cardText: contact?.cardText ?? null,
    deliveryDate: contact?.deliveryDate ?? null,
    deliverySlot: contact?.deliverySlot ?? null,
    contactSubmittedAt: contact?.submittedAt ?? null,
    // The consent to personal-data processing is given with the contact step.
    personalDataConsentAt: contact?.submittedAt ?? null,
    createdAt: order.createdAt,
    confirmedAt: order.confirmedAt,
    canceledAt: order.canceledAt,
    paidAt: payment?.paidAt ?? null,
    paymentId: payment?.paymentId ?? null,
    refundedAt: order.refundedAt,
    fulfilmentStage: order.fulfilmentStage,
    photoUrl: photo?.url ?? null,
    photoUploadedAt: photo?.uploadedAt ?? null,
    photoApproved: photo?.response?.approved ?? null,
    photoComment: photo?.response?.comment ?? null,
    photoAnsweredAt: photo?.response?.at ?? null,
    contactChangedAt: order.contactChangedAt,
    photoAlertedAt: order.photoAlertedAt,
    cancelReason: order.cancelReason,
    deletedAt: order.deletedAt,
    fulfilmentDay: order.fulfilmentDay(),
    holdsReservation: order.holdsReservation(),
    promoCode: order.promo?.code ?? null,
    discountKopecks: order.discount().kopecks,
    promoOffer: order.promo && toStoredOffer(order.promo),
  };
}

/** An order line as an order_lines row of order `orderId`, without its id. */
export const lineToPersistence = (orderId: number, line: OrderLine): NewOrderLineRow => ({
  orderId,
  lineKey: line.key,
  productId: line.kind === 'product' ? line.productId : null,
  title: line.title,
  unitPriceKopecks: line.unitPrice.kopecks,
  quantity: line.quantity,
  imageUrl: line.image,
  composition: line.kind === 'bouquet' ? toStoredComposition(line.composition) : [],
});

/** Lines grouped under their order ids (one query for all lines, no query per order). */
export function groupLines(lines: readonly OrderLineOrmEntity[]): Map<number, OrderLineOrmEntity[]> {
  const byOrder = new Map<number, OrderLineOrmEntity[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}
