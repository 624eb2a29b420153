import { BOUQUET_TITLE, compositionTotal, type CompositionEntry } from '../bouquet/bouquet-composition.rules';
import type { Product } from '../catalogue/product.entity';
import { Money } from '../money/money.value-object';

interface LineSnapshot {
  /** Stable identity inside a cart or an order: 'product:5', 'bouquet:301x3,305x7'. */
  readonly key: string;
  readonly title: string;
  readonly unitPrice: Money;
  readonly quantity: number;
  /** The product's main picture; a bouquet shows its flowers instead. */
  readonly image: string | null;
}

export interface ProductLine extends LineSnapshot {
  readonly kind: 'product';
  readonly productId: number;
}

/** A collected bouquet; its unit price is the sum of its composition. */
export interface BouquetLine extends LineSnapshot {
  readonly kind: 'bouquet';
  readonly composition: readonly CompositionEntry[];
}

/** A priced line; an order line is the same snapshot taken at order time. */
export type CartLine = ProductLine | BouquetLine;

export const productLineKey = (productId: number): string => `product:${productId}`;

/** Identical bouquets share a key, so adding the same bouquet twice makes quantity 2. */
export const bouquetLineKey = (composition: readonly Pick<CompositionEntry, 'flowerId' | 'quantity'>[]): string =>
  `bouquet:${composition.map((entry) => `${entry.flowerId}x${entry.quantity}`).join(',')}`;

export const productLine = (product: Product, quantity: number): ProductLine => ({
  kind: 'product',
  key: productLineKey(product.id),
  productId: product.id,
  title: product.title,
  unitPrice: product.price,
  quantity,
  image: product.image,
});

export const bouquetLine = (composition: readonly CompositionEntry[], quantity: number): BouquetLine => ({
  kind: 'bouquet',
  key: bouquetLineKey(composition),
  title: BOUQUET_TITLE,
  unitPrice: compositionTotal(composition),
  composition,
  quantity,
  image: null,
});

export const lineTotal = (line: { readonly unitPrice: Money; readonly quantity: number }): Money => line.unitPrice.multiply(line.quantity);

export const linesTotal = (lines: readonly { readonly unitPrice: Money; readonly quantity: number }[]): Money => Money.sum(lines.map(lineTotal));
