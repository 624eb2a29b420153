// Wire shapes of the catalogue calls (GET /api/products, /api/products/{id}, /api/flowers). Prices
// on the wire are roubles (numbers with at most 2 decimals), as the spec shows them; below the UI
// every amount is integer kopecks (see money/). The mappers are in catalogue.mapper.ts.
import type { CategoryCode } from '../catalogue/category.value-object';

export interface ProductDto {
  id: number;
  title: string;
  description: string;
  /** Price in roubles; for a service priced "from" this is the lower bound. */
  price: number;
  /** True when the price is a lower bound ("от 15 000 ₽"), as for the flower-composition service. */
  price_from: boolean;
  category: CategoryCode;
  /** Main image path. */
  image: string;
  /** 2 to 10 image paths, the main one first. */
  images: string[];
  /** Pieces in stock; null: made to order, no limit. */
  stock: number | null;
  /** Days it takes to make; the earliest delivery date waits for the longest in the cart. */
  lead_days: number;
}

export interface FlowerDto {
  id: number;
  title: string;
  price: number;
  image: string;
  category: 'flowers';
  /** Stems in stock; null: unlimited. */
  stock: number | null;
}

export interface ApiErrorDto {
  error: string;
}

/** The answer of a change that has nothing else to say (PUT /api/admin/products/{id}, the checkout's contact step). */
export interface SuccessResponseDto {
  success: true;
}

/** GET /api/likes/{itemId} */
export interface LikeCountResponseDto {
  like_count: number;
}

/** POST /api/likes/{itemId}: a visitor's second like is not counted. */
export interface LikeResponseDto extends LikeCountResponseDto {
  already_liked: boolean;
}
