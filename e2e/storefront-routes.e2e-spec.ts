import { SHOP_INFO } from '@shop/domain';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { eventually, loadLazyImages, quietContext } from './support/storefront';

// Spec §2 route table: every category spelling shows the same page; §3: plants 6, 7, 10;
// terrariums 1, 2; artificial plants 3, 4, 5, 9, 11.
const CATEGORY_SPELLINGS: readonly { path: string; title: string; products: number }[] = [
  { path: '/products/plants', title: 'Комнатные растения', products: 3 },
  { path: '/plants', title: 'Комнатные растения', products: 3 },
  { path: '/products/terrariums', title: 'Террариумы', products: 2 },
  { path: '/terrariums', title: 'Террариумы', products: 2 },
  { path: '/products/artificial_plants', title: 'Искусственные растения', products: 5 },
  { path: '/products/Artificial_plants', title: 'Искусственные растения', products: 5 },
  { path: '/Artificial_plants', title: 'Искусственные растения', products: 5 },
  { path: '/artificial_plants', title: 'Искусственные растения', products: 5 },
];

describe('storefront routes', () => {
  const chromium = browserPerFile();
  let page: Page;
  beforeEach(async () => {
    page = await chromium.open({ viewport: DESKTOP }, quietContext);
  });

  it('resolves every category spelling to the same category page, answered 200 by the server', async () => {
    for (const { path, title, products } of CATEGORY_SPELLINGS) {
      expect((await fetch(shopUrl(path))).status).toBe(200);
      await page.goto(shopUrl(path));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(products);
      expect(await page.title()).toBe(`${title} — ${SHOP_INFO.name}`);
      // The Back link leads to the products section of the landing page.
      expect(await page.getByRole('link', { name: 'Назад к каталогу' }).getAttribute('href')).toBe('/#products');
    }
  });

  it('links each product card to /product/{id} and shows a Russian 404 page for unknown routes', async () => {
    await page.goto(shopUrl('/terrariums'));
    await page.getByTestId('product-card').first().waitFor();
    const hrefs = await page
      .getByTestId('product-card')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(['/product/1', '/product/2']);

    for (const path of ['/no-such-page', '/products/cacti', '/Plants']) {
      expect((await fetch(shopUrl(path))).status).toBe(404);
      await page.goto(shopUrl(path));
      await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
      expect(await page.getByRole('link', { name: 'На главную', exact: true }).getAttribute('href')).toBe('/');
    }
  });

  it("shows 'Товар не найден' for an unknown product id", async () => {
    expect((await fetch(shopUrl('/product/999'))).status).toBe(404);
    await page.goto(shopUrl('/product/999'));
    await page.getByRole('heading', { level: 1, name: 'Товар не найден' }).waitFor();
    expect(await page.title()).toBe(`Товар не найден — ${SHOP_INFO.name}`);
  });

  it('renders the legal pages with the 7 May 2025 edition and the operator from the shop configuration', async () => {
    const checks: readonly { path: string; title: string; mentions: readonly string[] }[] = [
      {
        path: '/terms',
        title: 'Пользовательское соглашение',
        mentions: ['100% предоплаты', 'в течение 30 дней', 'ЮKassa', 'Яндекс Доставка', 'Животные и растения', SHOP_INFO.pickup.address],
      },
      { path: '/privacy', title: 'Политика конфиденциальности', mentions: ['152-ФЗ', 'ЮKassa', 'Яндекс Доставка', 'Роскомнадзор'] },
      {
        path: '/cookie-policy',
        title: 'Политика использования cookie',
        mentions: ['Функциональные', 'Аналитические', 'Маркетинговые', 'Предпочтения', 'cookie_consent'],
      },
    ];
    for (const { path, title, mentions } of checks) {
      await page.goto(shopUrl(path));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('Редакция от 7 мая 2025 г.');
      expect(text).toContain(SHOP_INFO.operator.fullName);
      expect(text).toContain(`ИНН ${SHOP_INFO.operator.taxId}`);
      for (const mention of mentions) expect(text).toContain(mention);
      expect(await page.title()).toBe(`${title} — ${SHOP_INFO.name}`);
      await screenshot(page, `storefront-legal${path.replace('/', '-')}-desktop`);
    }
    await page.setViewportSize(PHONE);
    await page.goto(shopUrl('/terms'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'storefront-legal-terms-phone');
  });

  it('has real plant-care and consultation pages with a request button to the bot', async () => {
    for (const [path, title] of [
      ['/services/ServiceCare', 'Уход за растениями'],
      ['/services/ServiceConsultation', 'Консультации по растениям'],
    ] as const) {
      await page.goto(shopUrl(path));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByTestId('service-request').getAttribute('href')).toBe(SHOP_INFO.botUrl);
      expect(await page.title()).toBe(`${title} — ${SHOP_INFO.name}`);
    }
    await loadLazyImages(page);
    await screenshot(page, 'storefront-service-consultation-desktop');
    await page.setViewportSize(PHONE);
    await page.goto(shopUrl('/services/ServiceCare'));
    await page.getByTestId('service-care-page').waitFor();
    await screenshot(page, 'storefront-service-care-phone');
  });

  it('scrolls smoothly back to the top on every route change', async () => {
    await page.goto(shopUrl('/terms'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await eventually(
      () => page.evaluate(() => window.scrollY),
      (y) => y > 1000,
    );
    await page.locator('footer.sh-footer').getByRole('link', { name: 'Политика конфиденциальности' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
    await eventually(
      () => page.evaluate(() => window.scrollY),
      (y) => y === 0,
    );
  });

  it('reports each page view once per browser session (POST /api/log-view)', async () => {
    const logged: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/log-view') logged.push(request.postDataJSON().page);
    });
    await page.goto(shopUrl('/'));
    await page.getByTestId('landing').waitFor();
    await page.getByTestId('category-row').getByRole('link').first().click();
    await page.getByTestId('category-page').waitFor();
    await page.goBack();
    await page.getByTestId('landing').waitFor();
    await page.goForward();
    await page.getByTestId('category-page').waitFor();
    await page.reload();
    await page.getByTestId('category-page').waitFor();
    // A page not seen yet is reported: once its report is out, a report of the reload would have been too.
    const next = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/log-view');
    await page.locator('footer.sh-footer').getByRole('link', { name: 'Пользовательское соглашение' }).click();
    await next;
    expect(logged).toEqual(['/', '/products/plants', '/terms']);
    const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('loggedPageViews') ?? '[]'));
    expect(stored.sort()).toEqual(['/', '/products/plants', '/terms']);

    // A new browser session reports again.
    const otherPage = await chromium.open({ viewport: DESKTOP });
    const otherLogged = otherPage.waitForRequest((request) => request.url().endsWith('/api/log-view'));
    await otherPage.goto(shopUrl('/products/plants'));
    expect((await otherLogged).postDataJSON()).toEqual({ page: '/products/plants' });
  });
});
