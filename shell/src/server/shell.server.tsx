// The shell's server entry (built by webpack.server.config.js into dist/server/): renders the
// page the browser will hydrate, with the remote's routes the server loaded from that remote's build.
import { serverShellServices, type CookieBannerMode, type RemoteRoutesProps, type ServerApiGet } from '@shop/domain';
import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ShellPage } from '../app';

export interface ShellRenderRequest {
  /** The path and query of the page. */
  readonly url: string;
  /** Reads public API paths (answered in-process by the server). */
  readonly get: ServerApiGet;
  /** The shop remote's routes, bound to the data of this page. */
  readonly shopRoutes: ComponentType<RemoteRoutesProps>;
  /** The visitor has not chosen about cookies: the banner is part of the page, in this mode; null: no banner. */
  readonly cookieBanner: CookieBannerMode | null;
}

/**
 * The HTML inside #root: the layout and the page, once everything in it has loaded (prerender
 * waits for every Suspense boundary, so lazily loaded parts are there too).
 */
export async function renderShellPage({ url, get, shopRoutes, cookieBanner }: ShellRenderRequest): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <ShellPage services={serverShellServices(get)} shopRoutes={shopRoutes} cookieBanner={cookieBanner} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary inline, where it belongs: React would otherwise move a large one to the end
    // of the page with a script to put it back, which the shop's Content-Security-Policy (scripts
    // from 'self' only) blocks and a reader without JavaScript never sees.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
