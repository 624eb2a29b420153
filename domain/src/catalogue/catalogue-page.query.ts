import type { Page } from '../order/admin-list.query';
import { err, ok, type Result } from '../shared/result';
import { CATALOGUE_ERRORS, CATALOGUE_PAGE_SIZE, MAX_CATALOGUE_PAGE_SIZE, type CatalogueError } from './catalogue.errors';
import { CATEGORY_CODES, type CategoryCode } from './category.value-object';
import { PRODUCT_SORT_ORDERS, sortProducts, type ProductSortOrder } from './product-sort.rules';

/**
 * A page of the storefront's catalogue: a category's products (or all of them) in an order, from
 * `offset`. A category page shows the first and adds the next with «Показать ещё», so what a
 * page costs does not grow with the catalogue.
 */
export interface CataloguePageRequest {
  readonly category: CategoryCode | null;
  readonly sort: ProductSortOrder | null;
  readonly offset: number;
  readonly limit: number;
}

export const CATALOGUE_PAGE_PARAMETERS = ['category', 'sort', 'offset', 'limit'] as const;

type Query = Readonly<Record<string, unknown>>;

/** A query value that is a whole number of at most `digits` digits, or undefined when absent. */
const wholeNumber = (value: unknown, digits: number): number | undefined | null => {
  if (value === undefined) return undefined;
  return typeof value === 'string' && new RegExp(`^\\d{1,${digits}}$`).test(value) ? Number(value) : null;
};

/**
 * Reads `?category=&sort=&offset=&limit=`: null when none of them is there (the whole catalogue, as
 * spec §7 lists it); otherwise a page, `limit` by default CATALOGUE_PAGE_SIZE.
 */
export const parseCataloguePageRequest = (query: Query): Result<CataloguePageRequest | null, CatalogueError> => {
  if (CATALOGUE_PAGE_PARAMETERS.every((name) => query[name] === undefined)) return ok(null);
  // An empty value means none, as the page's own address leaves it.
  const given = (name: 'category' | 'sort') => (query[name] === '' ? undefined : query[name]);
  const category = given('category') === undefined ? null : CATEGORY_CODES.find((code) => code === given('category'));
  if (category === undefined) return err(CATALOGUE_ERRORS.unknownCategory);
  const sort = given('sort') === undefined ? null : PRODUCT_SORT_ORDERS.find((order) => order === given('sort'));
  if (sort === undefined) return err(CATALOGUE_ERRORS.invalidSort);
  const offset = wholeNumber(query.offset, 6) ?? (query.offset === undefined ? 0 : null);
  if (offset === null) return err(CATALOGUE_ERRORS.invalidOffset);
  const limit = wholeNumber(query.limit, 3) ?? (query.limit === undefined ? CATALOGUE_PAGE_SIZE : null);
  if (limit === null || limit < 1 || limit > MAX_CATALOGUE_PAGE_SIZE) return err(CATALOGUE_ERRORS.invalidPageSize);
  return ok({ category, sort, offset, limit });
};

interface Listed {
  readonly id: number;
  readonly category: string;
  /** Roubles; a price "from" counts with its lower bound. */
  readonly price: number;
}

/** The page `request` asks for out of the catalogue (in its own order), with the count of all that match and where the next page starts. */
export function cataloguePage<P extends Listed>(catalogue: readonly P[], { category, sort, offset, limit }: CataloguePageRequest): Page<P, number> {
  const matching = sortProducts(category ? catalogue.filter((product) => product.category === category) : catalogue, sort);
  const next = offset + limit;
  return { items: matching.slice(offset, next), total: matching.length, next: next < matching.length ? next : null };
}

/** The API address of a page (GET /api/products), with only what differs from the defaults: the storefront, its preloads and the Link header agree on it. */
export function cataloguePagePath({ category, sort, offset, limit }: CataloguePageRequest): string {
  // Category codes and orders are plain ASCII words: nothing to escape.
  const given = [
    category && `category=${category}`,
    sort && `sort=${sort}`,
    offset > 0 && `offset=${offset}`,
    limit !== CATALOGUE_PAGE_SIZE && `limit=${limit}`,
  ].filter((part): part is string => typeof part === 'string');
  return `/api/products?${given.length > 0 ? given.join('&') : `limit=${limit}`}`;
}
