// The mappers of cart lines and the constructor's selection onto the cart's wire shapes (cart.contract.ts), and back.
import type { CompositionEntry } from '../bouquet/bouquet-composition.rules';
import type { BouquetSelection } from '../bouquet/bouquet-selection.value-object';
import type { CartLine } from '../cart/cart-line.value-object';
import { PLACEHOLDER_IMAGE, type BouquetItemDto, type CartItemDto, type CompositionEntryDto } from './cart.contract';
import { wireRoubles } from './money.mapper';

export const toCompositionEntryDto = (entry: CompositionEntry): CompositionEntryDto => ({
  title: entry.title,
  quantity: entry.quantity,
  price: wireRoubles(entry.unitPrice),
  images: entry.image ? [entry.image] : [],
});

/** A cart line at today's prices; a collected bouquet has product_id 0 and its flowers in composition. */
export const toCartItemDto = (lineId: number, line: CartLine): CartItemDto => {
  const base = { id: lineId, title: line.title, price: wireRoubles(line.unitPrice), quantity: line.quantity };
  if (line.kind === 'product') return { ...base, product_id: line.productId, images: [line.image ?? PLACEHOLDER_IMAGE] };
  const composition = line.composition.map(toCompositionEntryDto);
  return { ...base, product_id: 0, images: composition.flatMap((entry) => entry.images), composition };
};

/** The body of POST /api/cart/add-bouquet, flowers in id order. */
export const toBouquetItems = (selection: BouquetSelection): BouquetItemDto[] =>
  [...selection.entries()].sort(([a], [b]) => a - b).map(([product_id, quantity]) => ({ product_id, quantity }));

/**
 * The server side of the same call: the payload as sent, repeated flowers summed. Counts are not
 * cleaned here, so composeBouquet can refuse a zero, negative or fractional quantity.
 */
export const selectionFromBouquetItems = (items: readonly BouquetItemDto[]): BouquetSelection => {
  const selection = new Map<number, number>();
  for (const { product_id, quantity } of items) selection.set(product_id, (selection.get(product_id) ?? 0) + quantity);
  return selection;
};
