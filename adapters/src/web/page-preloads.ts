import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { ShopPage } from '@shop/application';
import { frontEndBuilds } from './front-end-paths';

interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** chunk-groups.json of a remote build (see ChunkGroupsManifestPlugin in webpack.shared.js). */
type ChunkGroups = Readonly<Record<string, readonly string[]>>;

/** What a shop page needs first, known on the server before any script runs. */
export interface PageLeads {
  /** The page's lazily loaded parts, by webpackChunkName. */
  readonly chunkGroups: readonly string[];
  /** API reads the page starts with. */
  readonly data: readonly string[];
  /** The large picture at the top of the page (its LCP element). */
  readonly image: string | null;
}

/** A page with nothing of its own to preload. */
export const NO_LEADS: PageLeads = { chunkGroups: [], data: [], image: null };

/**
 * <link rel="preload"> tags for what the browser would otherwise discover one step after another
 * before a page can render: the shell's bootstrap chunks (React, the router); on shop pages the
 * shop remote's manifest, entry, routes chunk and stylesheet, then the page's own chunks, data and
 * first picture. All of it is then fetched in parallel with the shell's own script. Builds that
 * are missing contribute nothing.
 */
export class PagePreloads {
  private constructor(
    private readonly shell: readonly string[],
    private readonly shop: { readonly base: string; readonly common: readonly string[]; readonly groups: ChunkGroups },
  ) {}

  static read(webRoot: string): PagePreloads {
    const [shell, shop] = frontEndBuilds(webRoot);
    const shellTags = (readChunkGroups(shell.root).bootstrap ?? []).map((file) => assetPreload(shell.prefix, file));
    const manifestFile = path.join(shop.root, 'mf-manifest.json');
    if (!existsSync(manifestFile)) return new PagePreloads(shellTags, { base: shop.prefix, common: [], groups: {} });
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
    const base = manifest.metaData.publicPath;
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    return new PagePreloads(shellTags, {
      base,
      common: [
        `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous" />`,
        `<link rel="preload" href="${base}${manifest.metaData.remoteEntry.name}" as="script" />`,
        ...[...(routes?.assets.js.sync ?? []), ...(routes?.assets.css.sync ?? [])].map((file) => assetPreload(base, file)),
      ],
      groups: readChunkGroups(shop.root),
    });
  }

  /** Tags for an admin page: the admin remote is never preloaded for anybody. */
  forAdminPage(): string {
    return this.shell.join('\n    ');
  }

  /** Tags for a shop page with what it needs first. */
  forShopPage(leads: PageLeads): string {
    const { base, common, groups } = this.shop;
    const chunks = common.length === 0 ? [] : [...new Set(leads.chunkGroups.flatMap((name) => groups[name] ?? []))];
    return [
      ...this.shell,
      ...common,
      ...chunks.map((file) => assetPreload(base, file)),
      // Same mode and credentials as the page's own fetch(), so the browser reuses the response.
      ...leads.data.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`),
      ...(leads.image ? [`<link rel="preload" href="${leads.image}" as="image" fetchpriority="high" />`] : []),
    ].join('\n    ');
  }
}

function readChunkGroups(buildRoot: string): ChunkGroups {
  const file = path.join(buildRoot, 'chunk-groups.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkGroups) : {};
}

const assetPreload = (base: string, file: string) =>
  file.endsWith('.css') ? `<link rel="preload" href="${base}${file}" as="style" />` : `<link rel="preload" href="${base}${file}" as="script" />`;

/**
 * The lazily loaded parts and first reads of the shop's catalogue pages, mirroring the shop
 * remote's routes (shop-frontend/src/pages/storefront.routes.tsx). Other pages, and a product
 * that does not exist, have none.
 */
export function pageLeads(page: ShopPage): PageLeads {
  switch (page.kind) {
    case 'product':
      if (!page.product) return NO_LEADS;
      return {
        chunkGroups: ['catalogue-data', 'product-page'],
        data: [`/api/products/${page.product.id}`],
        image: page.product.images[0] ?? page.product.image,
      };
    case 'category':
      return { chunkGroups: ['catalogue-data', 'category-page'], data: ['/api/products'], image: null };
    case 'service-flowers':
      return { chunkGroups: ['catalogue-data', 'service-flowers-page'], data: ['/api/products'], image: null };
    default:
      return NO_LEADS;
  }
}
