import { Money, Product, createFlowerCatalogue, isStoredImageAddress, type CartCatalogue, type Flower, type ProductDetails } from '@shop/domain';
import type { FlowerOrmEntity } from './flower.orm-entity';
import type { ProductOrmEntity } from './product.orm-entity';

/** A stored product as the domain entity; a row the catalogue's rules refuse is a bug in the data and throws. */
export function toProduct(row: ProductOrmEntity): Product {
  const product = Product.create(
    {
      id: row.id,
      title: row.title,
      description: row.description,
      price: Money.ofKopecks(row.priceKopecks),
      priceFrom: row.priceFrom,
      category: row.category,
      images: row.images,
      visible: row.isVisible,
    },
    isStoredImageAddress,
  );
  if (!product.ok) throw new Error(`Stored product ${row.id} breaks the catalogue's rules: ${product.error.code}`);
  return product.value;
}

/** What a product's form decides of its row; the database keeps the id and the times. */
export const productToPersistence = (product: ProductDetails): Omit<ProductOrmEntity, 'id' | 'createdAt' | 'updatedAt'> => ({
  title: product.title,
  description: product.description,
  priceKopecks: product.price.kopecks,
  priceFrom: product.priceFrom,
  category: product.category,
  images: [...product.images],
  isVisible: product.visible,
});

export const toFlower = (row: FlowerOrmEntity): Flower => ({ id: row.id, title: row.title, price: Money.ofKopecks(row.priceKopecks), image: row.image });

export const toCartCatalogue = (products: readonly ProductOrmEntity[], flowers: readonly FlowerOrmEntity[]): CartCatalogue => ({
  products: new Map(products.map((row) => [row.id, toProduct(row)])),
  flowers: createFlowerCatalogue(flowers.map(toFlower)),
});
