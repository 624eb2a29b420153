import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createShopQueryClient } from './catalogue.queries';

// One client for the whole visit: going back from a product to its category reuses the list.
const queryClient = createShopQueryClient();

/**
 * Layout route around the pages that read the catalogue API. Loaded lazily, so the landing page
 * (static content) does not download the data layer (@tanstack/react-query) at all.
 */
export default function CatalogueDataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
