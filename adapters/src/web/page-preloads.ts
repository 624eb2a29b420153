import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { ShopPage } from '@shop/application';
import { CATALOGUE_PAGE_SIZE, cataloguePagePath, type CataloguePageRequest, type CategoryCode } from '@shop/domain';
import { frontEndBuilds } from './front-end-paths';

interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string } };
  /** The shared packages the remote uses. */
  shared?: { name: string }[];
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** chunk-groups.json of a remote build (see tools/webpack/chunk-groups-manifest.plugin.js). */
type ChunkGroups = Readonly<Record<string, readonly string[]>>;

/** How chunk-groups.json names a shared package's files: 'shared:<package>'. */
const SHARED_GROUP = 'shared:';

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
 * shop remote's entry, routes chunk and stylesheet, then the page's own chunks, data and
 * first picture. All of it is then fetched in parallel with the shell's own script. Builds that
 * are missing contribute nothing.
 */
export class PagePreloads {
  private constructor(
    private readonly shell: { readonly base: string; readonly files: readonly string[]; readonly groups: ChunkGroups },
    /** `files`: the entry and the routes' files, relative to `base` (none when the shop is not built). */
    private readonly shop: RemoteRoutesFiles & { readonly groups: ChunkGroups },
    /** The same of the admin remote, and the shared packages its routes use. */
    private readonly admin: RemoteRoutesFiles & { readonly groups: ChunkGroups },
  ) {}

  /** The build files it is read from. */
  static sources(webRoot: string): string[] {
    const [shell, shop, admin] = frontEndBuilds(webRoot);
    return [
      path.join(shell.root, 'chunk-groups.json'),
      path.join(shop.root, 'mf-manifest.json'),
      path.join(shop.root, 'chunk-groups.json'),
      path.join(admin.root, 'mf-manifest.json'),
      path.join(admin.root, 'chunk-groups.json'),
    ];
  }

  static read(webRoot: string): PagePreloads {
    const [shell, shop, admin] = frontEndBuilds(webRoot);
    const shellGroups = readChunkGroups(shell.root);
    const shellFiles = { base: shell.prefix, files: shellGroups.bootstrap ?? [], groups: shellGroups };
    return new PagePreloads(
      shellFiles,
      { ...readRemoteRoutesFiles(shop), groups: readChunkGroups(shop.root) },
      { ...readRemoteRoutesFiles(admin), groups: readChunkGroups(admin.root) },
    );
  }

  /**
   * Tags for an admin page: the shell's bootstrap and the admin remote's entry, routes chunk and
   * stylesheet, which the shell asks for on /admin/ paths only (and only there are they preloaded),
   * and the shared packages the routes use: the shell's copy where the shell provides one, else the
   * remote's own. Without them the browser finds those only once the routes' code has run.
   */
  forAdminPage(): string {
    const { base, files, shared } = this.admin;
    const sharedFiles = shared.flatMap((name) => this.sharedPackageFiles(name, this.admin));
    const urls = [...this.shell.files.map((file) => `${this.shell.base}${file}`), ...files.map((file) => `${base}${file}`), ...sharedFiles];
    return [...new Set(urls)].map(preloadTag).join('\n    ');
  }

  /** A shared package's files: the shell's copy where the shell provides one (the one the page then uses), else the remote's own. */
  private sharedPackageFiles(name: string, remote: { readonly base: string; readonly groups: ChunkGroups }): string[] {
    const fromShell = this.shell.groups[`${SHARED_GROUP}${name}`];
    return fromShell
      ? fromShell.map((file) => `${this.shell.base}${file}`)
      : (remote.groups[`${SHARED_GROUP}${name}`] ?? []).map((file) => `${remote.base}${file}`);
  }

  /** Tags for a shop page the browser renders: everything it needs first, fetched in parallel. */
  forShopPage(leads: PageLeads): string {
    const { stylesheets, scripts } = this.shopPageAssets(leads.chunkGroups);
    return [
      ...[...stylesheets, ...scripts].map(preloadTag),
      // Same mode and credentials as the page's own fetch(), so the browser reuses the response.
      ...leads.data.map(preloadTag),
      ...imagePreload(leads.image),
    ].join('\n    ');
  }

  /**
   * A page rendered on the server: its stylesheets (the shell's, the shop's routes' and those of
   * the page's chunks) apply before the first paint, since the markup is already there, and its
   * first picture is preloaded. Its scripts only hydrate it: the shell's are listed for the
   * shell's loader to fetch once the page is painted (withScriptsAfterPaint), the shop's for the
   * shell to fetch when the visitor first interacts (withDeferredRemote). Its data is in the page.
   */
  forRenderedShopPage(chunkGroups: readonly string[], image: string | null): { tags: string; shellScripts: string[]; shopScripts: string[] } {
    const { stylesheets, scripts } = this.shopPageAssets(chunkGroups);
    const shopBase = this.shop.base;
    return {
      tags: [...stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`), ...imagePreload(image)].join('\n    '),
      shellScripts: scripts.filter((url) => !url.startsWith(shopBase)),
      shopScripts: scripts.filter((url) => url.startsWith(shopBase)),
    };
  }

  /**
   * The URLs a shop page needs: the shell's bootstrap, the shop's entry and routes, the page's
   * chunks, and the shared packages they use ('shared:<package>', where the shell's copy is the one used).
   */
  private shopPageAssets(chunkGroups: readonly string[]): { stylesheets: string[]; scripts: string[] } {
    const { base, files, groups } = this.shop;
    const chunks =
      files.length === 0
        ? []
        : chunkGroups.flatMap((name) =>
            name.startsWith(SHARED_GROUP)
              ? this.sharedPackageFiles(name.slice(SHARED_GROUP.length), this.shop)
              : (groups[name] ?? []).map((file) => `${base}${file}`),
          );
    const urls = [...new Set([...this.shell.files.map((file) => `${this.shell.base}${file}`), ...files.map((file) => `${base}${file}`), ...chunks])];
    return {
      stylesheets: urls.filter((url) => url.endsWith('.css')),
      scripts: urls.filter((url) => !url.endsWith('.css')),
    };
  }
}

interface RemoteRoutesFiles {
  readonly base: string;
  readonly files: readonly string[];
  /** The shared packages the remote uses, by name. */
  readonly shared: readonly string[];
}

/** A remote's entry and the files of its './routes' (relative to its public path), from its mf-manifest.json. */
function readRemoteRoutesFiles(build: { readonly root: string; readonly prefix: string }): RemoteRoutesFiles {
  const manifestFile = path.join(build.root, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { base: build.prefix, files: [], shared: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  return {
    base: manifest.metaData.publicPath,
    files: [manifest.metaData.remoteEntry.name, ...(routes?.assets.js.sync ?? []), ...(routes?.assets.css.sync ?? [])],
    shared: (manifest.shared ?? []).map((entry) => entry.name),
  };
}

function readChunkGroups(buildRoot: string): ChunkGroups {
  const file = path.join(buildRoot, 'chunk-groups.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkGroups) : {};
}

/** A preload of a stylesheet, a script, or JSON (read with fetch(), hence its mode). */
function preloadTag(url: string): string {
  if (url.endsWith('.css')) return `<link rel="preload" href="${url}" as="style" />`;
  if (url.endsWith('.js')) return `<link rel="preload" href="${url}" as="script" />`;
  return `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`;
}

const imagePreload = (image: string | null) => (image ? [`<link rel="preload" href="${image}" as="image" fetchpriority="high" />`] : []);

const firstPage = (category: CategoryCode, limit: number): CataloguePageRequest => ({ category, sort: null, offset: 0, limit });

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
      // Its first page in the catalogue's order (a sorted page asks for its own).
      return { chunkGroups: ['catalogue-data', 'category-page'], data: [cataloguePagePath(firstPage(page.category.code, CATALOGUE_PAGE_SIZE))], image: null };
    case 'service-flowers':
      return { chunkGroups: ['catalogue-data', 'service-flowers-page'], data: [cataloguePagePath(firstPage('ServiceFlowers', 1))], image: null };
    default:
      return NO_LEADS;
  }
}
