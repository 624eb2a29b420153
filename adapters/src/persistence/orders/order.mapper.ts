import { Money, Order, type OrderLine, type OrderStatus } from '@shop/domain';
import type { StoredCompositionEntry } from './order-rows';

export interface LockedOrderRow {
  id: number;
  status: OrderStatus;
  is_approved: boolean;
  delivery_type: 'pickup' | 'moscow' | 'yandex';
  delivery_address_full: string | null;
  delivery_price_kopecks: number | null;
  created_at: Date;
  confirmed_at: Date | null;
  paid_at: Date | null;
  payment_id: string | null;
}

export interface LockedLineRow {
  id: string;
  line_key: string;
  product_id: number | null;
  title: string;
  unit_price_kopecks: number;
  quantity: number;
  composition: StoredCompositionEntry[];
}

export function toOrderLine(row: LockedLineRow): OrderLine {
  const base = { key: row.line_key, title: row.title, unitPrice: Money.ofKopecks(row.unit_price_kopecks), quantity: row.quantity };
  if (row.product_id !== null && row.composition.length === 0) return { ...base, kind: 'product', productId: row.product_id };
  return {
    ...base,
    kind: 'bouquet',
    composition: row.composition.map((f) => ({ flowerId: f.flower_id, title: f.title, quantity: f.quantity, unitPrice: Money.ofKopecks(f.price_kopecks) })),
  };
}

/** The stored order as the domain entity (the lines as they were snapshotted). */
export function toDomainOrder(row: LockedOrderRow, lines: readonly LockedLineRow[]): Order {
  return Order.restore({
    id: row.id,
    status: row.status,
    isApproved: row.is_approved,
    deliveryType: row.delivery_type,
    deliveryAddress: row.delivery_address_full,
    deliveryPrice: row.delivery_price_kopecks === null ? null : Money.ofKopecks(row.delivery_price_kopecks),
    lines: lines.map(toOrderLine),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    payment: row.paid_at && row.payment_id ? { paymentId: row.payment_id, paidAt: row.paid_at } : null,
  });
}
