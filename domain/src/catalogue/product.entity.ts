import { MAX_PRODUCT_PRICE_ROUBLES, exceedsLimit } from '../money/money-limits';
import type { Money } from '../money/money.value-object';
import { err, ok, type Result } from '../shared/result';
import { CATALOGUE_ERRORS, type CatalogueError } from './catalogue.errors';
import { isCategoryCode, type CategoryCode } from './category.value-object';
import { isShopImagePath, type ImageRule } from './image-address.rules';
import { isStockCount } from '../stock/stock-label.rules';

export const PRODUCT_IMAGES_MIN = 2;
export const PRODUCT_IMAGES_MAX = 10;
export const MAX_LEAD_DAYS = 30;

/** What the admin edits on a product. */
export type ProductDetails = Omit<ProductProps, 'id'>;

/**
 * The admin's form as sent. An edit may leave the stock and the lead time out: they then stay as
 * stored, since orders placed meanwhile take from that stock and a rewrite would undo them.
 */
export type ProductEdit = Omit<ProductDetails, 'stock' | 'leadDays'> & Partial<Pick<ProductDetails, 'stock' | 'leadDays'>>;

export type ProductProps = Pick<Product, 'id' | 'title' | 'description' | 'price' | 'priceFrom' | 'category' | 'images' | 'visible' | 'stock' | 'leadDays'>;

/** A new product is made to order in no time unless the form says otherwise. */
export const withStockDefaults = ({ stock = null, leadDays = 0, ...edit }: ProductEdit): ProductDetails => ({ ...edit, stock, leadDays });

/** The admin's product form, checked by the catalogue's rules; titles and texts are trimmed. */
export const productDetails = (
  input: Omit<ProductEdit, 'category'> & { readonly category: string },
  acceptsImage: ImageRule = isShopImagePath,
): Result<ProductEdit, CatalogueError> => {
  const title = input.title.trim();
  if (title === '') return err(CATALOGUE_ERRORS.titleRequired);
  if (exceedsLimit(input.price, MAX_PRODUCT_PRICE_ROUBLES)) return err(CATALOGUE_ERRORS.priceTooHigh);
  if (!isCategoryCode(input.category)) return err(CATALOGUE_ERRORS.unknownCategory);
  if (input.images.length < PRODUCT_IMAGES_MIN || input.images.length > PRODUCT_IMAGES_MAX) return err(CATALOGUE_ERRORS.imageCount);
  if (!input.images.every(acceptsImage)) return err(CATALOGUE_ERRORS.badImage);
  const { stock, leadDays, ...form } = input;
  if (stock !== undefined && !isStockCount(stock)) return err(CATALOGUE_ERRORS.badStock);
  if (leadDays !== undefined && !isLeadDays(leadDays)) return err(CATALOGUE_ERRORS.badLeadDays);
  return ok({
    ...form,
    title,
    description: input.description.trim(),
    category: input.category,
    images: [...input.images],
    ...(stock === undefined ? {} : { stock }),
    ...(leadDays === undefined ? {} : { leadDays }),
  });
};

const isLeadDays = (days: number): boolean => Number.isInteger(days) && days >= 0 && days <= MAX_LEAD_DAYS;

export class Product {
  readonly id!: number;
  readonly title!: string;
  readonly description!: string;
  readonly price!: Money;
  /** The price is a lower bound ("от 15 000 ₽"): the final price is agreed individually. */
  readonly priceFrom!: boolean;
  readonly category!: CategoryCode;
  /** The main image first. */
  readonly images!: readonly string[];
  /** Hidden products stay in old orders but leave the storefront. */
  readonly visible!: boolean;
  /** Pieces in stock; null: made to order, no limit. */
  readonly stock!: number | null;
  /** Days it takes to make (the earliest delivery date waits for it). */
  readonly leadDays!: number;

  private constructor(props: ProductProps) {
    Object.assign(this, { ...props, images: [...props.images] });
  }

  static create(props: ProductProps, acceptsImage: ImageRule = isShopImagePath): Result<Product, CatalogueError> {
    if (!Number.isInteger(props.id) || props.id <= 0) return err(CATALOGUE_ERRORS.invalidId);
    const details = productDetails(props, acceptsImage);
    return details.ok ? ok(new Product({ ...details.value, id: props.id, stock: props.stock, leadDays: props.leadDays })) : details;
  }

  /** The main picture. */
  get image(): string {
    return this.images[0];
  }

  /** A customer may buy it online: on the storefront and with a fixed price. */
  isPurchasable(): boolean {
    return this.visible && !this.priceFrom;
  }
}
