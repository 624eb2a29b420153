// The lazily loaded parts of the shop, in one place so routes and prefetching share the chunks.
// The chunk names are read by the server (chunk-groups.json) to preload a page's chunks.
export const loadCatalogueData = () => import(/* webpackChunkName: "catalogue-data" */ './catalogue-data.layout');
export const loadCategoryPages = () => import(/* webpackChunkName: "category-page" */ '../pages/category/category.page');
export const loadProductPage = () => import(/* webpackChunkName: "product-page" */ '../pages/product/product.page');
export const loadServiceFlowersPage = () => import(/* webpackChunkName: "service-flowers-page" */ '../pages/services/service-flowers.page');
export const loadServicePages = () => import('../pages/services/service-pages');
export const loadTermsPage = () => import('../pages/legal/terms.page');
export const loadPrivacyPage = () => import('../pages/legal/privacy.page');
export const loadCookiePolicyPage = () => import('../pages/legal/cookie-policy.page');

/** Warm the catalogue chunks when the visitor shows intent (hover, focus) on a catalogue link. */
export function prefetchCatalogue(): void {
  void loadCatalogueData();
  void loadCategoryPages();
}
