import { CATEGORIES, resolveCategoryPath, type Category, type ProductDto } from '@shop/domain';

/**
 * Which page of the shop a path is, as far as the server needs to know before any script runs:
 * the page head (page-meta.query.ts) and the preloads of what the page needs first both read it.
 */
export type ShopPage =
  | { readonly kind: 'landing'; readonly path: '/' }
  | { readonly kind: 'category'; readonly path: string; readonly category: Category }
  /** `product` is undefined for an id the visible catalogue does not have, or a segment that is no id at all. */
  | { readonly kind: 'product'; readonly path: string; readonly product: ProductDto | undefined }
  | { readonly kind: 'service-flowers'; readonly path: string }
  | { readonly kind: 'other'; readonly path: string };

/** `products` are the visible catalogue products; a trailing slash is ignored. */
export function resolveShopPage(path: string, products: readonly ProductDto[]): ShopPage {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (clean === '/') return { kind: 'landing', path: '/' };
  if (clean === CATEGORIES.ServiceFlowers.route) return { kind: 'service-flowers', path: clean };
  const category = resolveCategoryPath(clean);
  if (category) return { kind: 'category', path: clean, category };
  // The shop's route /product/:id takes any one segment and says "Товар не найден" for one that names no product.
  const productMatch = /^\/product\/([^/]+)$/.exec(clean);
  if (productMatch) return { kind: 'product', path: clean, product: productWithId(products, productMatch[1]) };
  return { kind: 'other', path: clean };
}

const productWithId = (products: readonly ProductDto[], segment: string): ProductDto | undefined =>
  /^\d{1,9}$/.test(segment) ? products.find((p) => p.id === Number(segment)) : undefined;
