import { CATALOGUE_ERRORS, moneyFromWire, priceInputText, wireRoubles } from '@shop/domain';
import type { AdminFlowerDto, AdminFlowerPayloadDto } from '../api/admin-api.types';
import { adminStockText, countInputText, readStockInput } from '../components/count-input';
import { readPriceInput } from '../components/money-input';

export interface FlowerFormValues {
  title: string;
  /** Roubles per stem, as typed. */
  price: string;
  /** The picture's path; '' until one is uploaded. */
  image: string;
  available: boolean;
  /** Stems in stock as typed; '' is unlimited. */
  stock: string;
}

export type FlowerFormErrors = Partial<Record<keyof FlowerFormValues, string>>;

export const FLOWER_FORM_MESSAGES = {
  titleRequired: 'Укажите название цветка',
  imageRequired: 'Загрузите фото цветка',
} as const;

export const emptyFlowerForm = (): FlowerFormValues => ({ title: '', price: '', image: '', available: true, stock: '' });

export function flowerFormValues(flower: AdminFlowerDto): FlowerFormValues {
  const price = moneyFromWire(flower.price);
  return {
    title: flower.title,
    price: price ? priceInputText(price) : '',
    image: flower.image,
    available: flower.available,
    stock: countInputText(flower.stock),
  };
}

export function flowerFormErrors(values: FlowerFormValues): FlowerFormErrors {
  const errors: FlowerFormErrors = {};
  if (values.title.trim() === '') errors.title = FLOWER_FORM_MESSAGES.titleRequired;
  const price = readPriceInput(values.price);
  if (!price.ok) errors.price = price.message;
  if (values.image === '') errors.image = FLOWER_FORM_MESSAGES.imageRequired;
  if (readStockInput(values.stock) === undefined) errors.stock = CATALOGUE_ERRORS.badStock.message;
  return errors;
}

/** The body of POST /api/admin/flowers; call on valid values only. */
export function toFlowerPayload(values: FlowerFormValues): AdminFlowerPayloadDto {
  const price = readPriceInput(values.price);
  const stock = readStockInput(values.stock);
  if (!price.ok || stock === undefined) throw new Error('toFlowerPayload on invalid values');
  return { title: values.title.trim(), price: wireRoubles(price.price), image: values.image, available: values.available, stock };
}

/**
 * The body of PUT /api/admin/flowers/{id}: the stems only when the admin changed them, since orders
 * placed while the form was open take from the stored count and the old figure would undo them.
 */
export function toFlowerEdit(values: FlowerFormValues, stored: FlowerFormValues): Partial<AdminFlowerPayloadDto> {
  const { stock, ...flower } = toFlowerPayload(values);
  return readStockInput(stored.stock) === stock ? flower : { ...flower, stock };
}

/** What the list says of a flower's stems: unlimited, none left, few or how many. */
export const flowerStockText = (stock: number | null): string => adminStockText(stock) ?? 'Остаток не ограничен';
