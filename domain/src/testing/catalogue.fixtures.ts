// Test data shared by the domain's specs; not part of the public API.
import type { CategoryCode } from '../catalogue/category.value-object';
import { Product, type ProductProps } from '../catalogue/product.entity';
import { Money } from '../money/money.value-object';

/** A valid product with made-up texts and pictures; `change` overrides any field. */
export const testProduct = (change: Partial<ProductProps> & Pick<ProductProps, 'id'>): Product => {
  const created = Product.create({
    title: `Товар ${change.id}`,
    description: 'Описание',
    price: Money.ofRoubles(1000),
    priceFrom: false,
    category: 'plants',
    images: [`/images/products/p${change.id}-1.svg`, `/images/products/p${change.id}-2.svg`],
    visible: true,
    stock: null,
    leadDays: 0,
    ...change,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
};

/** The spec's 11 catalogue products (§3): ids, categories and prices in roubles as specified. */
export const SPEC_PRODUCT_PRICES: readonly [number, CategoryCode, number][] = [
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

export const PRODUCTS: readonly Product[] = SPEC_PRODUCT_PRICES.map(([id, category, price]) =>
  testProduct({ id, category, price: Money.ofRoubles(price), priceFrom: category === 'ServiceFlowers' }),
);
