// The lazily loaded parts of the shop, in one place so routes and prefetching share the chunks.
export const loadCatalogueData = () => import('./catalogue-data.layout');
export const loadCategoryPages = () => import('../pages/category/category.page');
export const loadProductPage = () => import('../pages/product/product.page');
export const loadServiceFlowersPage = () => import('../pages/services/service-flowers.page');
export const loadServicePages = () => import('../pages/services/service-pages');
export const loadTermsPage = () => import('../pages/legal/terms.page');
export const loadPrivacyPage = () => import('../pages/legal/privacy.page');
export const loadCookiePolicyPage = () => import('../pages/legal/cookie-policy.page');

/** Warm the catalogue chunks when the visitor shows intent (hover, focus) on a catalogue link. */
export function prefetchCatalogue(): void {
  void loadCatalogueData();
  void loadCategoryPages();
}
