import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fakeWebRoot } from '../support/fake-web-root';
import { useTestApp } from '../support/test-context';

describe('pages served with their own head, robots.txt and sitemap.xml', () => {
  const ctx = useTestApp({ env: { SERVE_FRONTENDS: 'true', WEB_ROOT: fakeWebRoot(), PUBLIC_URL: 'https://shop.example' } });

  const get = (url: string) => ctx.t.app.inject({ method: 'GET', url });

  it('renders the product page head for crawlers without JavaScript', async () => {
    const res = await get('/product/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Флорариум «Геометрия» — Зелёный уголок</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example/product/1" />');
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Флорариум «Геометрия»', offers: { price: '8000.00', priceCurrency: 'RUB' } });
    expect(res.body).not.toContain('<title>Default</title>');
  });

  it('preloads the shop remote on shop pages and the admin remote on admin pages, never the other', async () => {
    const landing = (await get('/')).body;
    // The shell registers the remote by its entry: the browser never needs the manifest.
    expect(landing).not.toContain('mf-manifest.json');
    expect(landing).toContain('<link rel="preload" href="/remotes/shop/remoteEntry.js" as="script" />');
    expect(landing).toContain('<link rel="preload" href="/remotes/shop/static/js/routes.1234abcd.js" as="script" />');
    expect(landing).not.toContain('/remotes/admin/');
    const admin = (await get('/admin/orders')).body;
    expect(admin).not.toContain('/remotes/shop/');
    expect(admin).not.toContain('mf-manifest.json');
    expect(admin).toContain('<link rel="preload" href="/remotes/admin/remoteEntry.js" as="script" />');
    expect(admin).toContain('<link rel="preload" href="/remotes/admin/static/js/routes.9876fedc.js" as="script" />');
    expect(admin).toContain('<link rel="preload" href="/remotes/admin/static/css/routes.9876fedc.css" as="style" />');
    // The shared packages the admin routes use: the shell's copy where it provides one, else the remote's own.
    expect(admin).toContain('<link rel="preload" href="/static/js/ui.6666ffff.js" as="script" />');
    expect(admin).toContain('<link rel="preload" href="/static/css/ui.6666ffff.css" as="style" />');
    expect(admin).toContain('<link rel="preload" href="/remotes/admin/static/js/query.7777abab.js" as="script" />');
    expect(admin.match(/href="\/static\/js\/react\.1111aaaa\.js"/g)).toHaveLength(1);
    // The screen's first reads start from the HTML; shop pages have none.
    expect(admin).toContain(
      '<script async src="/lead-reads.js" data-reads="/api/auth/check-admin /api/admin/orders/pending?limit=50 /api/admin/orders?limit=50"></script>',
    );
    expect(landing).not.toContain('lead-reads.js');
    for (const page of [landing, admin]) {
      expect(page).toContain('<link rel="preload" href="/static/js/react.1111aaaa.js" as="script" />');
      expect(page).toContain('<link rel="preload" href="/static/css/bootstrap.2222bbbb.css" as="style" />');
    }
    expect(landing).not.toContain('page.');
  });

  it("preloads a product page's chunks, its product and its first picture", async () => {
    const product = (await get('/product/1')).body;
    expect(product).toContain('<link rel="preload" href="/remotes/shop/static/js/query.3333cccc.js" as="script" />');
    expect(product).toContain('<link rel="preload" href="/remotes/shop/static/js/product-page.4444dddd.js" as="script" />');
    expect(product).toContain('<link rel="preload" href="/api/products/1" as="fetch" crossorigin="anonymous" />');
    expect(product).toMatch(/<link rel="preload" href="\/images\/products\/[^"]+" as="image" fetchpriority="high" \/>/);
    expect(product).not.toContain('category-page');
    const category = (await get('/products/plants')).body;
    expect(category).toContain('<link rel="preload" href="/remotes/shop/static/js/category-page.5555eeee.js" as="script" />');
    expect(category).toContain('<link rel="preload" href="/api/products?category=plants" as="fetch" crossorigin="anonymous" />');
    const missing = (await get('/product/999')).body;
    expect(missing).not.toContain('product-page');
    expect(missing).not.toContain('/api/products');
  });

  it('gives every category spelling the same canonical page', async () => {
    for (const url of ['/products/plants', '/plants']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<link rel="canonical" href="https://shop.example/products/plants" />');
    }
  });

  it('answers /admin and every /admin/* path with 200 and noindex, never with the shop remote: the admin guard decides in the browser', async () => {
    for (const url of ['/admin', '/admin/', '/admin/unknown']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('noindex');
      expect(res.body).not.toContain('/remotes/shop/');
    }
  });

  it('answers unknown pages and products with 404 and the shell, unknown files and API paths with a JSON 404', async () => {
    for (const url of ['/nope', '/product/999']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('noindex');
    }
    for (const url of ['/static/missing.0123abcd.js', '/api/nope', '/remotes/shop/missing.js']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('gives /product/<anything that is no product> one «Товар не найден», 404', async () => {
    for (const url of ['/product/abc', '/product/999', '/product/0']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, title: /<title>(.*?)<\/title>/.exec(res.body)?.[1] }).toEqual({
        url,
        status: 404,
        title: 'Товар не найден — Зелёный уголок',
      });
    }
  });

  it('shows a browser without JavaScript a styled fallback on the pages the browser renders: the page, why, the catalogue and the contacts', async () => {
    for (const [url, name] of [
      ['/cart', 'Корзина'],
      ['/login', 'Вход'],
      ['/admin/orders', 'Заказы'],
    ] as const) {
      const page = (await get(url)).body;
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toContain('<noscript><link rel="stylesheet" href="/no-script.css" /></noscript>');
      const fallback = /<body><noscript>([\s\S]*?)<\/noscript>/.exec(page)?.[1] ?? '';
      expect(fallback).toContain(`<h1>${name}</h1>`);
      expect(fallback).toContain('Эта страница работает только с включённым JavaScript');
      for (const link of [
        '/products/plants',
        '/products/terrariums',
        '/products/artificial_plants',
        '/services/ServiceFlowers',
        'mailto:hello@zelenyi-ugolok.ru',
        'https://t.me/zelenyi_ugolok_bot',
      ]) {
        expect(fallback).toContain(`href="${link}"`);
      }
      expect(page).not.toContain('Включите JavaScript.');
    }
  });

  it('points og:image and twitter:image at the raster previews of the build, with their size, type and description', async () => {
    const imageTags = (page: string) =>
      [...page.matchAll(/<meta (?:property|name)="(og:image[^"]*|twitter:image[^"]*)" content="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]);
    expect(imageTags((await get('/product/1')).body)).toEqual([
      ['og:image', 'https://shop.example/images/social/product-1.5f6e7d8c9b.jpg'],
      ['og:image:secure_url', 'https://shop.example/images/social/product-1.5f6e7d8c9b.jpg'],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Флорариум «Геометрия»'],
      ['twitter:image', 'https://shop.example/images/social/product-1.5f6e7d8c9b.jpg'],
      ['twitter:image:alt', 'Флорариум «Геометрия»'],
    ]);
    // Product 2 has no preview in this build, so its page and every other one show the site's.
    for (const url of ['/', '/product/2', '/cart']) {
      expect(imageTags((await get(url)).body)).toContainEqual(['og:image', 'https://shop.example/images/social/site.0a1b2c3d4e.jpg']);
    }
    const jpeg = await get('/images/social/product-1.5f6e7d8c9b.jpg');
    expect([jpeg.statusCode, jpeg.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await get('/social-previews.json')).statusCode).toBe(404);
  });

  it('serves static files with long caching for hashed names and none for entry points', async () => {
    const hashed = await get('/static/app.0123abcd.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await get('/remotes/shop/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    // Every encoding of an entry revalidates, every encoding of a hashed file is immutable.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const remote = await ctx.t.app.inject({ method: 'GET', url: '/remotes/shop/remoteEntry.js', headers });
      expect({
        encoding,
        sent: remote.headers['content-encoding'] ?? 'identity',
        cache: remote.headers['cache-control'],
        etag: Boolean(remote.headers.etag),
      }).toEqual({ encoding, sent: encoding, cache: 'no-cache', etag: true });
      const again = await ctx.t.app.inject({
        method: 'GET',
        url: '/remotes/shop/remoteEntry.js',
        headers: { ...headers, 'if-none-match': String(remote.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const chunk = await ctx.t.app.inject({ method: 'GET', url: '/static/app.0123abcd.js', headers });
      expect({ encoding, cache: chunk.headers['cache-control'] }).toEqual({ encoding, cache: 'public, max-age=31536000, immutable' });
    }
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it('serves a file a deploy adds while the server runs, and never what only the server reads', async () => {
    const root = ctx.t.config.webRoot;
    writeFileSync(path.join(root, 'shell', 'dist', 'static', 'app.9999ffff.js'), 'console.log(2)');
    expect((await get('/static/app.9999ffff.js')).body).toBe('console.log(2)');
    for (const url of ['/chunk-groups.json', '/server/shell.server.js', '/remotes/shop/chunk-groups.json', '/remotes/shop/server/shop.server.js']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('publishes robots.txt and a sitemap of every public page and product', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin/');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://shop.example/products/artificial_plants');
    for (let id = 1; id <= 11; id++) expect(locs).toContain(`https://shop.example/product/${id}`);
  });
});

describe('security headers', () => {
  const ctx = useTestApp({ env: { SERVE_FRONTENDS: 'true', WEB_ROOT: fakeWebRoot() } });

  it("lets the VK widget's host alone into the shop's pages, for its script and its frame, and names the script to them", async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://vk.com;");
    expect(csp).toContain("frame-src 'self' https://vk.com;");
    for (const directive of ['default-src', 'connect-src', 'img-src', 'style-src']) expect(csp).not.toMatch(new RegExp(`${directive} [^;]*vk\\.com`));
    expect(res.body).toContain('<meta name="shop:vk-widget-script" content="https://vk.com/js/api/openapi.js?169" />');
    // The API and its reference page keep the strict policy.
    for (const url of ['/api/products', '/api/docs']) {
      expect((await ctx.t.app.inject({ method: 'GET', url })).headers['content-security-policy']).toContain("script-src 'self';");
    }
  });

  it('sends a same-origin Content-Security-Policy and the usual hardening headers', async () => {
    for (const url of ['/', '/api/products']) {
      const res = await ctx.t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
  });
});

describe('security headers without the VK widget', () => {
  const ctx = useTestApp({ env: { SERVE_FRONTENDS: 'true', WEB_ROOT: fakeWebRoot(), VK_WIDGET_SCRIPT_URL: 'off' } });

  it('lets no third party in and names no widget script', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("frame-src 'self';");
    expect(res.body).not.toContain('shop:vk-widget-script');
  });
});
