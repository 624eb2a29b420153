/** Stock this low or lower (but above 0) is shown as «Осталось N шт.» on cards, the product page and the admin's list. */
export const LOW_STOCK_THRESHOLD = 3;

/** Null stock: made to order, no limit. */
export type Stock = number | null;

export const SOLD_OUT_LABEL = 'Нет в наличии';

/** Nothing left to sell: no add-to-cart button, no «+». */
export const isSoldOut = (stock: Stock): boolean => stock !== null && stock <= 0;

/** «Нет в наличии» at 0, «Осталось N шт.» from 1 to the threshold, else nothing to say. */
export const stockLabel = (stock: Stock): string | null => {
  if (stock === null || stock > LOW_STOCK_THRESHOLD) return null;
  return isSoldOut(stock) ? SOLD_OUT_LABEL : `Осталось ${stock} шт.`;
};

/** How many of an item one may pick: the cap, or the stock when it is lower. */
export const pickableCount = (stock: Stock, cap: number): number => (stock === null ? cap : Math.max(0, Math.min(stock, cap)));
