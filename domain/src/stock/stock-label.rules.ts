/** At this many pieces or fewer, the storefront says how many are left. */
export const LOW_STOCK_THRESHOLD = 3;

/** Null stock: made to order, no limit. */
export type Stock = number | null;

/** A stock as the shop stores it: a whole count from 0, or null for no limit (made to order, unlimited stems). */
export const isStockCount = (stock: Stock): boolean => stock === null || (Number.isInteger(stock) && stock >= 0);

/** Nothing left to sell: no add-to-cart button, no «+». */
export const isSoldOut = (stock: Stock): boolean => stock !== null && stock <= 0;

/** What the storefront and the admin's lists say of a stock: «Нет в наличии», «Осталось N шт.» when low, else nothing. */
export const stockLabel = (stock: Stock): string | null => {
  if (stock === null || stock > LOW_STOCK_THRESHOLD) return null;
  return isSoldOut(stock) ? 'Нет в наличии' : `Осталось ${stock} шт.`;
};

/** How many of an item one may pick: the cap, or the stock when it is lower. */
export const pickableCount = (stock: Stock, cap: number): number => (stock === null ? cap : Math.max(0, Math.min(stock, cap)));
