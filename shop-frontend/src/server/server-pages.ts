import {
  CATEGORIES,
  PRODUCT_SORT_PARAM,
  isSignInPage,
  parseProductSortOrder,
  rendersInBrowser,
  resolveCategoryPath,
  serverShellServices,
  type ServerApiGet,
} from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { categoryProductsQuery, productQuery } from '../catalogue/catalogue.queries';
import { flowersQuery } from '../pages/constructor/flowers.api';
import { likeCountQuery } from '../pages/product/likes.api';
import { productReviewsQuery } from '../pages/product/product-reviews.api';
import { similarCandidatesQuery } from '../pages/product/similar-products.section';
import { serviceProductQuery } from '../pages/services/service-product.query';

/** One read into the render's query client. */
type Read = (client: QueryClient) => Promise<unknown>;

/** What rendering one public page takes. */
export interface ServerPagePlan {
  /** The API reads its components query. */
  readonly reads: readonly Read[];
  /**
   * Its lazily loaded parts (webpackChunkName, catalogue/catalogue.chunks.ts) and the shared packages
   * they use whose styles show ('shared:<package>'): their stylesheets belong in the page.
   */
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
export function serverPagePlan(pathname: string, get: ServerApiGet, search = ''): ServerPagePlan | null {
  // The visitor's own pages depend on who is signed in: the browser renders them. The sign-in forms do not.
  if (rendersInBrowser(pathname)) return null;
  // Their fields are @shop/ui's, whose stylesheet comes with the shell's copy of it.
  if (isSignInPage(pathname)) return { reads: [], chunkGroups: ['account-pages', 'shared:@shop/ui'] };
  const category = resolveCategoryPath(pathname);
  if (category) {
    const sort = parseProductSortOrder(new URLSearchParams(search).get(PRODUCT_SORT_PARAM));
    return {
      reads: [(client) => client.fetchInfiniteQuery(categoryProductsQuery(category.code, sort, get))],
      chunkGroups: [...CATALOGUE_PAGE, 'category-page'],
    };
  }
  if (pathname === CATEGORIES.ServiceFlowers.route) {
    return { reads: [(client) => client.fetchQuery(serviceProductQuery(get))], chunkGroups: [...CATALOGUE_PAGE, 'service-flowers-page'] };
  }
  if (pathname === '/constructor') {
    return { reads: [(client) => client.fetchQuery(flowersQuery(serverShellServices(get).http))], chunkGroups: [...CATALOGUE_PAGE, 'constructor-page'] };
  }
  const product = matchPath({ path: '/product/:id', caseSensitive: true }, pathname);
  const id = Number(product?.params.id);
  if (product && Number.isInteger(id) && id > 0) {
    return {
      reads: [
        // A product that does not exist has no like counter: its page says "Товар не найден".
        async (client) => {
          const shown = await client.fetchQuery(productQuery(id, get));
          if (!shown) return;
          await Promise.all([
            client.fetchQuery(similarCandidatesQuery(shown, get)),
            client.fetchQuery(likeCountQuery(id, get)),
            client.fetchQuery(productReviewsQuery(id, get)),
          ]);
        },
      ],
      chunkGroups: [...CATALOGUE_PAGE, 'product-page'],
    };
  }
  if (product) return { reads: [], chunkGroups: [...CATALOGUE_PAGE, 'product-page'] };
  return { reads: [], chunkGroups: STATIC_PAGES[pathname] ?? [] };
}
