import {
  Money,
  Product,
  createFlowerCatalogue,
  isStoredImageAddress,
  type CartCatalogue,
  type Flower,
  type FlowerDetails,
  type ProductDetails,
  type ProductEdit,
} from '@shop/domain';
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
      stock: row.stock,
      leadDays: row.leadDays,
    },
    isStoredImageAddress,
  );
  if (!product.ok) throw new Error(`Stored product ${row.id} breaks the catalogue's rules: ${product.error.code}`);
  return product.value;
}

type ProductColumns = Omit<ProductOrmEntity, 'id' | 'createdAt' | 'updatedAt'>;

const formColumns = (product: ProductEdit): Omit<ProductColumns, 'stock' | 'leadDays'> => ({
  title: product.title,
  description: product.description,
  priceKopecks: product.price.kopecks,
  priceFrom: product.priceFrom,
  category: product.category,
  images: [...product.images],
  isVisible: product.visible,
});

/** What a new product's form decides of its row; the database keeps the id and the times. */
export const productToPersistence = (product: ProductDetails): ProductColumns => ({
  ...formColumns(product),
  stock: product.stock,
  leadDays: product.leadDays,
});

/** What an edit writes: a stock or lead time left out of the form is not written. */
export const productEditToPersistence = (product: ProductEdit): Partial<ProductColumns> => ({
  ...formColumns(product),
  ...(product.stock === undefined ? {} : { stock: product.stock }),
  ...(product.leadDays === undefined ? {} : { leadDays: product.leadDays }),
});

export const toFlower = (row: FlowerOrmEntity): Flower => ({
  id: row.id,
  title: row.title,
  price: Money.ofKopecks(row.priceKopecks),
  image: row.image,
  available: row.available,
  stock: row.stock,
});

/** The columns a flower's details (all or some of them) write. */
export const flowerToPersistence = (flower: Partial<FlowerDetails>): Partial<Omit<FlowerOrmEntity, 'id'>> => ({
  ...(flower.title === undefined ? {} : { title: flower.title }),
  ...(flower.price === undefined ? {} : { priceKopecks: flower.price.kopecks }),
  ...(flower.image === undefined ? {} : { image: flower.image }),
  ...(flower.available === undefined ? {} : { available: flower.available }),
  ...(flower.stock === undefined ? {} : { stock: flower.stock }),
});

export const toCartCatalogue = (products: readonly ProductOrmEntity[], flowers: readonly FlowerOrmEntity[]): CartCatalogue => ({
  products: new Map(products.map((row) => [row.id, toProduct(row)])),
  flowers: createFlowerCatalogue(flowers.map(toFlower)),
});
