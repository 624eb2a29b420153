/** At this many pieces or fewer, the storefront says how many are left. */
export const LOW_STOCK_THRESHOLD = 3;

/** A stock as the shop stores it: a whole count from 0, or null for no limit (made to order, unlimited stems). */
export const isStockCount = (stock: number | null): boolean => stock === null || (Number.isInteger(stock) && stock >= 0);

/** What the storefront and the admin's lists say of a stock: «Нет в наличии», «Осталось N шт.» when low, else nothing. */
export const stockLabel = (stock: number | null): string | null => {
  if (stock === null || stock > LOW_STOCK_THRESHOLD) return null;
  return stock === 0 ? 'Нет в наличии' : `Осталось ${stock} шт.`;
};
