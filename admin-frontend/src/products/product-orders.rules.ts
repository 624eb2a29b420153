import type { CompositionEntryDto, DeliveryType, OrderStatus } from '@shop/domain';
import type { AdminProductDto } from '../api/admin-api.types';

export interface ProductOrderItem {
  readonly product_id: number;
  readonly title: string;
  readonly image_url: string | null;
  /** The product's current price, roubles. */
  readonly price: number;
  readonly quantity: number;
  /** The price the line was sold at, roubles. */
  readonly item_price: number;
  readonly composition: readonly CompositionEntryDto[];
}

/** Spec §3 'Admin product list record': the admin view's group of one order. */
export interface ProductOrderGroup {
  readonly order_id: number;
  readonly created_at: string;
  readonly status: OrderStatus;
  readonly username: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly delivery_phone: string | null;
  readonly delivery_address_full: string | null;
  readonly delivery_type: DeliveryType;
  readonly delivery_price: number;
  readonly items: readonly ProductOrderItem[];
}

/**
 * Regroups the products' order entries by order_id: one group per order with the order's facts
 * (delivery_price defaults to 0) and one item per product entry (composition defaults to empty),
 * newest order first.
 */
export function groupOrdersByOrderId(products: readonly AdminProductDto[]): ProductOrderGroup[] {
  const groups = new Map<number, ProductOrderGroup & { items: ProductOrderItem[] }>();
  for (const product of products) {
    for (const entry of product.orders ?? []) {
      let group = groups.get(entry.order_id);
      if (!group) {
        group = {
          order_id: entry.order_id,
          created_at: entry.created_at,
          status: entry.status,
          username: entry.username ?? product.username,
          email: entry.email ?? product.email,
          full_name: entry.full_name,
          delivery_phone: entry.delivery_phone,
          delivery_address_full: entry.delivery_address_full,
          delivery_type: entry.delivery_type,
          delivery_price: entry.delivery_price ?? 0,
          items: [],
        };
        groups.set(entry.order_id, group);
      }
      group.items.push({
        product_id: product.product_id,
        title: product.title,
        image_url: product.image_url,
        price: product.price,
        quantity: entry.quantity,
        item_price: entry.item_price,
        composition: entry.composition ?? [],
      });
    }
  }
  return [...groups.values()].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.order_id - a.order_id);
}

/**
 * The product cards over the pages of GET /api/admin/products loaded so far: the first page's products
 * (every product) in its order, each next page's order entries added to the card of their product_id
 * (a product the first page did not have — created since — joins at the end).
 */
export function mergeProductPages(pages: readonly (readonly AdminProductDto[])[]): AdminProductDto[] {
  const cards = new Map<number, AdminProductDto>();
  for (const page of pages)
    for (const product of page) {
      const card = cards.get(product.product_id);
      cards.set(product.product_id, card ? { ...card, orders: [...card.orders, ...product.orders] } : product);
    }
  return [...cards.values()];
}
