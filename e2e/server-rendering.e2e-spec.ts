import {
  CATALOGUE_PAGE_SIZE,
  cataloguePagePath,
  CATEGORIES,
  CATEGORY_PAGE_PATHS,
  EARLY_PRESS_ATTRIBUTE,
  HELD_PRESS_ATTRIBUTE,
  HYDRATES_ALONE_ATTRIBUTES,
  remoteHydratedAttribute,
  resolveCategoryPath,
  SHELL_HYDRATED_ATTRIBUTE,
  type FlowerDto,
  type ProductDto,
} from '@shop/domain';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { api, logInThroughApi, SEEDED_ADMIN } from './support/api';
import { eventually, plainSpaces, withConsentAccepted, withoutNewProductBanner, withStoredToken } from './support/storefront';

const getJson = async <T>(path: string): Promise<T> => (await fetch(shopUrl(path))).json() as Promise<T>;

/** The page's #root and its shop state, as the server sent them. */
async function served(path: string): Promise<{ status: number; root: string; state: string | null }> {
  const response = await fetch(shopUrl(path));
  const html = await response.text();
  const root =
    /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<script id="shop-state"/.exec(html)?.[1] ?? /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const state = /<script id="shop-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
  return { status: response.status, root, state };
}

/** Adds up, in every document, the layout shifts no input caused (CLS without its windows). */
async function countLayoutShifts(target: Pick<Page | BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** The request's body, read whole (the pages post JSON and forms: text). */
async function bodyOf(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * A stand-in for a slow network in front of the shop: `pathname` arrives in two parts, the second
 * `pauseMs` later, cut just before `cutBefore`; everything else is passed through as it is.
 */
async function splittingProxy(pathname: string, cutBefore: string, pauseMs: number): Promise<{ url: string; close: () => void }> {
  const html = await (await fetch(shopUrl(pathname))).text();
  const cut = html.indexOf(cutBefore);
  if (cut < 0) throw new Error(`${cutBefore} is not in ${pathname}`);
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === pathname) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), pauseMs);
        return;
      }
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => ['content-type', 'cookie', 'authorization'].includes(name)),
      ) as Record<string, string>;
      const upstream = await fetch(shopUrl(request.url ?? '/'), { method: request.method, headers, body, redirect: 'manual' });
      const passed = ['content-type', 'set-cookie', 'location', 'cache-control'].flatMap((name) => {
        const value = name === 'set-cookie' ? upstream.headers.getSetCookie() : upstream.headers.get(name);
        return value === null || (Array.isArray(value) && value.length === 0) ? [] : [[name, value] as const];
      });
      response.writeHead(upstream.status, Object.fromEntries(passed));
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('server rendering of the storefront', () => {
  const chromium = browserPerFile();
  let products: ProductDto[];
  beforeAll(async () => {
    products = await getJson<ProductDto[]>('/api/products');
  });

  /** The page as someone without JavaScript reads it: nothing but the server's HTML. */
  async function withoutScripts(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await chromium.browser.newContext({ javaScriptEnabled: false, viewport }).then((context) => context.newPage());
    await page.goto(shopUrl(path));
    return page;
  }
  const heading = async (page: Page) => plainSpaces(await page.getByRole('heading', { level: 1 }).innerText());

  it.each(CATEGORY_PAGE_PATHS.filter((path) => path.startsWith('/products/')))('%s shows its products with prices and sized pictures', async (path) => {
    const category = resolveCategoryPath(path);
    const page = await withoutScripts(path);
    expect(await heading(page)).toBe(category?.title);
    const listed = products.filter((product) => product.category === category?.code);
    expect(listed.length).toBeGreaterThan(0);
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBe(listed.length);
    for (const [index, product] of listed.entries()) {
      const card = cards.nth(index);
      expect(await card.locator('h2').innerText()).toBe(product.title);
      expect(plainSpaces(await card.getByTestId('product-price').innerText())).toMatch(/\d ₽$/);
      const image = card.locator('img');
      expect(await image.getAttribute('width')).toBeTruthy();
      expect(await image.getAttribute('height')).toBeTruthy();
    }
    if (path === '/products/plants') await screenshot(page, 'ssr-category-no-script');
  });

  it('renders a product with title, price, description and photos, and "Товар не найден" with 404', async () => {
    const product = products[0];
    const page = await withoutScripts(`/product/${product.id}`, PHONE);
    expect(await heading(page)).toBe(product.title);
    expect(plainSpaces(await page.getByTestId('product-price').first().innerText())).toMatch(/\d ₽$/);
    expect(plainSpaces(await page.locator('main').innerText())).toContain(plainSpaces(product.description.split('\n')[0]));
    const photo = page.locator('.shop-gallery__image');
    expect(await photo.getAttribute('src')).toBe(product.images[0] ?? product.image);
    expect(await photo.getAttribute('width')).toBeTruthy();
    await screenshot(page, 'ssr-product-no-script-phone');

    const missing = await served('/product/999999');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('Товар не найден');
  });

  it('renders the landing, the services, the constructor with its flowers and the legal pages', async () => {
    const flowers = await getJson<FlowerDto[]>('/api/flowers');
    const expected: [string, string][] = [
      ['/', 'Зелёный уголок'],
      [CATEGORIES.ServiceFlowers.route, CATEGORIES.ServiceFlowers.title],
      ['/services/ServiceCare', 'Уход за растениями'],
      ['/services/ServiceConsultation', 'Консультации по растениям'],
      ['/constructor', 'Конструктор букетов'],
      ['/terms', 'Пользовательское соглашение'],
      ['/privacy', 'Политика конфиденциальности'],
      ['/cookie-policy', 'Политика использования cookie'],
    ];
    for (const [path, title] of expected) {
      const page = await withoutScripts(path);
      expect({ path, title: await heading(page) }).toEqual({ path, title });
      expect(await page.locator('header nav').getByRole('link', { name: 'Комнатные растения' }).count()).toBe(1);
      if (path === '/constructor') expect(await page.locator('main').innerText()).toContain(flowers[0].title);
      await page.context().close();
    }
  });

  it('carries the data as query state, and leaves the signed-in pages to the browser but renders the sign-in forms', async () => {
    const category = await served('/products/plants');
    const state = JSON.parse(category.state ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    // The category's first page (all three of the seeded plants), not the whole catalogue.
    expect(state.queries.map((query) => query.queryKey)).toEqual([['products', 'pages', 'plants', 'catalogue']]);
    const plants = products.filter((product) => product.category === 'plants');
    expect(state.queries[0].state.data).toEqual({ pages: [{ items: plants, total: plants.length, next: null }], pageParams: [0] });

    for (const path of ['/cart', '/profile', '/orders/history', '/reset-password?token=abc']) {
      const page = await served(path);
      expect({ path, root: page.root, state: page.state }).toEqual({ path, root: '', state: null });
    }
    for (const [path, title] of [
      ['/login?redirect=/product/1', 'Вход'],
      ['/register', 'Регистрация'],
      ['/forgot-password', 'Восстановление пароля'],
    ]) {
      const page = await served(path);
      expect({ path, title: /<h1 id="shop-account-title"[^>]*>([^<]*)<\/h1>/.exec(page.root)?.[1] }).toEqual({ path, title });
    }
  });

  it('shows a browser without JavaScript the fallback on a sign-in form the server rendered, never the form it could not send', async () => {
    const page = await withoutScripts('/login?redirect=/product/1', PHONE);
    expect(await heading(page)).toBe('Вход');
    // Inside <noscript>, which Playwright's text matching passes over: found by its class.
    expect(await page.locator('.nojs__lead').isVisible()).toBe(true);
    expect(await page.locator('#login-password').isVisible()).toBe(false);
    // And should the scripts not take the form, it is posted: a password never goes into an address.
    expect(await page.locator('form:has(#login-password)').getAttribute('method')).toBe('post');
    await screenshot(page, 'ssr-login-no-script-phone');
    await page.context().close();
  });

  it.each([
    ['/', DESKTOP],
    ['/products/plants', PHONE],
    ['/products/plants?sort=price-desc', DESKTOP],
    ['/product/1', PHONE],
    ['/constructor', DESKTOP],
    ['/login?redirect=/product/1', PHONE],
    ['/login?redirect=/cart&reason=session-expired', DESKTOP],
    ['/register', PHONE],
    ['/forgot-password', DESKTOP],
  ] as const)('hydrates %s without fetching its data again, without a console error and without moving the layout', async (path, viewport) => {
    // Once idle, the live page fetches the first page of each category the header links to; never its own data.
    const ownData = cataloguePagePath({ category: 'plants', sort: null, offset: 0, limit: CATALOGUE_PAGE_SIZE });
    const prefetched = (['plants', 'terrariums', 'Artificial_plants'] as const)
      .map((category) => cataloguePagePath({ category, sort: null, offset: 0, limit: CATALOGUE_PAGE_SIZE }))
      .filter((address) => path !== '/products/plants' || address !== ownData);
    const page = await chromium.open({ viewport }, withConsentAccepted);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const dataReads: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/^\/api\/(products|flowers|likes)/.test(pathname) && !prefetched.includes(pathname + search)) dataReads.push(pathname + search);
    });
    await countLayoutShifts(page);

    await page.goto(shopUrl(path));
    await page.waitForLoadState('networkidle');
    expect(dataReads).toEqual([]);
    expect(problems).toEqual([]);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
  });

  it("hydrates the shop's part once the page has loaded and is idle, with no press, and fetches the sign-in page's code", async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE });
    await withConsentAccepted(context);
    const page = await context.newPage();
    const shopScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/shop/') && request.resourceType() === 'script') shopScripts.push(request.url());
    });
    const signInPageCode = page.waitForRequest((request) => /\/account-pages\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname), { timeout: 15_000 });
    await page.goto(shopUrl('/product/6'), { waitUntil: 'load' });
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'), { timeout: 15_000 });
    expect(shopScripts.length).toBeGreaterThan(0);
    // Nobody signed in: «Войти» and «В корзину» lead to /login, whose code is fetched while idle.
    await signInPageCode;
    await context.close();
  });

  /** A product page whose shop code arrives late, as on a slow phone: its like button is the server's, not live yet. */
  async function productBeforeShopIsLive(
    options: { hasTouch?: boolean; prepare?: (context: BrowserContext) => Promise<void> } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.browser.newContext({ viewport: PHONE, ...(options.hasTouch ? { hasTouch: true, isMobile: true } : {}) });
    await withConsentAccepted(context);
    await options.prepare?.(context);
    await context.route('**/remotes/shop/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(shopUrl('/product/6'), { waitUntil: 'domcontentloaded' });
    return { context, page };
  }

  it("shows a press made before the shop's part was live as taken at once, and repeats it once the part is", async () => {
    const { context, page } = await productBeforeShopIsLive();
    const like = page.getByTestId('like-button');
    await like.click();
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'))).toBe(false);
    expect(await like.getAttribute(HELD_PRESS_ATTRIBUTE)).toBe('');
    expect(Number(await like.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(1);
    await page
      .getByTestId('like-note')
      .filter({ hasText: /^Спасибо/ })
      .waitFor({ timeout: 15_000 });
    expect(await like.getAttribute(HELD_PRESS_ATTRIBUTE)).toBeNull();
    await context.close();
  });

  it("keeps a held press's pointer and touch events from the page's React root, so React does not hydrate the shell inside the press", async () => {
    const { context, page } = await productBeforeShopIsLive({ hasTouch: true });
    // Where React listens: on its root's container, #root, first as the event goes down to its target.
    await page.evaluate(() => {
      const heard = ((window as unknown as { heardAtRoot: string[] }).heardAtRoot = [] as string[]);
      for (const type of ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'click'])
        document
          .getElementById('root')!
          .addEventListener(type, (event) => heard.push(`${event.type}${event.isTrusted ? '' : ' (repeated)'}`), { capture: true });
    });
    const heardAtRoot = () => page.evaluate(() => (window as unknown as { heardAtRoot: string[] }).heardAtRoot);

    await page.getByTestId('like-button').tap();
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'))).toBe(false);
    expect(await heardAtRoot()).toEqual([]);
    // Once the part is live the press is repeated there, and later presses reach the root as they are.
    await page
      .getByTestId('like-note')
      .filter({ hasText: /^Спасибо/ })
      .waitFor({ timeout: 15_000 });
    expect(await heardAtRoot()).toEqual(['click (repeated)']);
    await page.getByTestId('like-button').tap();
    expect(await heardAtRoot()).toEqual(expect.arrayContaining(['pointerdown', 'touchstart', 'click']));
    await context.close();
  });

  it("follows a link pressed before the shop's part is live as a plain link to the server's page, and leaves a link to a page the browser renders to the router", async () => {
    const { context, page } = await productBeforeShopIsLive({ hasTouch: true });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    const shellLiveShopNot = async () => {
      await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), SHELL_HYDRATED_ATTRIBUTE, { timeout: 15_000 });
      expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'))).toBe(false);
      documents.length = 0;
      await page.evaluate(() => Object.assign(window, { documentBeforeThePress: true }));
    };

    // The cart is rendered in the browser: the live shell's router opens it in this document.
    await shellLiveShopNot();
    await page.getByRole('link', { name: 'Корзина' }).tap();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('heading', { level: 1, name: 'Корзина' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => 'documentBeforeThePress' in window)).toBe(true);
    expect(documents).toEqual([]);

    // A category and the sign-in page are rendered by the server: the link is followed as a link, without waiting for the shop's code.
    for (const [link, pathname, shown] of [
      [
        page.getByRole('navigation', { name: 'Каталог' }).getByRole('link', { name: 'Комнатные растения' }),
        '/products/plants',
        page.getByTestId('product-card').first(),
      ],
      [page.getByRole('link', { name: 'Войти' }), '/login', page.locator('#shop-account-title')],
    ] as const) {
      await page.goto(shopUrl('/product/6'), { waitUntil: 'domcontentloaded' });
      await shellLiveShopNot();
      await link.tap();
      await page.waitForURL((url) => url.pathname === pathname);
      await shown.waitFor();
      expect(documents).toEqual([pathname]);
      expect(await page.evaluate(() => 'documentBeforeThePress' in window)).toBe(false);
    }
    await context.close();
  });

  it("opens /login at once for a «В корзину» pressed before the shop's part is live by a visitor nobody is signed in as; holds a signed-in one's press and sends it", async () => {
    const { context, page } = await productBeforeShopIsLive({ hasTouch: true });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.getByTestId('add-to-cart').tap();
    await page.waitForURL((url) => url.pathname === '/login');
    // The server's sign-in page, shown before the shop's code (held back 1.5 s a script) has made it live.
    await page.locator('#shop-account-title').waitFor();
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'))).toBe(false);
    expect(documents).toEqual(['/login?redirect=/product/6']);
    await context.close();

    const signedIn = await productBeforeShopIsLive({ hasTouch: true, prepare: (c) => withStoredToken(c) });
    const added: unknown[] = [];
    await signedIn.context.route('**/api/cart/add', async (route) => {
      added.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: true } });
    });
    signedIn.page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    documents.length = 0;
    await signedIn.page.getByTestId('add-to-cart').tap();
    expect(await signedIn.page.getByTestId('add-to-cart').getAttribute(HELD_PRESS_ATTRIBUTE)).toBe('');
    await signedIn.page.getByText('Товар добавлен в корзину').waitFor({ timeout: 15_000 });
    expect(added).toEqual([{ product_id: 6, quantity: 1 }]);
    expect(documents).toEqual([]);
    await signedIn.context.close();
  });

  // The banner's code is a chunk of its own: arriving with the shell's or after the consent lookup
  // has answered, the server's banner stays on the screen and comes alive in place.
  it.each([
    { chunk: 'with the shell', chunkDelay: 0 },
    { chunk: 'after the consent lookup', chunkDelay: 1500 },
  ])('holds a press on the cookie banner made before the shell is live, and answers it once it is (its code arriving $chunk)', async ({ chunkDelay }) => {
    const context = await chromium.browser.newContext({ viewport: PHONE });
    // The shell's script arrives late, as on a slow phone: the banner is on the screen, its buttons are not live yet.
    await context.route('**/static/js/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await context.route('**/static/js/cookie-banner.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, chunkDelay));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(shopUrl('/products/plants'), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), SHELL_HYDRATED_ATTRIBUTE)).toBe(false);
    // Answered on the page, not by posting the banner's form (its no-JavaScript way) and loading the page again.
    await page.evaluate(() => Object.assign(window, { pageBeforeThePress: true, serverBanner: document.querySelector('[data-testid="cookie-banner"]') }));

    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять все' }).click();
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), EARLY_PRESS_ATTRIBUTE)).toBe(true);
    // Answered at once: the banner is gone from the screen while the press waits for the shell.
    expect(await page.getByTestId('cookie-banner').isVisible()).toBe(false);
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), SHELL_HYDRATED_ATTRIBUTE)).toBe(false);
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached', timeout: 15_000 });
    const consent = await page.evaluate(async () => (await fetch('/api/cookies/consent')).json());
    expect(consent).toMatchObject({ accepted: true, analytics: true, marketing: true, preferences: true });
    expect(await page.evaluate(() => 'pageBeforeThePress' in window)).toBe(true);
    // The server's banner itself came alive: it was not dropped and drawn again.
    expect(
      await page.evaluate((attribute) => (window as unknown as { serverBanner: Element }).serverBanner.hasAttribute(attribute), HYDRATES_ALONE_ATTRIBUTES.live),
    ).toBe(true);
    await context.close();
  });

  it('keeps a cookie choice pressed before the banner is live, though the visitor leaves before it is', async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE });
    // The shell's script never arrives while the visitor is on the page.
    await context.route('**/static/js/main.*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(shopUrl('/products/plants'), { waitUntil: 'domcontentloaded' });
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Отклонить все' }).click();
    expect(await page.getByTestId('cookie-banner').isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/products/plants');
    const consent = () => page.evaluate(async () => (await fetch('/api/cookies/consent')).json());
    await eventually(consent, (choice) => choice.decided === true);
    expect(await consent()).toMatchObject({ accepted: false, analytics: false, marketing: false, preferences: false });

    // The next page the visitor opens is rendered without the banner.
    const next = await page.goto(shopUrl('/'), { waitUntil: 'domcontentloaded' });
    expect(await next!.text()).not.toContain('data-testid="cookie-banner"');
    await context.close();
  });

  it("keeps what was typed into the constructor's search before the page was live, and searches with it", async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE });
    await withConsentAccepted(context);
    // The shell's script arrives late: the search field is the server's, typed into as it is.
    await context.route('**/static/js/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(shopUrl('/constructor'), { waitUntil: 'domcontentloaded' });
    const search = page.locator('input#constructor-search');
    await search.pressSequentially('роза');
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'))).toBe(false);

    // Typing started the shop's part; once live the field still says «роза», and only roses are listed.
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), remoteHydratedAttribute('shop'), { timeout: 15_000 });
    await page.waitForFunction(() => {
      const titles = Array.from(document.querySelectorAll('[data-testid="flower-card"] .shop-flower__title'), (title) => title.textContent ?? '');
      return titles.length > 0 && titles.every((title) => title.toLowerCase().includes('роза'));
    });
    expect(await search.inputValue()).toBe('роза');
    await context.close();
  });

  it('paints the cookie banner only once its HTML has all arrived, so it does not grow up the screen', async () => {
    // A first visit on a slow phone connection: the page stops just after the banner's title for 1.5 s.
    const proxy = await splittingProxy('/product/1', 'class="sh-cookie__text"', 1500);
    const context = await chromium.browser.newContext({ viewport: PHONE });
    try {
      await withoutNewProductBanner(context);
      await countLayoutShifts(context);
      const page = await context.newPage();
      await page.goto(`${proxy.url}/product/1`, { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      // The title of the banner has been read, its buttons not yet: the page is painted without it.
      expect(await page.locator('.sh-cookie__title').count()).toBe(1);
      expect(await page.locator('.sh-cookie__button--primary').count()).toBe(0);
      expect(await page.getByTestId('cookie-banner').isVisible()).toBe(false);

      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять все' }).waitFor();
      await page.waitForLoadState('load');
      expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
    } finally {
      await context.close();
      proxy.close();
    }
  });

  it("shows the constructor's kept selection after a reload without a press", async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await withConsentAccepted(context);
    await withoutNewProductBanner(context);
    const page = await context.newPage();
    await page.goto(shopUrl('/constructor'), { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Увеличить количество: Роза' }).tap();
    await page.waitForFunction(() => document.querySelector('[data-testid="bouquet-count"]')?.textContent === '1');

    // Reloaded on a phone, with no pointer to move: the kept rose shows on its own.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-testid="bouquet-count"]')?.textContent === '1', undefined, { timeout: 15_000 });
    await context.close();
  });

  it("serves a first visit's page again before routing, byte for byte, and a known visitor's page as their choice has it", async () => {
    const firstVisit = async () => {
      const response = await fetch(shopUrl('/products/terrariums'), { headers: { 'accept-encoding': 'br' } });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'date') headers[name] = value;
      });
      return { status: response.status, headers, html: await response.text() };
    };
    const [first, again, third] = [await firstVisit(), await firstVisit(), await firstVisit()];
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect([again, third]).toEqual([first, first]);
    expect(first.html).toContain('data-testid="cookie-banner"');

    // A visitor who refused cookies gets the page without the banner, never the first visit's.
    const refusal = await fetch(shopUrl('/cookie-consent'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'reject', return: '/products/terrariums' }).toString(),
    });
    const visitor = String(refusal.headers.get('set-cookie')).split(';')[0];
    expect(visitor).toMatch(/^shop_visitor=/);
    const known = await (await fetch(shopUrl('/products/terrariums'), { headers: { cookie: `theme=light; ${visitor}` } })).text();
    expect(known).not.toContain('data-testid="cookie-banner"');
    expect((await firstVisit()).html).toBe(first.html);
  });

  it("shows an admin's change of a product at once, though rendered pages are kept for 30 s", async () => {
    const product = products.find((candidate) => candidate.category === 'plants') as ProductDto;
    const { token } = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const form = (title: string) => ({
      title,
      description: product.description,
      category: product.category,
      price: product.price,
      price_from: product.price_from,
      images: product.images,
      is_visible: true,
    });
    expect((await served('/products/plants')).root).toContain(`>${product.title}<`);
    try {
      expect((await api('PUT', `/api/admin/products/${product.id}`, { token, body: form(`${product.title} (новинка)`) })).status).toBe(200);
      expect((await served('/products/plants')).root).toContain(`>${product.title} (новинка)<`);
    } finally {
      await api('PUT', `/api/admin/products/${product.id}`, { token, body: form(product.title) });
    }
    expect((await served('/products/plants')).root).toContain(`>${product.title}<`);
  });
});
