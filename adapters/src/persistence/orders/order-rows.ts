import type { CompositionEntryDto, CustomerOrderDto, DeliveryTypeCode, OrderStatusCode } from '@shop/domain';

export const roubles = (kopecks: number | null): number => (kopecks ?? 0) / 100;

export interface StoredCompositionEntry {
  flower_id: number;
  title: string;
  quantity: number;
  price_kopecks: number;
  image: string | null;
}

export const toCompositionDto = (composition: readonly StoredCompositionEntry[]): CompositionEntryDto[] =>
  composition.map((f) => ({ title: f.title, quantity: f.quantity, price: roubles(f.price_kopecks), images: f.image ? [f.image] : [] }));

export interface OrderRow {
  id: number;
  status: OrderStatusCode;
  is_approved: boolean;
  delivery_type: DeliveryTypeCode;
  delivery_address_full: string | null;
  delivery_price_kopecks: number | null;
  goods_total_kopecks: number;
  full_name: string | null;
  delivery_phone: string | null;
  created_at: Date;
}

export interface OrderLineRow {
  order_id: number;
  title: string;
  unit_price_kopecks: number;
  quantity: number;
  image_url: string | null;
  composition: StoredCompositionEntry[];
}

export function toCustomerOrder(order: OrderRow, lines: readonly OrderLineRow[]): CustomerOrderDto {
  return {
    order_id: order.id,
    total_amount: roubles(order.goods_total_kopecks),
    delivery_price: roubles(order.delivery_price_kopecks),
    address: order.delivery_address_full,
    created_at: order.created_at.toISOString(),
    full_name: order.full_name,
    delivery_phone: order.delivery_phone,
    delivery_address_full: order.delivery_address_full,
    delivery_type: order.delivery_type,
    status: order.status,
    is_approved: order.is_approved,
    items: lines.map((line) => ({
      title: line.title,
      image_url: line.image_url,
      price: roubles(line.unit_price_kopecks),
      quantity: line.quantity,
      composition: toCompositionDto(line.composition),
    })),
  };
}

/** Lines grouped under their order ids (one query for all lines, no query per order). */
export function groupLines<L extends { order_id: number }>(lines: readonly L[]): Map<number, L[]> {
  const byOrder = new Map<number, L[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  return byOrder;
}
