// The lazily loaded parts of the shop, in one place so routes and prefetching share the chunks.
// The chunk names are read by the server (chunk-groups.json) to preload a page's chunks.
import { LANDING_CATEGORIES } from './categories';

export const loadCatalogueData = () => import(/* webpackChunkName: "catalogue-data" */ './catalogue-data.layout');
export const loadCategoryPages = () => import(/* webpackChunkName: "category-page" */ '../pages/category/category.page');
export const loadProductPage = () => import(/* webpackChunkName: "product-page" */ '../pages/product/product.page');
export const loadServiceFlowersPage = () => import(/* webpackChunkName: "service-flowers-page" */ '../pages/services/service-flowers.page');
export const loadServicePages = () => import(/* webpackChunkName: "service-pages" */ '../pages/services/service-pages');
export const loadTermsPage = () => import(/* webpackChunkName: "terms-page" */ '../pages/legal/terms.page');
export const loadPrivacyPage = () => import(/* webpackChunkName: "privacy-page" */ '../pages/legal/privacy.page');
export const loadCookiePolicyPage = () => import(/* webpackChunkName: "cookie-policy-page" */ '../pages/legal/cookie-policy.page');
export const loadConstructorPage = () => import(/* webpackChunkName: "constructor-page" */ '../pages/constructor/constructor.page');

/** The category page's code with the data layer around it: what the header's and the landing's category links open. */
export const loadCataloguePages = () => Promise.all([loadCatalogueData(), loadCategoryPages()]);

/** The category pages' code and the first page of each category the header and the landing link to. */
export const loadCataloguePagesWithData = () =>
  loadCataloguePages().then(([data]) => data.prefetchFirstPages(LANDING_CATEGORIES.map((category) => category.code)));

/** Warm the catalogue chunks when the visitor shows intent (hover, focus) on a catalogue link. */
export function prefetchCatalogue(): void {
  void loadCataloguePages();
}
