import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';

describe('storefront through the shell and the shop remote', () => {
  const chromium = browserPerFile();

  it('renders the landing page and a category page with prices from the database, never loading admin code', async () => {
    const page = await chromium.open({ viewport: DESKTOP });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(shopUrl('/'));
    await page.getByTestId('landing').waitFor();
    expect(requested.some((p) => p.startsWith('/remotes/shop/'))).toBe(true);
    await screenshot(page, 'landing-desktop');

    await page.goto(shopUrl('/products/plants'));
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    // Spec §3: the plants are products 6, 7 (700 ₽) and 10 (1 100 ₽).
    expect(await cards.count()).toBe(3);
    const prices = (await page.getByTestId('product-price').allTextContents()).map((t) => t.replace(/\D/g, ''));
    expect(prices.sort()).toEqual(['1100', '700', '700']);
    await screenshot(page, 'category-plants-desktop');

    expect(requested.filter((p) => p.startsWith('/remotes/admin/'))).toEqual([]);
  });

  it('loads the admin remote only under /admin/', async () => {
    const page = await chromium.open({ viewport: PHONE });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(shopUrl('/products/terrariums'));
    await page.getByTestId('product-card').first().waitFor();
    await screenshot(page, 'category-terrariums-phone');
    expect(requested.some((p) => p.startsWith('/remotes/admin/'))).toBe(false);

    await page.goto(shopUrl('/admin/orders'));
    // The admin remote's guard sends a visitor who is not signed in to /login.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(requested.some((p) => p.startsWith('/remotes/admin/'))).toBe(true);
  });

  it('answers unknown paths with HTTP 404 and the shell page', async () => {
    const response = await fetch(shopUrl('/no-such-page'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const remote = await fetch(shopUrl('/remotes/shop/mf-manifest.json'));
    expect(remote.status).toBe(200);
  });
});
