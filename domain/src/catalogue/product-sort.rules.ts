/**
 * How a category page orders its products (issue 17): by price either way, or newest first.
 * Products carry no creation time, so "newest" is the highest id (ids come from a sequence).
 * No order (null) keeps the catalogue's own.
 */
export type ProductSortOrder = 'price-asc' | 'price-desc' | 'new';

/** The query parameter a category page keeps its order in. */
export const PRODUCT_SORT_PARAM = 'sort';

/** Every order, as written in the page's `?sort=` query. */
export const PRODUCT_SORT_ORDERS: readonly ProductSortOrder[] = ['price-asc', 'price-desc', 'new'];

/** The order a `?sort=` value names; null (the catalogue's order) for none or anything unknown. */
export const parseProductSortOrder = (value: string | null | undefined): ProductSortOrder | null =>
  PRODUCT_SORT_ORDERS.find((order) => order === value) ?? null;

interface Sortable {
  readonly id: number;
  /** Roubles on the wire; a price "from" counts with its lower bound. */
  readonly price: number;
}

const byId = (a: Sortable, b: Sortable) => a.id - b.id;

const COMPARE: Record<ProductSortOrder, (a: Sortable, b: Sortable) => number> = {
  // Equal prices keep a fixed order (by id), so the server's page and the browser's agree.
  'price-asc': (a, b) => a.price - b.price || byId(a, b),
  'price-desc': (a, b) => b.price - a.price || byId(a, b),
  new: (a, b) => byId(b, a),
};

/** A new array of the products in `order`; the input is left as it is. Works on DTOs. */
export const sortProducts = <P extends Sortable>(products: readonly P[], order: ProductSortOrder | null): P[] =>
  order ? [...products].sort(COMPARE[order]) : [...products];
