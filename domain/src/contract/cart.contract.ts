// Wire shapes of the cart calls (spec §3 and §7). Prices are roubles with at most 2 decimals; the
// mappers onto these shapes are in cart.mapper.ts.
import type { CartPromoDto } from './promo.contract';

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
  /** The promo code entered, re-checked against the cart as it is now; null: none. */
  promo: CartPromoDto | null;
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
