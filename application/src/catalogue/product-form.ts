import { Money, andThen, productDetails, type CatalogueError, type MoneyError, type ProductDetails, type Result } from '@shop/domain';

/** The admin's product form as sent: the price in roubles. */
export interface ProductForm {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly price: number;
  readonly priceFrom: boolean;
  readonly images: readonly string[];
  readonly visible: boolean;
}

/** The form checked by the catalogue's rules. */
export const productDetailsFromForm = (form: ProductForm): Result<ProductDetails, CatalogueError | MoneyError> =>
  andThen(Money.fromRoubles(form.price), (price) => productDetails({ ...form, price }));
