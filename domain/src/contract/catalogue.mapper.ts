// The mappers of products and flowers onto the catalogue's wire shapes (catalogue.contract.ts), and of a flower back.
import type { Flower } from '../catalogue/flower.entity';
import type { Product } from '../catalogue/product.entity';
import type { MoneyError } from '../money/money.errors';
import { Money } from '../money/money.value-object';
import { ok, type Result } from '../shared/result';
import type { FlowerDto, ProductDto } from './catalogue.contract';
import { wireRoubles } from './money.mapper';

export const toProductDto = (product: Product): ProductDto => ({
  id: product.id,
  title: product.title,
  description: product.description,
  price: wireRoubles(product.price),
  price_from: product.priceFrom,
  category: product.category,
  image: product.image,
  images: [...product.images],
  stock: product.stock,
  lead_days: product.leadDays,
});

export const toFlowerDto = (flower: Flower): FlowerDto => ({
  id: flower.id,
  title: flower.title,
  price: wireRoubles(flower.price),
  image: flower.image,
  category: 'flowers',
  stock: flower.stock,
});

/** The constructor's flowers as the browser receives them: GET /api/flowers serves only available ones. */
export const flowerFromDto = (dto: FlowerDto): Result<Flower, MoneyError> => {
  const price = Money.fromRoubles(dto.price);
  return price.ok ? ok({ id: dto.id, title: dto.title, price: price.value, image: dto.image, available: true, stock: dto.stock }) : price;
};
