import { SHOP_INFO, type CookieConsentDto } from '@shop/domain';
import type { Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { animationsFinished, eventually, flushReact, overlaysDecided, viewportScreenshot, withConsentAccepted } from './support/storefront';

const isConsentPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/cookies/consent';

describe('shell layout: cookie banner, new-product banner, footer, scroll-to-top', () => {
  const chromium = browserPerFile();

  const fresh = (viewport = DESKTOP) => chromium.open({ viewport });

  /** Makes a choice and returns what the page sent and stored. */
  async function choose(page: Page, button: string): Promise<{ sent: CookieConsentDto; stored: CookieConsentDto }> {
    const answer = page.waitForResponse((response) => isConsentPost(response.request()));
    await page.getByTestId('cookie-banner').getByRole('button', { name: button, exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(204);
    const sent = response.request().postDataJSON() as CookieConsentDto;
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie_consent') ?? 'null'));
    return { sent, stored };
  }

  it('asks a new visitor in summary mode; Accept all sends and stores all true, and the server remembers it', async () => {
    const page = await fresh(PHONE);
    await page.goto(shopUrl('/'));
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-mode')).toBe('summary');
    for (const name of ['Отклонить все', 'Настроить', 'Принять все']) await banner.getByRole('button', { name }).waitFor();
    await page.getByTestId('landing').waitFor();
    await viewportScreenshot(page, 'storefront-cookie-banner-phone');

    const { sent, stored } = await choose(page, 'Принять все');
    expect(sent).toEqual({ accepted: true, analytics: true, marketing: true, preferences: true });
    expect(stored).toEqual(sent);

    await overlaysDecided(page, () => page.reload());
    await page.getByTestId('landing').waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('Reject all sends accepted false and every category false', async () => {
    const page = await fresh();
    await page.goto(shopUrl('/products/plants'));
    await page.getByTestId('cookie-banner').waitFor();
    const { sent, stored } = await choose(page, 'Отклонить все');
    expect(sent).toEqual({ accepted: false, analytics: false, marketing: false, preferences: false });
    expect(stored).toEqual(sent);
  });

  it('settings mode: functional locked on, analytics on, marketing off, preferences on; Back and Save', async () => {
    const page = await fresh();
    await page.goto(shopUrl('/'));
    await page.getByTestId('landing').waitFor();
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Настроить' }).click();
    expect(await banner.getAttribute('data-mode')).toBe('settings');

    const functional = banner.getByRole('switch', { name: /Функциональные/ });
    expect(await functional.isChecked()).toBe(true);
    expect(await functional.isDisabled()).toBe(true);
    expect(await banner.getByRole('switch', { name: 'Аналитические' }).isChecked()).toBe(true);
    expect(await banner.getByRole('switch', { name: 'Маркетинговые' }).isChecked()).toBe(false);
    expect(await banner.getByRole('switch', { name: 'Предпочтения' }).isChecked()).toBe(true);
    await viewportScreenshot(page, 'storefront-cookie-settings-desktop');

    await banner.getByRole('button', { name: 'Назад' }).click();
    expect(await banner.getAttribute('data-mode')).toBe('summary');
    await banner.getByRole('button', { name: 'Настроить' }).click();

    // Keyboard only: Space toggles a switch.
    await banner.getByRole('switch', { name: 'Аналитические' }).focus();
    await page.keyboard.press('Space');
    await banner.getByRole('switch', { name: 'Маркетинговые' }).focus();
    await page.keyboard.press('Space');
    const { sent, stored } = await choose(page, 'Сохранить');
    expect(sent).toEqual({ accepted: true, analytics: false, marketing: true, preferences: true });
    expect(stored).toEqual(sent);

    // The footer reopens the settings with the saved choice.
    await page.getByRole('button', { name: 'Настройки cookie' }).click();
    await banner.waitFor();
    expect(await banner.getAttribute('data-mode')).toBe('settings');
    expect(await banner.getByRole('switch', { name: 'Маркетинговые' }).isChecked()).toBe(true);
    expect(await banner.getByRole('switch', { name: 'Аналитические' }).isChecked()).toBe(false);
  });

  it('shows the banner when the lookup fails, and sends the bearer token when there is one', async () => {
    const page = await fresh();
    await page.route('**/api/cookies/consent', (route) => (route.request().method() === 'GET' ? route.abort() : route.fallback()));
    await page.goto(shopUrl('/'));
    await page.getByTestId('cookie-banner').waitFor();
    await page.unroute('**/api/cookies/consent');

    await page.route('**/api/cookies/consent', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'Ошибка' } }) : route.fallback(),
    );
    await page.reload();
    await page.getByTestId('cookie-banner').waitFor();
    await page.unroute('**/api/cookies/consent');

    // The header would otherwise find the token invalid and sign out before the banner is used.
    await page.route('**/api/cart/count', (route) => route.fulfill({ json: { count: 0 } }));
    await page.evaluate(() => window.localStorage.setItem('token', 'not-a-real-token'));
    const lookup = page.waitForRequest((request) => request.method() === 'GET' && request.url().endsWith('/api/cookies/consent'));
    await page.reload();
    expect((await lookup).headers().authorization).toBe('Bearer not-a-real-token');
    const post = page.waitForRequest(isConsentPost);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять все' }).click();
    expect((await post).headers().authorization).toBe('Bearer not-a-real-token');
  });

  it('shows the new-product banner once per browser session, after the cookie question', async () => {
    const page = await fresh();
    await page.goto(shopUrl('/'));
    await page.getByTestId('cookie-banner').waitFor();
    expect(await page.getByTestId('new-product-banner').count()).toBe(0);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять все' }).click();

    const banner = page.getByTestId('new-product-banner');
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Собрать букет' }).getAttribute('href')).toBe('/constructor');
    expect(await page.evaluate(() => window.sessionStorage.getItem('newProductBannerDismissed'))).toBe('true');
    await animationsFinished(page); // the card slides in
    await viewportScreenshot(page, 'storefront-new-product-banner-desktop');

    // Stays while browsing, until closed.
    await page.getByTestId('category-row').getByRole('link').first().click();
    await page.getByTestId('category-page').waitFor();
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Закрыть объявление о конструкторе букетов' }).click();
    await banner.waitFor({ state: 'detached' });

    await overlaysDecided(page, () => page.goto(shopUrl('/')));
    await page.getByTestId('landing').waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('never shows the new-product banner on /constructor, and hides it once the constructor is opened', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, withConsentAccepted);
    const banner = page.getByTestId('new-product-banner');

    await overlaysDecided(page, () => page.goto(shopUrl('/constructor')));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('newProductBannerDismissed'))).toBeNull();

    await page.locator('footer.sh-footer').getByRole('link', { name: 'Пользовательское соглашение' }).click();
    await banner.waitFor();
    await banner.getByRole('link', { name: 'Собрать букет' }).click();
    await eventually(
      () => Promise.resolve(new URL(page.url()).pathname),
      (path) => path === '/constructor',
    );
    expect(await banner.count()).toBe(0);
    // Back in the page, the consent long settled: the route's render and its effects are what would show it.
    await page.goBack();
    await page.getByTestId('legal-terms').waitFor();
    await flushReact(page);
    await flushReact(page);
    expect(await banner.count()).toBe(0);
  });

  it('has the footer of the spec and a scroll-to-top button after 300 px', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, withConsentAccepted);
    await page.goto(shopUrl('/products/plants'));
    await page.getByTestId('category-page').waitFor();

    const footer = page.locator('footer.sh-footer');
    const text = await footer.innerText();
    expect(text).toContain(`© ${new Date().getFullYear()} ${SHOP_INFO.name}`);
    expect(text).toContain('Копирование материалов сайта');
    expect(text).toContain('Персональные данные обрабатываются');
    expect(text).toContain('покиньте сайт');
    expect(text).toContain('Сайт использует файлы cookie');
    expect(await footer.getByRole('link', { name: 'Пользовательское соглашение' }).getAttribute('href')).toBe('/terms');
    expect(await footer.getByRole('link', { name: 'Политика конфиденциальности' }).first().getAttribute('href')).toBe('/privacy');
    expect(await footer.getByRole('link', { name: /Онлайн-консультация/ }).getAttribute('href')).toBe(SHOP_INFO.botUrl);

    const toTop = page.getByRole('button', { name: 'Наверх' });
    // Two frames after the scroll: the page's intersection observer has reported it and React has acted on it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo({ top: 200, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    await flushReact(page);
    expect(await toTop.count()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
    await toTop.waitFor();
    await toTop.click();
    await eventually(
      () => page.evaluate(() => window.scrollY),
      (y) => y === 0,
    );
    await toTop.waitFor({ state: 'detached' });
  });
});
