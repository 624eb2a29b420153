import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { viewportScreenshot } from './support/storefront';

const WIDTHS: [string, { width: number; height: number }][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

const banner = (page: Page) => page.getByTestId('cookie-banner');
const switchOf = (page: Page, name: string) => banner(page).getByRole('switch', { name, exact: true });

/** What the server answers this browser's consent lookup (its visitor cookie travels with the request). */
async function lookup(context: BrowserContext) {
  return (await context.request.get(shopUrl('/api/cookies/consent'))).json();
}

/** Presses a banner button that records a choice, and waits until the server has it. */
async function choose(page: Page, button: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/cookies/consent');
  await banner(page).getByRole('button', { name: button, exact: true }).click();
  expect((await saved).status()).toBe(204);
  await banner(page).waitFor({ state: 'detached' });
}

/** The three switches, in the banner's order. */
const switches = async (page: Page) => ({
  analytics: await switchOf(page, 'Аналитические').isChecked(),
  marketing: await switchOf(page, 'Маркетинговые').isChecked(),
  preferences: await switchOf(page, 'Предпочтения').isChecked(),
});

describe('every cookie choice is remembered, a refusal too, with or without JavaScript', () => {
  const chromium = browserPerFile();

  it.each(WIDTHS)('«Отклонить все» stays decided across full page loads, and «Настроить» opens on the refusal (%s)', async (name, viewport) => {
    const page = await chromium.open({ viewport });
    await page.goto(shopUrl('/products/plants'));
    await choose(page, 'Отклонить все');
    expect(await lookup(page.context())).toEqual({ accepted: false, analytics: false, marketing: false, preferences: false, decided: true });

    for (const path of ['/products/plants', '/', '/product/3']) {
      // The server renders each page: without the banner, and the lookup does not bring it back.
      const html = await (await page.context().request.get(shopUrl(path))).text();
      expect({ path, banner: html.includes('data-testid="cookie-banner"') }).toEqual({ path, banner: false });
      const looked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cookies/consent');
      await page.goto(shopUrl(path));
      await looked;
      expect({ path, banners: await banner(page).count() }).toEqual({ path, banners: 0 });
    }

    // Without this browser's copy the settings still open on the server's record.
    await page.evaluate(() => window.localStorage.removeItem('cookie_consent'));
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Настройки cookie' }).click();
    await banner(page).waitFor();
    expect(await banner(page).getAttribute('data-mode')).toBe('settings');
    expect(await switches(page)).toEqual({ analytics: false, marketing: false, preferences: false });
    await viewportScreenshot(page, `cookie-settings-after-refusal-${name}`);
  });

  it.each(WIDTHS)('«Настроить» opens on a saved custom choice after a reload (%s)', async (_name, viewport) => {
    const page = await chromium.open({ viewport });
    await page.goto(shopUrl('/'));
    await banner(page).getByRole('button', { name: 'Настроить', exact: true }).click();
    await switchOf(page, 'Аналитические').click();
    await switchOf(page, 'Маркетинговые').click();
    await switchOf(page, 'Предпочтения').click();
    await choose(page, 'Сохранить');

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Настройки cookie' }).click();
    expect(await switches(page)).toEqual({ analytics: false, marketing: true, preferences: false });
  });

  it.each(WIDTHS)('without JavaScript the banner is a form: «Отклонить все» records the refusal and returns to the page (%s)', async (name, viewport) => {
    const context = await chromium.browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(shopUrl('/products/plants?sort=price'));
      await banner(page).waitFor();
      await viewportScreenshot(page, `cookie-banner-no-js-${name}`);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/products/plants' && url.search === '?sort=price'),
        banner(page).getByRole('button', { name: 'Отклонить все', exact: true }).click(),
      ]);
      expect(await banner(page).count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Комнатные растения');
      expect(await lookup(context)).toEqual({ accepted: false, analytics: false, marketing: false, preferences: false, decided: true });
      await page.goto(shopUrl('/'));
      expect(await banner(page).count()).toBe(0);
      await viewportScreenshot(page, `cookie-banner-no-js-after-refusal-${name}`);
    } finally {
      await context.close();
    }
  });

  it.each(WIDTHS)('without JavaScript «Настроить» shows the switches, and «Сохранить» records exactly them (%s)', async (name, viewport) => {
    const context = await chromium.browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(shopUrl('/product/3'));
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has('cookie-settings')),
        banner(page).getByRole('button', { name: 'Настроить', exact: true }).click(),
      ]);
      expect(await banner(page).getAttribute('data-mode')).toBe('settings');
      expect(await switches(page)).toEqual({ analytics: true, marketing: false, preferences: true });
      await viewportScreenshot(page, `cookie-settings-no-js-${name}`);

      await Promise.all([
        page.waitForURL((url) => !url.searchParams.has('cookie-settings')),
        banner(page).getByRole('button', { name: 'Назад', exact: true }).click(),
      ]);
      expect(await banner(page).getAttribute('data-mode')).toBe('summary');
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has('cookie-settings')),
        banner(page).getByRole('button', { name: 'Настроить', exact: true }).click(),
      ]);

      await switchOf(page, 'Аналитические').uncheck();
      await switchOf(page, 'Маркетинговые').check();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/product/3' && url.search === ''),
        banner(page).getByRole('button', { name: 'Сохранить', exact: true }).click(),
      ]);
      expect(await banner(page).count()).toBe(0);
      expect(await lookup(context)).toEqual({ accepted: true, analytics: false, marketing: true, preferences: true, decided: true });
    } finally {
      await context.close();
    }
  });

  it('a page rendered with the settings open hydrates as it is, and the choice made there is kept', async () => {
    const page = await chromium.open({ viewport: DESKTOP });
    await page.goto(shopUrl('/products/terrariums?cookie-settings'));
    await banner(page).waitFor();
    expect(await banner(page).getAttribute('data-mode')).toBe('settings');
    await page.waitForLoadState('networkidle');
    await choose(page, 'Сохранить');
    expect(page.url()).toBe(shopUrl('/products/terrariums?cookie-settings'));
    expect(await lookup(page.context())).toEqual({ accepted: true, analytics: true, marketing: false, preferences: true, decided: true });
  });
});
