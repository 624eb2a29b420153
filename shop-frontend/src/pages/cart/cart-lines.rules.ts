import {
  isCollectedBouquet,
  linesTotal,
  MAX_LINE_QUANTITY,
  moneyOf,
  type CartItemDto,
  type Money,
  type CartQuantityPayloadDto,
  type CompositionEntryDto,
  type OrderItemPayloadDto,
} from '@shop/domain';
import { PLACEHOLDER_IMAGE } from '../../components/product-image.component';

/** A bouquet line of the cart has no product of its own (product_id 0). */
export const isBouquetLine = (item: CartItemDto): boolean => item.product_id === 0 || isCollectedBouquet(item);

export function cartTotal(items: readonly CartItemDto[]): Money {
  return linesTotal(items.map((item) => ({ unitPrice: moneyOf(item.price), quantity: item.quantity })));
}

export const cartPieces = (items: readonly CartItemDto[]): number => items.reduce((sum, item) => sum + item.quantity, 0);

export const canIncrease = (item: CartItemDto): boolean => item.quantity < MAX_LINE_QUANTITY;

/**
 * PUT /api/cart/{productId}: a product line is named by its product, a bouquet line by
 * PUT /api/cart/0 with composition_id = the cart line id. Quantity ≤ 0 removes the line.
 */
export function quantityRequest(item: CartItemDto, quantity: number): { path: string; body: CartQuantityPayloadDto & { composition_id?: number } } {
  if (isBouquetLine(item)) return { path: '/api/cart/0', body: { quantity, composition_id: item.id } };
  return { path: `/api/cart/${item.product_id}`, body: { quantity } };
}

/** The cart after a successful quantity change: the line updated, or gone at 0. */
export function withQuantity(items: readonly CartItemDto[], lineId: number, quantity: number): CartItemDto[] {
  if (quantity <= 0) return items.filter((item) => item.id !== lineId);
  return items.map((item) => (item.id === lineId ? { ...item, quantity } : item));
}

/** The items of POST /api/payment/create (the server rebuilds the order from the cart anyway). */
export function orderItems(items: readonly CartItemDto[]): OrderItemPayloadDto[] {
  return items.map((item) =>
    isBouquetLine(item) ? { product_id: 0, quantity: item.quantity, composition_id: item.id } : { product_id: item.product_id, quantity: item.quantity },
  );
}

export const firstImage = (images: readonly string[] | null | undefined): string => images?.find(Boolean) ?? PLACEHOLDER_IMAGE;

/** The flowers of a bouquet line, priced per flower (pieces × unit price = sum). */
export function compositionLines(composition: readonly CompositionEntryDto[]) {
  return composition.map((entry) => ({
    title: entry.title,
    image: firstImage(entry.images),
    quantity: entry.quantity,
    unitPrice: moneyOf(entry.price),
  }));
}
