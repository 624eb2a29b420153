import { stockLabel } from '@shop/domain';

/** A whole count typed in a number field (stock, capacity, hours); the keyboard of digits on a phone. */
export const COUNT_INPUT = { type: 'number', inputMode: 'numeric', step: '1', min: '0' } as const;

/** The largest stock a field takes (the column is a PostgreSQL integer). */
const MAX_STOCK = 2_147_483_647;

/** A typed whole number within min…max; '' (or spaces) is null, anything else is undefined: not a count. */
export function readCountInput(text: string, min: number, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** A typed stock: null when empty (no limit), undefined when not a whole count from 0. */
export const readStockInput = (text: string): number | null | undefined => readCountInput(text, 0, MAX_STOCK);

/** A count as the field shows it: null is an empty field. */
export const countInputText = (value: number | null): string => (value === null ? '' : String(value));

/** What the admin's lists say of a stock: «Нет в наличии», «Осталось N шт.» when low, «В наличии: N шт.»; null when there is no limit. */
export const adminStockText = (stock: number | null): string | null => stockLabel(stock) ?? (stock === null ? null : `В наличии: ${stock} шт.`);
