// The shop remote's server entry (built by webpack.server.config.js into dist/server/): the server
// loads it at run time from this remote's build, so deploying the remote changes its pages in the
// browser and on the server alike.
import { LOGIN_REASON_PARAM, PRODUCT_SORT_PARAM, type RemoteRoutesProps, type RemoteServerPage, type ServerApiGet } from '@shop/domain';
import { dehydrate } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createShopQueryClient } from '../catalogue/catalogue.queries';
import { ServerQueryClientContext } from '../catalogue/server-query-client.context';
import ShopRoutes from '../shop.routes';
import { serverPagePlan } from './server-pages';

export type ShopServerPage = RemoteServerPage<ComponentType<RemoteRoutesProps>>;

/**
 * The query parameters the shop's pages look at (a category's order, why /login was opened). The
 * server renders and caches a page with these only, so `?utm_source=…`, /login's `redirect` (read
 * only when the form is sent) or any made-up query reuses the same render.
 */
export const SERVER_QUERY_PARAMS: readonly string[] = [PRODUCT_SORT_PARAM, LOGIN_REASON_PARAM];

/**
 * Fetches what the page at `pathname` shows (as its `search`, SERVER_QUERY_PARAMS only, orders it)
 * and binds the shop's routes to it. Null when the page is rendered in the browser only, or a read failed (the browser then fetches and shows its own
 * error and retry, rather than the server freezing an error into the page).
 */
export async function prepareShopPage(pathname: string, get: ServerApiGet, search = ''): Promise<ShopServerPage | null> {
  const plan = serverPagePlan(pathname, get, search);
  if (!plan) return null;
  // A failed read is not retried here: the browser retries, with the visitor watching.
  const client = createShopQueryClient({ retry: false });
  try {
    await Promise.all(plan.reads.map((read) => read(client)));
  } catch {
    return null;
  }
  const Routes = (props: RemoteRoutesProps) => (
    <ServerQueryClientContext value={client}>
      <ShopRoutes {...props} />
    </ServerQueryClientContext>
  );
  return { Routes, state: dehydrate(client), chunkGroups: plan.chunkGroups };
}
