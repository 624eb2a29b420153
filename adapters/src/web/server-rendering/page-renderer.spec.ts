import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { ServerApiGet } from '@shop/domain';
import { BUILD_FILES_RECHECK_MS } from '../from-build-files';
import { PageRenderer, RENDERED_PAGE_TTL_MS } from './page-renderer';

/**
 * Server entries written as the front ends' builds would be: the shop's fetches through the
 * server's reader and binds its "routes" to the answer, the shell's renders them. Each render is
 * counted in a global, so the cache is visible.
 */
function writeBundles(webRoot: string, shopLabel: string): void {
  const shop = path.join(webRoot, 'shop-frontend', 'dist', 'server');
  const shell = path.join(webRoot, 'shell', 'dist', 'server');
  mkdirSync(shop, { recursive: true });
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    path.join(shop, 'shop.server.js'),
    `exports.SERVER_QUERY_PARAMS = ['sort'];
    exports.prepareShopPage = async (pathname, get) => {
      if (pathname === '/cart') return null;
      if (pathname === '/broken') throw new Error('the page fell over');
      const { body } = await get('/api/products');
      return { Routes: ${JSON.stringify(shopLabel)} + ':' + body.length, state: { products: body }, chunkGroups: ['category-page'] };
    };`,
  );
  writeFileSync(
    path.join(shell, 'shell.server.js'),
    `exports.renderShellPage = async ({ url, shopRoutes, cookieBanner }) => {
      globalThis.shellRenders = (globalThis.shellRenders ?? 0) + 1;
      return '<main>' + url + ' ' + shopRoutes + '</main>' + (cookieBanner ? '<section>cookie</section>' : '');
    };`,
  );
}

const renders = () => (globalThis as { shellRenders?: number }).shellRenders ?? 0;

describe('PageRenderer', () => {
  let webRoot: string;
  const reads: string[] = [];
  const get: ServerApiGet = async (apiPath) => {
    reads.push(apiPath);
    return { status: 200, body: [{ id: 1 }, { id: 2 }] };
  };

  beforeEach(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
    reads.length = 0;
    (globalThis as { shellRenders?: number }).shellRenders = 0;
  });
  afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

  it('renders a page from the builds: the shop prepares, the shell renders around it', async () => {
    writeBundles(webRoot, 'shop-v1');
    const page = await new PageRenderer(webRoot, get).render('/products/plants?utm_source=mail&sort=price', {
      catalogueVersion: 'catalogue-1',
      reviewsVersion: 'reviews-1',
      cookieBanner: 'summary',
    });
    expect(page).toEqual({
      html: '<main>/products/plants?sort=price shop-v1:2</main><section>cookie</section>',
      state: { products: [{ id: 1 }, { id: 2 }] },
      chunkGroups: ['category-page'],
    });
    expect(reads).toEqual(['/api/products']);
  });

  it('reuses a page for 30 s, and renders again at once for a new catalogue or reviews version or the other banner variant', async () => {
    writeBundles(webRoot, 'shop-v1');
    const renderer = new PageRenderer(webRoot, get);
    const now = Date.parse('2026-05-01T09:00:00Z');
    await Promise.all([
      renderer.render('/', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }, now),
      renderer.render('/', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }, now),
    ]);
    await renderer.render('/', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }, now + RENDERED_PAGE_TTL_MS - 1);
    await renderer.render('/?utm_source=anything', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }, now + 1);
    expect(renders()).toBe(1);
    await renderer.render('/', { catalogueVersion: 'v2', reviewsVersion: 'r1', cookieBanner: null }, now + 1);
    expect(renders()).toBe(2);
    await renderer.render('/', { catalogueVersion: 'v2', reviewsVersion: 'r1', cookieBanner: null }, now + 1 + RENDERED_PAGE_TTL_MS);
    expect(renders()).toBe(3);
    await renderer.render('/', { catalogueVersion: 'v2', reviewsVersion: 'r1', cookieBanner: 'summary' }, now + 1 + RENDERED_PAGE_TTL_MS);
    expect(renders()).toBe(4);
    await renderer.render('/', { catalogueVersion: 'v2', reviewsVersion: 'r1', cookieBanner: 'settings' }, now + 1 + RENDERED_PAGE_TTL_MS);
    expect(renders()).toBe(5);
    // A moderation: the published reviews changed.
    await renderer.render('/', { catalogueVersion: 'v2', reviewsVersion: 'r2', cookieBanner: 'settings' }, now + 1 + RENDERED_PAGE_TTL_MS);
    expect(renders()).toBe(6);
  });

  it('hands over a kept render without waiting, only while render() would return it', async () => {
    writeBundles(webRoot, 'shop-v1');
    const renderer = new PageRenderer(webRoot, get);
    const now = Date.parse('2026-05-01T09:00:00Z');
    const context = { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: 'summary' } as const;
    const rendering = renderer.render('/products/plants', context, now);
    // Still rendering: nothing to hand over yet.
    expect(renderer.heldRender('/products/plants', context, now)).toBeUndefined();
    const rendered = await rendering;
    expect(renderer.heldRender('/products/plants', context, now + RENDERED_PAGE_TTL_MS - 1)).toBe(rendered);
    expect(renderer.heldRender('/products/plants', context, now + RENDERED_PAGE_TTL_MS)).toBeUndefined();
    expect(renderer.heldRender('/products/plants', { ...context, catalogueVersion: 'v2' }, now)).toBeUndefined();
    expect(renderer.heldRender('/products/plants', { ...context, cookieBanner: null }, now)).toBeUndefined();
    expect(renderer.heldRender('/products/terrariums', context, now)).toBeUndefined();
    // A page the browser renders is never held.
    await renderer.render('/cart', context, now);
    expect(renderer.heldRender('/cart', context, now)).toBeUndefined();
  });

  it('picks up a redeployed shop build without a restart', async () => {
    writeBundles(webRoot, 'shop-v1');
    const renderer = new PageRenderer(webRoot, get);
    expect((await renderer.render('/', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }))?.html).toContain('shop-v1');
    writeBundles(webRoot, 'shop-v2');
    const later = new Date(Date.now() + 10_000);
    utimesSync(path.join(webRoot, 'shop-frontend', 'dist', 'server', 'shop.server.js'), later, later);
    // Jest keeps a module registry of its own in place of Node's require cache, which the bundle loader clears.
    jest.resetModules();
    // The build's files are looked at again a second later.
    const aSecondLater = Date.now() + BUILD_FILES_RECHECK_MS;
    expect((await renderer.render('/', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }, aSecondLater))?.html).toContain('shop-v2');
  });

  it('leaves to the browser the pages the shop does not render, a page that failed, and everything without builds', async () => {
    writeBundles(webRoot, 'shop-v1');
    const renderer = new PageRenderer(webRoot, get);
    expect(await renderer.render('/cart', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null })).toBeNull();
    expect(await renderer.render('/broken', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null })).toBeNull();
    expect(
      await new PageRenderer(path.join(webRoot, 'nothing-built'), get).render('/', { catalogueVersion: 'v1', reviewsVersion: 'r1', cookieBanner: null }),
    ).toBeNull();
  });
});
