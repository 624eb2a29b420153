import * as path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import type { CookieBannerMode, RemoteServerPage, ServerApiGet } from '@shop/domain';
import { frontEndBuilds } from '../front-end-paths';
import type { FromBuildFiles } from '../from-build-files';
import { serverBundle } from './server-bundle';

/** What the shop remote's server entry exports (shop-frontend/src/server/shop.server.tsx). */
interface ShopServerEntry {
  /** `search` ('?sort=new', SERVER_QUERY_PARAMS only) is ignored by a remote older than issue 30. */
  prepareShopPage(pathname: string, get: ServerApiGet, search: string): Promise<RemoteServerPage<unknown> | null>;
  /** The query parameters its pages look at; the others are dropped before rendering and caching. */
  readonly SERVER_QUERY_PARAMS?: readonly string[];
}

/** What the shell's server entry exports (shell/src/server/shell.server.tsx). */
interface ShellServerEntry {
  renderShellPage(request: { url: string; get: ServerApiGet; shopRoutes: unknown; cookieBanner: CookieBannerMode | null }): Promise<string>;
}

/** What a page's markup depends on besides its URL and the builds. */
export interface RenderContext {
  /** The catalogue's version (StorefrontCatalogueQuery.version): data shown on the page. */
  readonly catalogueVersion: string;
  /** The published reviews' version (ProductReviewsQuery.version): a moderation changes what product pages show. */
  readonly reviewsVersion: string;
  /** The cookie banner's mode when the visitor is asked for consent (the banner is part of the first paint), else null. */
  readonly cookieBanner: CookieBannerMode | null;
}

/** A server-rendered shop page: the markup of #root, the shop's data for hydration, its lazily loaded parts. */
export interface RenderedPage {
  readonly html: string;
  readonly state: unknown;
  readonly chunkGroups: readonly string[];
}

interface CachedRender {
  readonly at: number;
  readonly page: Promise<RenderedPage | null>;
  /** The page, once rendered. */
  rendered?: RenderedPage;
}

/**
 * How long a replica reuses a rendered page. Pages are the same for every visitor (nobody is
 * signed in on the server), and a catalogue change makes a new key at once.
 */
export const RENDERED_PAGE_TTL_MS = 30_000;
const MAX_CACHED_PAGES = 300;

/** The URL with only the named query parameters, in a fixed order. */
function withQueryParams(url: string, names: readonly string[]): string {
  if (!url.includes('?')) return url;
  const [pathname, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams([...names].sort().flatMap((name) => params.getAll(name).map((value): [string, string] => [name, value])));
  return kept.size > 0 ? `${pathname}?${kept}` : pathname;
}

const exportsFunction =
  <Module>(name: string) =>
  (value: unknown): value is Module =>
    typeof (value as Record<string, unknown> | null)?.[name] === 'function';

/**
 * Renders the shop's public pages on the server: the shop remote's server entry fetches what the
 * page shows and gives its routes, the shell's server entry renders the layout around them. Both
 * are loaded from the front ends' builds at run time. Rendered pages are kept briefly per
 * replica, keyed by the catalogue's version and the builds', so an admin's edit or a deploy is
 * seen at once; concurrent requests for one page share one render.
 */
@Injectable()
export class PageRenderer {
  private readonly shell: FromBuildFiles<{ readonly module: ShellServerEntry; readonly version: string } | null>;
  private readonly shop: FromBuildFiles<{ readonly module: ShopServerEntry; readonly version: string } | null>;
  private readonly cache = new Map<string, CachedRender>();
  private readonly logger = new Logger('PageRenderer');

  constructor(
    webRoot: string,
    private readonly get: ServerApiGet,
  ) {
    const [shell, shop] = frontEndBuilds(webRoot);
    this.shell = serverBundle(path.join(shell.root, 'server', 'shell.server.js'), exportsFunction<ShellServerEntry>('renderShellPage'));
    this.shop = serverBundle(path.join(shop.root, 'server', 'shop.server.js'), exportsFunction<ShopServerEntry>('prepareShopPage'));
  }

  /** The page at `url` (path and query) rendered, or null when the browser renders it. */
  async render(url: string, context: RenderContext, now = Date.now()): Promise<RenderedPage | null> {
    const found = this.lookUp(url, context, now);
    if (!found) return null;
    const { key, cached, pageUrl, shell, shop } = found;
    if (cached) return cached.page;
    const page = this.renderNow(pageUrl, context, shell, shop);
    this.remember(key, now, page);
    return page;
  }

  /** What render() would give at once without rendering or waiting: the kept render, else undefined. */
  heldRender(url: string, context: RenderContext, now = Date.now()): RenderedPage | undefined {
    return this.lookUp(url, context, now)?.cached?.rendered;
  }

  /** The render's key for the current builds, and the render kept under it while fresh; null without both builds. */
  private lookUp(url: string, context: RenderContext, now: number) {
    const shell = this.shell.current(now);
    const shop = this.shop.current(now);
    if (!shell || !shop) return null;
    const pageUrl = withQueryParams(url, shop.module.SERVER_QUERY_PARAMS ?? []);
    const key = `${shell.version}|${shop.version}|${context.catalogueVersion}|${context.reviewsVersion}|${context.cookieBanner}|${pageUrl}`;
    const kept = this.cache.get(key);
    const cached = kept && now - kept.at < RENDERED_PAGE_TTL_MS ? kept : undefined;
    return { key, cached, pageUrl, shell: shell.module, shop: shop.module };
  }

  private async renderNow(url: string, { cookieBanner }: RenderContext, shell: ShellServerEntry, shop: ShopServerEntry): Promise<RenderedPage | null> {
    try {
      const started = performance.now();
      const [pathname, query = ''] = url.split('?');
      const prepared = await shop.prepareShopPage(pathname, this.get, query ? `?${query}` : '');
      if (!prepared) return null;
      const html = await shell.renderShellPage({ url, get: this.get, shopRoutes: prepared.Routes, cookieBanner });
      this.logger.debug({ msg: 'page rendered', url, ms: Math.round((performance.now() - started) * 10) / 10, bytes: html.length });
      return { html, state: prepared.state, chunkGroups: prepared.chunkGroups };
    } catch (error) {
      this.logger.error({ msg: 'server rendering failed; the page renders in the browser', url, err: error });
      return null;
    }
  }

  private remember(key: string, at: number, page: Promise<RenderedPage | null>): void {
    const entry: CachedRender = { at, page };
    this.cache.delete(key);
    this.cache.set(key, entry);
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.cache.size > MAX_CACHED_PAGES) this.cache.delete(this.cache.keys().next().value as string);
    void page.then((rendered) => {
      if (rendered) entry.rendered = rendered;
      // A page that could not be rendered is tried again by the next request.
      else if (this.cache.get(key) === entry) this.cache.delete(key);
    });
  }
}
