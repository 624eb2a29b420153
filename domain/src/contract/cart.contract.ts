// Wire shapes of the cart calls (spec §3 and §7) and their one mapper. Prices are roubles with at
// most 2 decimals.
import type { CompositionEntry } from '../bouquet/bouquet-composition.rules';
import type { BouquetSelection } from '../bouquet/bouquet-selection.value-object';
import type { CartLine } from '../cart/cart-line.value-object';

/** Spec §9: the picture of an item that has none. */
export const PLACEHOLDER_IMAGE = '/flower-placeholder.jpg';

/** One flower of a collected bouquet. */
export interface CompositionEntryDto {
  title: string;
  quantity: number;
  /** Unit price of the flower in roubles. */
  price: number;
  /** The first image is shown. */
  images: string[];
}

export interface CartItemDto {
  id: number;
  product_id: number;
  /** 'Собранный букет' for a collected bouquet. */
  title: string;
  /** Unit price in roubles. */
  price: number;
  quantity: number;
  /** The first image is shown, '/flower-placeholder.jpg' when there is none. */
  images: string[];
  /** Present for a collected bouquet. */
  composition?: CompositionEntryDto[];
}

/** GET /api/cart */
export interface CartResponseDto {
  items: CartItemDto[];
}

/** GET /api/cart/count */
export interface CartCountResponseDto {
  count: number;
}

/** POST /api/cart/add and /api/cart/add-bouquet */
export interface CartAddResponseDto {
  success: true;
  message: string;
}

/** POST /api/cart/add */
export interface CartAddPayloadDto {
  product_id: number;
  quantity: number;
}

/** PUT /api/cart/{productId} */
export interface CartQuantityPayloadDto {
  quantity: number;
}

/** One flower of POST /api/cart/add-bouquet: product_id is the flower id (301–312). */
export interface BouquetItemDto {
  product_id: number;
  quantity: number;
}

/** POST /api/cart/add-bouquet */
export interface AddBouquetPayloadDto {
  items: BouquetItemDto[];
}

export const toCompositionEntryDto = (entry: CompositionEntry): CompositionEntryDto => ({
  title: entry.title,
  quantity: entry.quantity,
  price: entry.unitPrice.toRoubles(),
  images: entry.image ? [entry.image] : [],
});

/** A cart line at today's prices; a collected bouquet has product_id 0 and its flowers in composition. */
export const toCartItemDto = (lineId: number, line: CartLine): CartItemDto => {
  const base = { id: lineId, title: line.title, price: line.unitPrice.toRoubles(), quantity: line.quantity };
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
