import { CATEGORY_PAGE_PATHS, resolveCategoryPath, type ShellServices } from '@shop/domain';
import { lazy } from 'react';
import { Route } from 'react-router';
import {
  loadCatalogueData,
  loadCataloguePagesWithData,
  loadCategoryPages,
  loadCookiePolicyPage,
  loadPrivacyPage,
  loadProductPage,
  loadServiceFlowersPage,
  loadServicePages,
  loadTermsPage,
} from '../catalogue/catalogue.chunks';
import { usePrefetchWhenIdle } from '../components/use-prefetch-when-idle';
import { LandingPage } from './landing/landing.page';

const CatalogueData = lazy(loadCatalogueData);
const CategoryPage = lazy(() => loadCategoryPages().then((m) => ({ default: m.CategoryPage })));
const ProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));
const ServiceFlowersPage = lazy(() => loadServiceFlowersPage().then((m) => ({ default: m.ServiceFlowersPage })));
const ServiceCarePage = lazy(() => loadServicePages().then((m) => ({ default: m.ServiceCarePage })));
const ServiceConsultationPage = lazy(() => loadServicePages().then((m) => ({ default: m.ServiceConsultationPage })));
const TermsPage = lazy(() => loadTermsPage().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => loadPrivacyPage().then((m) => ({ default: m.PrivacyPage })));
const CookiePolicyPage = lazy(() => loadCookiePolicyPage().then((m) => ({ default: m.CookiePolicyPage })));

/** Every category spelling of the spec's route table (domain CATEGORY_PAGE_PATHS), relative to '/'. */
const CATEGORY_ROUTES = CATEGORY_PAGE_PATHS.flatMap((path) => {
  const category = resolveCategoryPath(path);
  return category ? [{ path: path.slice(1), code: category.code }] : [];
});

/**
 * The storefront's public pages (spec §2 route table) as <Route> elements for the shop's <Routes>.
 * Case-sensitive like the server, which answers other spellings with 404.
 */
export function storefrontRoutes(services: ShellServices) {
  return (
    <>
      <Route index element={<LandingPage />} />
      <Route element={<CatalogueData />}>
        {CATEGORY_ROUTES.map(({ path, code }) => (
          <Route key={path} path={path} caseSensitive element={<CategoryPage key={code} category={code} services={services} />} />
        ))}
        <Route path="product/:id" caseSensitive element={<ProductPage services={services} />} />
        <Route path="services/ServiceFlowers" caseSensitive element={<ServiceFlowersPage />} />
      </Route>
      <Route path="services/ServiceCare" caseSensitive element={<ServiceCarePage />} />
      <Route path="services/ServiceConsultation" caseSensitive element={<ServiceConsultationPage />} />
      <Route path="terms" caseSensitive element={<TermsPage />} />
      <Route path="privacy" caseSensitive element={<PrivacyPage />} />
      <Route path="cookie-policy" caseSensitive element={<CookiePolicyPage />} />
    </>
  );
}

/**
 * Every page's header links to the categories: once the page is live and the browser idle, the
 * category page's code, its data layer and each linked category's first page are fetched, so a
 * category opens with its products at once.
 */
export function CataloguePagesPrefetch() {
  usePrefetchWhenIdle(loadCataloguePagesWithData);
  return null;
}
