import { remoteHydratedAttribute, type RemoteRoutesProps } from '@shop/domain';
import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { AccountPagesPrefetch, accountRoutes } from './pages/account/account.routes';
import { orderingRoutes } from './pages/cart/ordering.routes';
import { NotFoundPage } from './pages/not-found/not-found.page';
import { paymentRoutes } from './pages/payment/payment.routes';
import { CataloguePagesPrefetch, storefrontRoutes } from './pages/storefront.routes';
import './styles/shop.css';

/**
 * Exposed as 'shop/routes': every public page. Rendered by the shell inside its BrowserRouter
 * under the catch-all route, so paths here are relative to '/'.
 */
export default function ShopRoutes({ services }: RemoteRoutesProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {storefrontRoutes(services)}
        {accountRoutes(services)}
        {paymentRoutes(services)}
        {orderingRoutes(services)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <HydratedMark />
      <AccountPagesPrefetch services={services} />
      <CataloguePagesPrefetch />
    </Suspense>
  );
}

/**
 * Marks <html data-shop-hydrated> once the page's content is live: a server-rendered page is
 * visible before its scripts run, and this says when its buttons work (the shell repeats a press
 * held until then; browser tests wait for it).
 * Inside the same Suspense boundary as the routes, so it commits only with the page itself.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(remoteHydratedAttribute('shop'), '');
  }, []);
  return null;
}

function PageLoading() {
  return (
    <p className="shop-container shop-status" role="status">
      Загрузка…
    </p>
  );
}
