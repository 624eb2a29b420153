import {
  CATALOGUE_ERRORS,
  CATEGORIES,
  MAX_LEAD_DAYS,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
  isCategoryCode,
  moneyFromWire,
  priceInputText,
  wireRoubles,
  type CategoryCode,
} from '@shop/domain';
import type { AdminProductDto, ProductPayloadDto } from '../api/admin-api.types';
import { countInputText, readCountInput, readStockInput } from '../components/count-input';
import { readPriceInput } from '../components/money-input';

export interface ProductFormValues {
  title: string;
  description: string;
  category: CategoryCode | '';
  /** As typed in the number input, roubles. */
  price: string;
  priceFrom: boolean;
  visible: boolean;
  /** The main image first. */
  images: string[];
  /** Pieces in stock as typed; '' is made to order. */
  stock: string;
  /** Days to make it, as typed. */
  leadDays: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const PRODUCT_FORM_MESSAGES = {
  categoryRequired: 'Выберите категорию',
} as const;

/** Category codes with their Russian names, for the select. */
export const CATEGORY_OPTIONS = Object.values(CATEGORIES).map((category) => ({ code: category.code, title: category.title }));

export const categoryTitle = (code: string): string => (isCategoryCode(code) ? CATEGORIES[code].title : code);

export function emptyProductForm(): ProductFormValues {
  return { title: '', description: '', category: '', price: '', priceFrom: false, visible: true, images: [], stock: '', leadDays: '0' };
}

export function productFormValues(product: AdminProductDto): ProductFormValues {
  const price = moneyFromWire(product.price);
  return {
    title: product.title,
    description: product.description ?? '',
    category: product.category,
    price: price ? priceInputText(price) : '',
    priceFrom: product.price_from,
    visible: product.is_visible,
    images: [...(product.images ?? [])],
    stock: countInputText(product.stock),
    leadDays: String(product.lead_days),
  };
}

/** The product rules of the domain (title, category, 2 to 10 images) per field, plus a positive price. */
export function productFormErrors(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.title.trim() === '') errors.title = CATALOGUE_ERRORS.titleRequired.message;
  if (values.category === '') errors.category = PRODUCT_FORM_MESSAGES.categoryRequired;
  else if (!isCategoryCode(values.category)) errors.category = CATALOGUE_ERRORS.unknownCategory.message;
  const price = readPriceInput(values.price);
  if (!price.ok) errors.price = price.message;
  if (values.images.length < PRODUCT_IMAGES_MIN || values.images.length > PRODUCT_IMAGES_MAX) {
    errors.images = CATALOGUE_ERRORS.imageCount.message;
  }
  if (readStockInput(values.stock) === undefined) errors.stock = CATALOGUE_ERRORS.badStock.message;
  if (readLeadDays(values.leadDays) === null) errors.leadDays = CATALOGUE_ERRORS.badLeadDays.message;
  return errors;
}

/** Days to make it: a whole number 0…30, null otherwise (a blank field included). */
const readLeadDays = (text: string): number | null => readCountInput(text, 0, MAX_LEAD_DAYS) ?? null;

/**
 * The body of POST /api/admin/products (`stored` null) and PUT /api/admin/products/{id}; call on
 * valid values only. An edit sends the stock only when the admin changed it: orders placed while the
 * form was open take from the stored stock, and writing back the old figure would undo them.
 */
export function toProductPayload(values: ProductFormValues, stored: ProductFormValues | null): ProductPayloadDto {
  const price = readPriceInput(values.price);
  const stock = readStockInput(values.stock);
  const leadDays = readLeadDays(values.leadDays);
  if (!price.ok || values.category === '' || stock === undefined || leadDays === null) throw new Error('toProductPayload on invalid values');
  const stockChanged = stored === null || readStockInput(stored.stock) !== stock;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    price: wireRoubles(price.price),
    price_from: values.priceFrom,
    images: [...values.images],
    is_visible: values.visible,
    lead_days: leadDays,
    ...(stockChanged ? { stock } : {}),
  };
}

/** Moves the image at `from` by `step` places (−1 earlier, +1 later); out of range leaves it. */
export function moveImage(images: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || from >= images.length || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
