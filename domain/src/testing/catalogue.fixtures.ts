// Test data shared by the domain's specs; not part of the public API.
import type { ProductDto } from '../contract/catalogue.contract';

/** The spec's 11 catalogue products (§3), with made-up titles and images, for tests. */
const PRICES: readonly [number, ProductDto['category'], number][] = [
  [1, 'terrariums', 8000],
  [2, 'terrariums', 4500],
  [3, 'Artificial_plants', 1700],
  [4, 'Artificial_plants', 1500],
  [5, 'Artificial_plants', 800],
  [6, 'plants', 700],
  [7, 'plants', 700],
  [8, 'ServiceFlowers', 15000],
  [9, 'Artificial_plants', 2000],
  [10, 'plants', 1100],
  [11, 'Artificial_plants', 3100],
];

export const PRODUCT_DTOS: readonly ProductDto[] = PRICES.map(([id, category, price]) => ({
  id,
  title: `Товар ${id}`,
  description: 'Описание',
  price,
  price_from: category === 'ServiceFlowers',
  category,
  image: `/images/${id}-1.jpg`,
  images: [`/images/${id}-1.jpg`, `/images/${id}-2.jpg`],
}));
