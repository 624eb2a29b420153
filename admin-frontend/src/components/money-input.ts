import { Money } from '@shop/domain';

/** Spec §5: an amount in roubles is typed as a number with kopecks (step 0.01), never below 0. */
export const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

export const PRICE_INPUT_MESSAGES = {
  required: 'Укажите цену',
  positive: 'Цена должна быть больше нуля',
} as const;

/** A typed price (roubles, '1 990,50' or '1990.5') in kopecks, or the message to show. */
export function readPriceInput(text: string): { ok: true; price: Money } | { ok: false; message: string } {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  if (normalised === '' || !Number.isFinite(Number(normalised))) return { ok: false, message: PRICE_INPUT_MESSAGES.required };
  const price = Money.fromRoubles(Number(normalised));
  if (!price.ok) return { ok: false, message: price.error.message };
  if (price.value.isZero()) return { ok: false, message: PRICE_INPUT_MESSAGES.positive };
  return { ok: true, price: price.value };
}
