import { SHOP_INFO } from '@shop/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { eventually, flushReact, loadLazyImages, pauseClockAhead, plainSpaces, quietContext, viewportScreenshot, withStoredToken } from './support/storefront';

describe('product page and the flower-composition service', () => {
  const chromium = browserPerFile();

  async function openProduct(id: number, viewport = DESKTOP, setUp?: (context: BrowserContext) => Promise<void>): Promise<Page> {
    const page = await chromium.open({ viewport }, async (context) => {
      await quietContext(context);
      await setUp?.(context);
    });
    await page.goto(shopUrl(`/product/${id}`));
    await page.getByTestId('product-page').waitFor();
    return page;
  }

  it('shows gallery, title, price, description, gift text and up to 3 similar products', async () => {
    const page = await openProduct(3);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBeTruthy();
    expect(plainSpaces(await page.getByTestId('product-price').textContent())).toBe('1 700 ₽');
    expect(await page.locator('.shop-product__gift').innerText()).toContain('Подарочная упаковка');

    // Artificial plants are 3, 4, 5, 9, 11: the first three others, each with a details button.
    const similar = page.getByTestId('similar-product');
    await similar.first().waitFor();
    expect(await similar.count()).toBe(3);
    const details = await similar.getByRole('link', { name: /^Подробнее/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(details).toEqual(['/product/4', '/product/5', '/product/9']);

    // Thumbnails and the arrows step through the photos, wrapping around.
    const main = page.locator('.shop-gallery__image');
    expect(await main.getAttribute('alt')).toMatch(/фото 1 из 3$/);
    await page.getByRole('button', { name: 'Показать фото 3 из 3' }).click();
    expect(await main.getAttribute('alt')).toMatch(/фото 3 из 3$/);
    await page.getByRole('button', { name: 'Следующее фото' }).click();
    expect(await main.getAttribute('alt')).toMatch(/фото 1 из 3$/);
    await page.getByRole('button', { name: 'Предыдущее фото' }).click();
    expect(await main.getAttribute('alt')).toMatch(/фото 3 из 3$/);

    await loadLazyImages(page);
    await screenshot(page, 'storefront-product-desktop');
    await page.setViewportSize(PHONE);
    await loadLazyImages(page);
    await screenshot(page, 'storefront-product-phone');
  });

  it("shows the service's price as 'от 15 000 ₽'", async () => {
    const page = await openProduct(8);
    expect(plainSpaces(await page.getByTestId('product-price').textContent())).toBe('от 15 000 ₽');
  });

  it('thanks for a like, then says it was already counted for the rest of the browser session; notes vanish after 2 s', async () => {
    const page = await openProduct(6, DESKTOP, (context) => context.clock.install());
    const button = page.getByTestId('like-button');
    const note = page.getByTestId('like-note');
    const count = async () => Number(await page.getByTestId('like-count').innerText());
    await page.getByTestId('like-count').waitFor();
    const before = await count();
    expect(await button.getAttribute('aria-pressed')).toBe('false');

    // The page's clock stands still from before the press, so the note comes at a known instant:
    // still there a second on, gone 2 s after it came.
    await pauseClockAhead(page, 50);
    await button.click();
    await eventually(
      () => note.innerText(),
      (text) => text === 'Спасибо за лайк!',
    );
    expect(await count()).toBe(before + 1);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await page.clock.runFor(1000);
    await flushReact(page);
    expect(await note.innerText()).toBe('Спасибо за лайк!');
    await page.clock.runFor(1100);
    await page.clock.resume();
    await eventually(
      () => note.innerText(),
      (text) => text === '',
    );

    await button.click();
    await eventually(
      () => note.innerText(),
      (text) => text === 'Спасибо, лайк уже учтён!',
    );
    expect(await count()).toBe(before + 1);

    // A reload is the same browser session: still counted once.
    await page.reload();
    await page.getByTestId('like-count').waitFor();
    await button.click();
    await eventually(
      () => note.innerText(),
      (text) => text === 'Спасибо, лайк уже учтён!',
    );
    expect(await count()).toBe(before + 1);
    await page.context().close();

    // Another browser session counts again.
    const other = await openProduct(6);
    await other.getByTestId('like-count').waitFor();
    await other.getByTestId('like-button').click();
    await eventually(
      () => other.getByTestId('like-note').innerText(),
      (text) => text === 'Спасибо за лайк!',
    );
    expect(Number(await other.getByTestId('like-count').innerText())).toBe(before + 2);
  });

  it('sends a signed-out visitor to /login and back; a signed-in one adds through POST /api/cart/add', async () => {
    const page = await openProduct(6);
    await page.getByTestId('add-to-cart').click();
    await eventually(
      () => Promise.resolve(page.url()),
      (url) => url.endsWith('/login?redirect=/product/6'),
    );
    await page.context().close();

    const signedIn = await openProduct(6, DESKTOP, withStoredToken);
    const bodies: unknown[] = [];
    let reply: { status: number; json?: unknown } | 'abort' = { status: 200, json: { success: true } };
    await signedIn.route('**/api/cart/add', async (route) => {
      bodies.push(route.request().postDataJSON());
      expect(route.request().headers().authorization).toBe('Bearer e2e-token');
      if (reply === 'abort') await route.abort();
      else await route.fulfill({ status: reply.status, json: reply.json });
    });
    const notice = signedIn.getByTestId('cart-notice');

    await signedIn.getByTestId('add-to-cart').click();
    await eventually(
      () => notice.innerText(),
      (text) => text.includes('Товар добавлен в корзину'),
    );
    expect(bodies).toEqual([{ product_id: 6, quantity: 1 }]);
    await signedIn.getByRole('button', { name: 'Закрыть уведомление' }).click();
    await notice.waitFor({ state: 'detached' });

    reply = { status: 409, json: { error: 'Товар закончился' } };
    await signedIn.getByTestId('add-to-cart').click();
    await eventually(
      () => notice.innerText(),
      (text) => text.includes('Товар закончился'),
    );
    // Spec §9: the cart notice goes away after 3 s.
    await notice.waitFor({ state: 'detached', timeout: 4000 });

    reply = { status: 500 };
    await signedIn.getByTestId('add-to-cart').click();
    await eventually(
      () => notice.innerText(),
      (text) => text.includes('Не удалось добавить товар'),
    );

    reply = 'abort';
    await signedIn.getByTestId('add-to-cart').click();
    await eventually(
      () => notice.innerText(),
      (text) => text.includes('Ошибка сервера'),
    );
  });

  it('on 401/403 that cannot be renewed removes the token and opens /login', async () => {
    const page = await openProduct(7, DESKTOP, withStoredToken);
    await page.route('**/api/cart/add', (route) => route.fulfill({ status: 401, json: { error: 'Требуется вход' } }));
    await page.route('**/api/auth/refresh', (route) => route.fulfill({ status: 401, json: { error: 'Сессия истекла' } }));
    await page.getByTestId('add-to-cart').click();
    await eventually(
      () => Promise.resolve(new URL(page.url()).pathname),
      (path) => path === '/login',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  it('opens the payment-and-ordering popup as a modal dialog: focus stays inside, Escape closes, focus returns', async () => {
    const page = await openProduct(1);
    const opener = page.getByRole('button', { name: 'Оплата и доставка' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Оплата и оформление заказа' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const method of ['SberPay', 'Т-Банк', 'ВТБ']) expect(text).toContain(method);
    expect(await dialog.getByRole('link', { name: /Telegram-бот/ }).getAttribute('href')).toBe(SHOP_INFO.botUrl);
    await viewportScreenshot(page, 'storefront-payment-dialog-desktop');

    const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Оплата и доставка');
  });

  it('runs the composition carousel every 2.5 s, turning back at the ends', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, quietContext);
    await page.clock.install();
    await page.goto(shopUrl('/services/ServiceFlowers'));
    await page.getByTestId('flower-carousel').waitFor();
    await page.mouse.move(0, 0);
    await pauseClockAhead(page, 50);

    const seen: number[] = [];
    const changedAt: number[] = [];
    let last = await page.getByTestId('carousel-track').getAttribute('data-index');
    for (let elapsed = 250; elapsed <= 30_000; elapsed += 250) {
      await page.clock.runFor(250);
      await flushReact(page);
      const index = await page.getByTestId('carousel-track').getAttribute('data-index');
      if (index !== last) {
        seen.push(Number(index));
        changedAt.push(elapsed);
        last = index;
      }
    }
    // Product 8 has 6 photos: 0 → 5, back to 0, and on again.
    expect(seen.slice(0, 11)).toEqual([1, 2, 3, 4, 5, 4, 3, 2, 1, 0, 1]);
    for (let i = 1; i < changedAt.length; i += 1) expect(changedAt[i] - changedAt[i - 1]).toBe(2500);
  });

  it('opens the full-screen lightbox from the keyboard: ←/→ wrap, Escape closes and focus returns', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, quietContext);
    // The carousel stands still under reduced motion, so a slow machine cannot move it under the keyboard.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(shopUrl('/services/ServiceFlowers'));
    await page.getByTestId('flower-carousel').waitFor();
    expect(plainSpaces(await page.getByTestId('service-price').textContent())).toBe('от 15 000 ₽');
    expect(plainSpaces(await page.getByTestId('service-price-text').textContent())).toContain('от 15 000 ₽, итоговая цена рассчитывается индивидуально');
    await loadLazyImages(page);
    await screenshot(page, 'storefront-service-flowers-desktop');

    // Focus holds the carousel still, so the photo under the keyboard stays put.
    const opener = page.getByTestId('carousel-open-0');
    await opener.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: /Фото 1 из 6/ });
    await lightbox.waitFor();
    const counter = page.getByTestId('lightbox-counter');
    const shown = () => counter.innerText();

    await page.keyboard.press('ArrowRight');
    expect(await shown()).toBe('Фото 2 из 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await shown()).toBe('Фото 6 из 6');
    await page.keyboard.press('ArrowRight');
    expect(await shown()).toBe('Фото 1 из 6');
    await page.getByRole('dialog').getByRole('button', { name: 'Предыдущее фото' }).click();
    expect(await shown()).toBe('Фото 6 из 6');
    await viewportScreenshot(page, 'storefront-lightbox-desktop');

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('carousel-open-0');

    // The close button works too, and the phone layout holds together.
    await page.setViewportSize(PHONE);
    await opener.click();
    await page.getByRole('button', { name: 'Закрыть просмотр' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await loadLazyImages(page);
    await screenshot(page, 'storefront-service-flowers-phone');
  });

  it('shows the category pages as a 2–3 column grid', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, quietContext);
    await page.goto(shopUrl('/products/Artificial_plants'));
    await page.getByTestId('product-card').first().waitFor();
    const columns = () => page.locator('.shop-product-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(3);
    await loadLazyImages(page);
    await screenshot(page, 'storefront-category-desktop');
    await page.setViewportSize(PHONE);
    expect(await columns()).toBe(2);
    await loadLazyImages(page);
    await screenshot(page, 'storefront-category-phone');
  });
});
