import type { ShellServices } from '@shop/domain';
import { lazy } from 'react';
import { Route } from 'react-router';
import { loadCatalogueData, loadConstructorPage } from '../../catalogue/catalogue.chunks';

// Each screen is its own lazy chunk, inside the shop's data layer (react-query), so the landing
// page's first load carries none of them.
const ShopData = lazy(loadCatalogueData);
const CartPage = lazy(() => import('./cart.page').then((m) => ({ default: m.CartPage })));
const ConstructorPage = lazy(() => loadConstructorPage().then((m) => ({ default: m.ConstructorPage })));
const OrderHistoryPage = lazy(() => import('../orders/order-history.page').then((m) => ({ default: m.OrderHistoryPage })));

/** Cart with checkout, bouquet constructor and order history (spec §2), as <Route> elements. */
export function orderingRoutes(services: ShellServices) {
  return (
    <Route element={<ShopData />}>
      <Route path="cart" caseSensitive element={<CartPage services={services} />} />
      <Route path="constructor" caseSensitive element={<ConstructorPage services={services} />} />
      <Route path="orders/history" caseSensitive element={<OrderHistoryPage services={services} />} />
    </Route>
  );
}
