// The lazily loaded parts of the shop, in one place so routes and prefetching share the chunks.
export const loadCatalogueData = () => import('./catalogue-data.layout');
export const loadCategoryPages = () => import('../pages/category/category.page');
export const loadProductPage = () => import('../pages/product/product.page');

/** Warm the catalogue chunks when the visitor shows intent (hover, focus) on a catalogue link. */
export function prefetchCatalogue(): void {
  void loadCatalogueData();
  void loadCategoryPages();
}
