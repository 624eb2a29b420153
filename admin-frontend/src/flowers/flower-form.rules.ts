import { moneyFromWire, priceInputText, wireRoubles } from '@shop/domain';
import type { AdminFlowerDto, AdminFlowerPayloadDto } from '../api/admin-api.types';
import { countInputText, readCountInput } from '../components/count-input';
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
  stock: 'Остаток — целое число от 0 или пусто',
} as const;

/** The largest stock the field takes (the column is a PostgreSQL integer). */
const MAX_STOCK = 2_147_483_647;

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
  if (readCountInput(values.stock, 0, MAX_STOCK) === undefined) errors.stock = FLOWER_FORM_MESSAGES.stock;
  return errors;
}

/** The body of POST /api/admin/flowers and PUT /api/admin/flowers/{id}; call on valid values only. */
export function toFlowerPayload(values: FlowerFormValues): AdminFlowerPayloadDto {
  const price = readPriceInput(values.price);
  const stock = readCountInput(values.stock, 0, MAX_STOCK);
  if (!price.ok || stock === undefined) throw new Error('toFlowerPayload on invalid values');
  return { title: values.title.trim(), price: wireRoubles(price.price), image: values.image, available: values.available, stock };
}

/** What the list says of a flower's stems: unlimited, none left, or how many. */
export function flowerStockText(stock: number | null): string {
  if (stock === null) return 'Остаток не ограничен';
  return stock === 0 ? 'Нет в наличии' : `В наличии: ${stock} шт.`;
}
