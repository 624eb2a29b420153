import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { CATALOGUE_PAGE_SIZE } from '@shop/domain';
import { DESKTOP, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { startThrowawayShopServer, type ShopServer } from './support/shop-server';
import { eventually, quietContext, textOf, viewportScreenshot } from './support/storefront';

// Issue 30, item 3: a category the size of a real shop's is shown a page at a time, so what a page
// costs does not grow with the catalogue. This shop of its own has 30 more house plants.

const ADDED = 30;
/** The seeded plants (6, 7, 10) and the added ones. */
const PLANTS = 3 + ADDED;

describe('a large category, a page at a time', () => {
  const chromium = browserPerFile();
  let shop: ShopServer;

  beforeAll(async () => {
    shop = await startThrowawayShopServer('shop-catalogue-pages-');
    const db = new Client({ connectionString: shop.embeddedDatabaseUrl() });
    await db.connect();
    // Copies of the seeded ficus, each a rouble dearer: «Фикус … №1» is the cheapest of them.
    await db.query(
      `INSERT INTO products (title, description, price_kopecks, category, images)
       SELECT 'Фикус Бенджамина №' || g, description, 150000 + g * 100, category, images FROM products, generate_series(1, $1::int) AS g WHERE id = 10`,
      [ADDED],
    );
    await db.end();
    // The shop re-reads its catalogue within seconds.
    await eventually(
      async () => (await fetch(`${shop.url}/api/products?category=plants`)).headers.get('x-total-count'),
      (count) => count === String(PLANTS),
    );
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
  });

  const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');

  it('the server sends the first page alone: its cards and its data, not the whole category', async () => {
    const html = await (await fetch(`${shop.url}/products/plants`)).text();
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(CATALOGUE_PAGE_SIZE);
    expect(html.replaceAll('<!-- -->', '')).toContain(`Показано ${CATALOGUE_PAGE_SIZE} из ${PLANTS}`);
    // The page's state for hydration names no product of the next page.
    expect(html).not.toContain(`Фикус Бенджамина №${ADDED}`);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('«Показать ещё» adds the next page, and a new order starts from its first (%s)', async (name, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(`${shop.url}/products/plants`);
    await eventually(
      () => cards(page).count(),
      (count) => count === CATALOGUE_PAGE_SIZE,
    );
    expect(await textOf(page.getByTestId('category-shown'))).toBe(`Показано ${CATALOGUE_PAGE_SIZE} из ${PLANTS}`);
    const more = page.getByRole('button', { name: 'Показать ещё' });
    await more.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `catalogue-pages-more-${name}`);

    await more.click();
    await eventually(
      () => cards(page).count(),
      (count) => count === PLANTS,
    );
    expect(await more.count()).toBe(0);
    expect(await page.getByTestId('category-shown').count()).toBe(0);

    // Cheapest first, over the whole category: the seeded plants at 700 ₽ lead, the dearest ficus is on the next page.
    await page.getByTestId('category-sort').selectOption('price-asc');
    await page.waitForURL((url) => url.search === '?sort=price-asc');
    await eventually(
      async () => [await cards(page).count(), await textOf(cards(page).first().getByRole('heading'))],
      ([count, first]) => count === CATALOGUE_PAGE_SIZE && first === 'Замиокулькас',
    );
    expect(await page.getByText(`Фикус Бенджамина №${ADDED}`, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await page.getByText(`Фикус Бенджамина №${ADDED}`, { exact: true }).waitFor();
    expect(await textOf(cards(page).last().getByRole('heading'))).toBe(`Фикус Бенджамина №${ADDED}`);
  });

  it('a product of the large category shows three similar ones', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
    const [added] = await (await fetch(`${shop.url}/api/products?category=plants&offset=${PLANTS - 1}&limit=1`)).json();
    await page.goto(`${shop.url}/product/${added.id}`);
    await eventually(
      () => page.getByTestId('similar-product').count(),
      (count) => count === 3,
    );
  });
});
