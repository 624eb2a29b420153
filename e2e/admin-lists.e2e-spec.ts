import type { Page } from 'playwright-core';
import { logInThroughApi, registerAndLogIn, SEEDED_ADMIN } from './support/api';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { createOrder, sendContact } from './support/orders';
import { eventually, signedInContext, viewportScreenshot } from './support/storefront';

// «Все заказы» at volume: the first 50, «Показать ещё», and the search on the server, at 1280×800 and 390×844.

const run = Date.now().toString(36);
const PHONE_OF_ONE = '+7 (977) 123-45-67';

const cards = (page: Page) => page.locator('#all').getByTestId(/^order-\d+$/);
const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The list's top (its search and filters) on screen at both widths, none wider than the screen. */
async function viewportShots(page: Page, name: string): Promise<void> {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.locator('#all-title').scrollIntoViewIfNeeded();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    await viewportScreenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('«Все заказы» a page at a time', () => {
  const chromium = browserPerFile();
  let page: Page;
  let searched = 0;

  beforeAll(async () => {
    const customer = await registerAndLogIn({ email: `lists-${run}@example.ru`, username: `lists${run}`, password: 'Lists-password-1' });
    for (let n = 0; n < 52; n += 1) {
      const id = await createOrder(customer.token, { products: [2] });
      await sendContact(customer.token, id, { name: `Покупатель ${run} ${n}`, phone: n === 7 ? PHONE_OF_ONE : '+7 (916) 000-00-00' });
      if (n === 7) searched = id;
    }
    const admin = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(admin));
  }, 180_000);

  it('shows the first 50 with the count of all, «Показать ещё» adds the next ones, and a phone in any spelling finds its order', async () => {
    await page.goto(shopUrl('/admin/orders#all'));
    await cards(page).nth(49).waitFor();
    expect(await cards(page).count()).toBe(50);
    const total = Number(await page.locator('#all .adm-count').textContent());
    expect(total).toBeGreaterThanOrEqual(52);
    await viewportShots(page, 'admin-all-orders-paged');

    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await cards(page)
      .nth(Math.min(total, 100) - 1)
      .waitFor();
    expect(await cards(page).count()).toBe(Math.min(total, 100));

    await page.getByRole('searchbox', { name: 'Поиск' }).fill('89771234567');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.getByTestId(`order-${searched}`).waitFor();
    await eventually(
      () => cards(page).count(),
      (count) => count === 1,
    );
    expect(await page.locator('#all .adm-count').textContent()).toBe('1');
    expect(await page.getByRole('button', { name: 'Показать ещё' }).count()).toBe(0);
    await viewportShots(page, 'admin-all-orders-searched');
  });
});
