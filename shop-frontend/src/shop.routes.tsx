import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { loadCatalogueData, loadCategoryPages, loadProductPage } from './catalogue/catalogue.chunks';
import { COMING_SOON_ROUTES, ComingSoonPage } from './pages/coming-soon/coming-soon.page';
import { SERVICE_FLOWERS_INTRO } from './pages/category/service-flowers.intro';
import { LandingPage } from './pages/landing/landing.page';
import { NotFoundPage } from './pages/not-found/not-found.page';
import './styles/shop.css';

const CatalogueData = lazy(loadCatalogueData);
const CategoryBySlugPage = lazy(() => loadCategoryPages().then((m) => ({ default: m.CategoryBySlugPage })));
const CategoryPage = lazy(() => loadCategoryPages().then((m) => ({ default: m.CategoryPage })));
const ProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));

/**
 * Exposed as 'shop/routes': every public page. Rendered by the shell inside its BrowserRouter
 * under the catch-all route, so paths here are relative to '/'. Matching is case-insensitive,
 * which also covers '/artificial_plants'.
 */
export default function ShopRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route element={<CatalogueData />}>
          <Route path="products/:slug" element={<CategoryBySlugPage />} />
          <Route path="plants" element={<CategoryPage category="plants" />} />
          <Route path="terrariums" element={<CategoryPage category="terrariums" />} />
          <Route path="Artificial_plants" element={<CategoryPage category="Artificial_plants" />} />
          <Route
            path="services/ServiceFlowers"
            element={<CategoryPage category="ServiceFlowers" intro={SERVICE_FLOWERS_INTRO} backTo="/#services" />}
          />
          <Route path="product/:id" element={<ProductPage />} />
        </Route>
        {COMING_SOON_ROUTES.map(({ path, title }) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

function PageLoading() {
  return (
    <p className="shop-container shop-status" role="status">
      Загрузка…
    </p>
  );
}
