import { CATEGORIES, isPersonalPage, resolveCategoryPath, serverShellServices, type ServerApiGet } from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productQuery, productsQuery } from '../catalogue/catalogue.queries';
import { flowersQuery } from '../pages/constructor/flowers.api';
import { likeCountQuery } from '../pages/product/likes.api';
import { productReviewsQuery } from '../pages/product/product-reviews.api';

/** One read into the render's query client. */
type Read = (client: QueryClient) => Promise<unknown>;

/** What rendering one public page takes. */
export interface ServerPagePlan {
  /** The API reads its components query. */
  readonly reads: readonly Read[];
  /** Its lazily loaded parts (webpackChunkName, catalogue/catalogue.chunks.ts): their stylesheets belong in the page. */
  readonly chunkGroups: readonly string[];
}

const CATALOGUE_PAGE = ['catalogue-data'];

const STATIC_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/services/ServiceCare': ['service-pages'],
  '/services/ServiceConsultation': ['service-pages'],
  '/terms': ['terms-page'],
  '/privacy': ['privacy-page'],
  '/cookie-policy': ['cookie-policy-page'],
};

/**
 * The plan of a public page, mirroring pages/storefront.routes.tsx and pages/cart/ordering.routes.tsx;
 * null for the pages the browser renders alone. Every other path is rendered on the server, the
 * unknown ones as the "not found" page.
 */
export function serverPagePlan(pathname: string, get: ServerApiGet): ServerPagePlan | null {
  // The visitor's own pages depend on who is signed in: the browser renders them.
  if (isPersonalPage(pathname)) return null;
  const products: Read = (client) => client.fetchQuery(productsQuery(get));
  if (resolveCategoryPath(pathname)) return { reads: [products], chunkGroups: [...CATALOGUE_PAGE, 'category-page'] };
  if (pathname === CATEGORIES.ServiceFlowers.route) return { reads: [products], chunkGroups: [...CATALOGUE_PAGE, 'service-flowers-page'] };
  if (pathname === '/constructor') {
    return { reads: [(client) => client.fetchQuery(flowersQuery(serverShellServices(get).http))], chunkGroups: [...CATALOGUE_PAGE, 'constructor-page'] };
  }
  const product = matchPath({ path: '/product/:id', caseSensitive: true }, pathname);
  const id = Number(product?.params.id);
  if (product && Number.isInteger(id) && id > 0) {
    return {
      reads: [
        products,
        // A product that does not exist has no like counter: its page says "Товар не найден".
        async (client) =>
          (await client.fetchQuery(productQuery(id, get))) &&
          Promise.all([client.fetchQuery(likeCountQuery(id, get)), client.fetchQuery(productReviewsQuery(id, get))]),
      ],
      chunkGroups: [...CATALOGUE_PAGE, 'product-page'],
    };
  }
  if (product) return { reads: [], chunkGroups: [...CATALOGUE_PAGE, 'product-page'] };
  return { reads: [], chunkGroups: STATIC_PAGES[pathname] ?? [] };
}
