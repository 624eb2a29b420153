import { remoteStateElementId, type CategoryCode } from '@shop/domain';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { categoryProductsQuery, createShopQueryClient } from './catalogue.queries';
import { ServerQueryClientContext } from './server-query-client.context';

let browserClient: QueryClient | null = null;

/**
 * One client for the whole visit: going back from a product to its category reuses the list.
 * It starts with the data the server rendered the page with, so hydration fetches nothing.
 */
function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  browserClient = createShopQueryClient();
  const state = serverState();
  if (state) hydrate(browserClient, state);
  return browserClient;
}

/** Fills the visit's client with each category's first page as its page asks for it, so it opens with its products. */
export function prefetchFirstPages(categories: readonly CategoryCode[]): Promise<unknown> {
  const client = browserQueryClient();
  return Promise.all(categories.map((category) => client.prefetchInfiniteQuery(categoryProductsQuery(category, null))));
}

function serverState(): DehydratedState | null {
  const text = document.getElementById(remoteStateElementId('shop'))?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Layout route around the pages that read the catalogue API. Loaded lazily, so the landing page
 * (static content) does not download the data layer (@tanstack/react-query) at all.
 */
export default function CatalogueDataLayout() {
  const serverClient = useContext(ServerQueryClientContext);
  return (
    <QueryClientProvider client={serverClient ?? browserQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
