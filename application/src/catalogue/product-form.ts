import { Money, andThen, productDetails, type CatalogueError, type ImageRule, type MoneyError, type ProductDetails, type Result } from '@shop/domain';

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

/** The form checked by the catalogue's rules, pictures by where the shop's storage publishes them. */
export const productDetailsFromForm = (form: ProductForm, acceptsImage: ImageRule): Result<ProductDetails, CatalogueError | MoneyError> =>
  andThen(Money.fromRoubles(form.price), (price) => productDetails({ ...form, price }, acceptsImage));
