import { Money, andThen, productDetails, type CatalogueError, type ImageRule, type MoneyError, type ProductEdit, type Result } from '@shop/domain';

/** The admin's product form as sent: the price in roubles. */
export interface ProductForm {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly price: number;
  readonly priceFrom: boolean;
  readonly images: readonly string[];
  readonly visible: boolean;
  /** Null: made to order; left out: as stored (a new product: null). */
  readonly stock?: number | null;
  /** Left out: as stored (a new product: 0). */
  readonly leadDays?: number;
}

/** The form checked by the catalogue's rules, pictures by where the shop's storage publishes them. */
export const productDetailsFromForm = (form: ProductForm, acceptsImage: ImageRule): Result<ProductEdit, CatalogueError | MoneyError> =>
  andThen(Money.fromRoubles(form.price), (price) => productDetails({ ...form, price }, acceptsImage));
