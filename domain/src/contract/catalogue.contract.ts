// Wire shapes of the catalogue calls (GET /api/products, /api/products/{id}, /api/flowers) and their
// one mapper. Prices on the wire are roubles (numbers with at most 2 decimals), as the spec shows
// them; below the UI every amount is integer kopecks (see money/).
import type { CategoryCode } from '../catalogue/category.value-object';
import type { Flower } from '../catalogue/flower.entity';
import type { Product } from '../catalogue/product.entity';
import type { MoneyError } from '../money/money.errors';
import { Money } from '../money/money.value-object';
import { ok, type Result } from '../shared/result';

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
}

export interface FlowerDto {
  id: number;
  title: string;
  price: number;
  image: string;
  category: 'flowers';
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

export const toProductDto = (product: Product): ProductDto => ({
  id: product.id,
  title: product.title,
  description: product.description,
  price: product.price.toRoubles(),
  price_from: product.priceFrom,
  category: product.category,
  image: product.image,
  images: [...product.images],
});

export const toFlowerDto = (flower: Flower): FlowerDto => ({
  id: flower.id,
  title: flower.title,
  price: flower.price.toRoubles(),
  image: flower.image,
  category: 'flowers',
});

/** The constructor's flowers as the browser receives them. */
export const flowerFromDto = (dto: FlowerDto): Result<Flower, MoneyError> => {
  const price = Money.fromRoubles(dto.price);
  return price.ok ? ok({ id: dto.id, title: dto.title, price: price.value, image: dto.image }) : price;
};
