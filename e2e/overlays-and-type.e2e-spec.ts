import type { Page } from 'playwright-core';
import { api, logInThroughApi } from './support/api';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { viewportScreenshot, withSession } from './support/storefront';

const run = Date.now().toString(36);
const WIDTHS: [string, { width: number; height: number }][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

async function newCustomer(name: string) {
  const customer = { email: `${name}.${run}@example.ru`, username: `${name}_${run}`, password: 'Monstera2026' };
  expect((await api('POST', '/api/auth/register', { body: customer })).status).toBeLessThan(300);
  return customer;
}

const cookieBanner = (page: Page) => page.getByTestId('cookie-banner');
const promo = (page: Page) => page.getByTestId('new-product-banner');

describe('one overlay at a time, toasts clear of dialogs, the brand typeface', () => {
  const chromium = browserPerFile();

  it.each(WIDTHS)('keeps the cookie choice a visitor made when they sign in (%s)', async (name, viewport) => {
    const customer = await newCustomer(`consent${name}`);
    const page = await chromium.open({ viewport });
    await page.goto(shopUrl('/products/plants'));
    // The first visit: the banner alone, the promotion waits for the answer.
    await cookieBanner(page).waitFor();
    expect(await promo(page).count()).toBe(0);
    await cookieBanner(page).getByRole('button', { name: 'Принять все', exact: true }).click();
    await cookieBanner(page).waitFor({ state: 'detached' });

    await page.goto(shopUrl('/login'));
    await page.getByRole('textbox', { name: 'Логин или email', exact: true }).fill(customer.username);
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    for (const path of ['/profile', '/products/plants', '/']) {
      await page.goto(shopUrl(path));
      await page.waitForLoadState('networkidle');
      expect({ path, banners: await cookieBanner(page).count() }).toEqual({ path, banners: 0 });
    }
  });

  it.each(WIDTHS)('never puts the promotion over the cart, account or payment pages, only on the storefront (%s)', async (_name, viewport) => {
    const page = await chromium.open({ viewport });
    await page.goto(shopUrl('/'));
    await cookieBanner(page).getByRole('button', { name: 'Принять все', exact: true }).click();
    await cookieBanner(page).waitFor({ state: 'detached' });
    // A new browser session whose first stop is the cart: the promotion waits for a storefront page.
    await page.evaluate(() => window.sessionStorage.clear());
    for (const path of ['/cart', '/login', '/register', '/thanks']) {
      await page.goto(shopUrl(path));
      await page.waitForLoadState('networkidle');
      expect({ path, promos: await promo(page).count() }).toEqual({ path, promos: 0 });
    }
    await page.goto(shopUrl('/products/plants'));
    await promo(page).waitFor();
    expect(await cookieBanner(page).count()).toBe(0);
  });

  it.each(WIDTHS)("shows checkout toasts below the dialog's close button (%s)", async (name, viewport) => {
    const customer = await newCustomer(`toast${name}`);
    const login = await logInThroughApi(customer.username, customer.password);
    expect((await api('POST', '/api/cart/add', { token: login.token, body: { product_id: 6, quantity: 1 } })).status).toBeLessThan(300);
    const page = await chromium.open({ viewport }, (context) => withSession(context, login));
    await page.goto(shopUrl('/cart'));
    const accept = cookieBanner(page).getByRole('button', { name: 'Принять все', exact: true });
    if (await accept.count()) await accept.click();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Город', exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    const close = dialog.getByRole('button', { name: 'Закрыть оформление заказа' });
    const [toastBox, closeBox] = [await toast.boundingBox(), await close.boundingBox()];
    expect(toastBox && closeBox).toBeTruthy();
    const overlaps =
      !!toastBox &&
      !!closeBox &&
      toastBox.y < closeBox.y + closeBox.height &&
      closeBox.y < toastBox.y + toastBox.height &&
      toastBox.x < closeBox.x + closeBox.width &&
      closeBox.x < toastBox.x + toastBox.width;
    expect(overlaps).toBe(false);
    await viewportScreenshot(page, `checkout-toast-${name}`);
  });

  it.each(WIDTHS)('sets headings in the brand typeface and the shop name on one line (%s)', async (name, viewport) => {
    const page = await chromium.open({ viewport });
    await page.goto(shopUrl('/'));
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Lora,/);
    // The faces arrive after the first paint; then the heading's letters are Lora's.
    await page.waitForFunction(() => document.fonts.check('700 32px Lora', 'Зелёный уголок'));
    await page.evaluate(() => document.fonts.ready);
    if (name === 'desktop') {
      const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await title.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    }
  });

  it.each(WIDTHS)('moves nothing when the brand typeface replaces the fallback serif (%s)', async (_name, viewport) => {
    // The product page's title, «Нравится» and «Добавить в корзину», set in the fallback serif
    // (the Lora files never arrive) and in Lora: each at the same place and of the same size.
    const layout = async (withLora: boolean) => {
      const context = await chromium.browser.newContext({ viewport });
      if (!withLora) await context.route(/lora-.*\.woff2$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(shopUrl('/product/1'), { waitUntil: 'load' });
      // The faces arrive after the first paint: a Lora face has then loaded, or failed to.
      await page.waitForFunction(
        (status) => {
          let found = false;
          document.fonts.forEach((face) => {
            if (face.family.replace(/"/g, '') === 'Lora' && face.status === status) found = true;
          });
          return found;
        },
        withLora ? 'loaded' : 'error',
      );
      await page.evaluate(() => document.fonts.ready);
      const boxes = await Promise.all(
        ['h1', '[data-testid="like-button"]', '[data-testid="add-to-cart"]'].map((selector) => page.locator(selector).first().boundingBox()),
      );
      await context.close();
      return boxes.map((box) => box && { y: Math.round(box.y), height: Math.round(box.height) });
    };
    expect(await layout(false)).toEqual(await layout(true));
  });
});
