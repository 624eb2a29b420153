// Wire shapes of the catalogue calls (GET /api/products, /api/products/{id}, /api/flowers).
// Prices on the wire are roubles (numbers with at most 2 decimals), as the spec shows them;
// below the UI every amount is integer kopecks (see money/).

export type CategoryCode = 'terrariums' | 'plants' | 'Artificial_plants' | 'ServiceFlowers';

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
