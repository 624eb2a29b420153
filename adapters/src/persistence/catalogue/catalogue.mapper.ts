import type { FlowerDto, ProductDto } from '@shop/domain';
import type { FlowerOrmEntity } from './flower.orm-entity';
import type { ProductOrmEntity } from './product.orm-entity';

const KOPECKS_PER_ROUBLE = 100;

export function toProductDto(row: ProductOrmEntity): ProductDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.priceKopecks / KOPECKS_PER_ROUBLE,
    price_from: row.priceFrom,
    category: row.category,
    image: row.images[0],
    images: row.images,
  };
}

export function toFlowerDto(row: FlowerOrmEntity): FlowerDto {
  return { id: row.id, title: row.title, price: row.priceKopecks / KOPECKS_PER_ROUBLE, image: row.image, category: 'flowers' };
}
