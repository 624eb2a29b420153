import { PHOTO_PROMISES, type LoginResponseDto } from '@shop/domain';
import type { BrowserContext, Locator } from 'playwright-core';
import sharp from 'sharp';
import { api, logInThroughApi, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { AT_BOTH_SIZES, DESKTOP, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, sendContact } from './support/orders';
import { customerRub, plainSpaces, quietContext, rub, textOf as text, withConsentAccepted, withSession } from './support/storefront';

// Issue 24, points 11–20: what a customer notices after the happy path. One price format, copy
// that fits the cart and the delivery, Moscow only, notices over the promotion, a still like
// button, the privacy sentence at registration, the admin's way back after signing in, one
// "Товар не найден", a styled page without JavaScript and raster link previews. At 1280×800 and 390×844.

const run = Date.now().toString(36);
const customer = { email: `polish24.${run}@example.ru`, username: `polish24_${run}`, password: 'Monstera2026' };
const BOUQUET = [
  { product_id: 301, quantity: 5 },
  { product_id: 308, quantity: 5 },
];

describe('issue 24: the small things a customer notices', () => {
  const chromium = browserPerFile();
  let login: LoginResponseDto;

  beforeAll(async () => {
    login = await registerAndLogIn(customer);
  });

  const cart = async (items: { plants?: number[]; bouquet?: boolean }) => {
    await api('DELETE', '/api/cart/clear', { token: login.token });
    for (const product_id of items.plants ?? []) await api('POST', '/api/cart/add', { token: login.token, body: { product_id, quantity: 1 } });
    if (items.bouquet) await api('POST', '/api/cart/add-bouquet', { token: login.token, body: { items: BOUQUET } });
  };
  const signedIn = (viewport: typeof DESKTOP, prepare: (context: BrowserContext) => Promise<unknown> = quietContext) =>
    chromium.open({ viewport, locale: 'ru-RU' }, async (context) => {
      await prepare(context);
      await withSession(context, login);
    });

  it.each(AT_BOTH_SIZES)(
    'writes whole roubles in the catalogue, constructor, cart and history, and keeps kopecks on the payment page (%s)',
    async (size, viewport) => {
      await cart({ plants: [1] });
      const page = await signedIn(viewport);
      await page.goto(shopUrl('/products/terrariums'));
      expect(await text(page.getByTestId('product-card').filter({ hasText: 'Флорариум «Геометрия»' }).getByTestId('product-price'))).toBe(customerRub(8000));
      await page.goto(shopUrl('/constructor'));
      expect(plainSpaces(await page.locator('.shop-flower__price').first().textContent())).toBe(customerRub(250));
      await page.goto(shopUrl('/cart'));
      await page.getByTestId('cart-total').waitFor();
      expect([await text(page.getByTestId('cart-line-price')), await text(page.getByTestId('cart-total'))]).toEqual([
        `${customerRub(8000)} за шт.`,
        customerRub(8000),
      ]);
      expect(await text(page.locator('main'))).not.toMatch(/\d,00\s?₽/);
      await screenshot(page, `polish24-cart-${size}`);

      const orderId = await createOrder(login.token, { products: [] });
      await sendContact(login.token, orderId, { name: 'Петрова Анна', phone: '+79161234567' });
      await approveOrder((await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token, orderId, 0);
      await page.goto(shopUrl('/orders/history'));
      const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Заказ № ${orderId}`, exact: true }) });
      expect(await text(card.getByTestId('order-amount'))).toBe(customerRub(8000));
      await page.goto(shopUrl(`/payment/order/${orderId}`));
      await page.getByText(rub(8000)).first().waitFor();
    },
  );

  /** The checkout dialog over a cart of `items`, with `delivery` chosen. */
  async function checkout(viewport: typeof DESKTOP, items: Parameters<typeof cart>[0], delivery: RegExp) {
    await cart(items);
    const page = await signedIn(viewport);
    await page.goto(shopUrl('/cart'));
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
    await dialog.getByRole('radio', { name: delivery }).check();
    return { page, dialog, trust: async () => plainSpaces(await dialog.getByTestId('checkout-trust').textContent()) };
  }

  it.each(AT_BOTH_SIZES)(
    'fits the copy to a plants-only pickup: the card goes with the gift, no bouquet photo is promised; only Moscow is taken (%s)',
    async (size, viewport) => {
      const { page, dialog, trust } = await checkout(viewport, { plants: [6] }, /Самовывоз/);
      const recipient = dialog.getByRole('group', { name: 'Получатель и открытка' });
      await recipient.getByRole('textbox', { name: 'Текст открытки к подарку (необязательно)' }).waitFor();
      expect(await trust()).not.toContain('фото букета');
      await dialog.getByRole('textbox', { name: 'Город', exact: true }).fill('Санкт-Петербург');
      await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
      await dialog.getByText('Доставляем только по Москве').waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Город', exact: true }).getAttribute('aria-invalid')).toBe('true');
      await recipient.scrollIntoViewIfNeeded();
      await screenshot(page, `polish24-checkout-plants-${size}`);
    },
  );

  it.each(AT_BOTH_SIZES)('promises the bouquet photo with a bouquet, worded for pickup or courier (%s)', async (size, viewport) => {
    const { page, dialog, trust } = await checkout(viewport, { plants: [6], bouquet: true }, /Самовывоз/);
    await dialog.getByRole('textbox', { name: 'Текст открытки к букету (необязательно)' }).waitFor();
    expect(await trust()).toContain(PHOTO_PROMISES.pickup.title);
    expect(await trust()).not.toContain('перед доставкой');
    await dialog.getByTestId('checkout-trust').scrollIntoViewIfNeeded();
    await screenshot(page, `polish24-checkout-bouquet-pickup-${size}`);
    await dialog.getByRole('radio', { name: /Курьером/ }).check();
    expect(await trust()).toContain(PHOTO_PROMISES.courier.title);
  });

  /** Whether the topmost element at the middle of `locator` is inside it (nothing covers it). */
  const onTop = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });

  it.each(AT_BOTH_SIZES)('shows «Товар добавлен в корзину» over the «Новинка» card, never under it (%s)', async (size, viewport) => {
    await cart({});
    const page = await signedIn(viewport, withConsentAccepted);
    await page.goto(shopUrl('/product/1'));
    await page.getByTestId('new-product-banner').waitFor();
    await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
    await page.getByTestId('add-to-cart').click();
    const notice = page.getByTestId('cart-notice');
    await notice.getByText('Товар добавлен в корзину').waitFor();
    expect(await notice.isVisible()).toBe(true);
    expect(await onTop(notice)).toBe(true);
    expect(await page.getByTestId('new-product-banner').isVisible()).toBe(true);
    await page.screenshot({ path: `${__dirname}/artifacts/polish24-notice-over-promo-${size}.png` });
  });

  it.each(AT_BOTH_SIZES)('keeps the like button and the text below it still when «Спасибо за лайк!» shows (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(shopUrl('/product/2'));
    const place = async () => ({
      button: (await page.getByTestId('like-button').boundingBox())?.y,
      description: (await page.locator('.shop-product__description').boundingBox())?.y,
    });
    const before = await place();
    await page.getByTestId('like-button').click();
    await page
      .getByTestId('like-note')
      .getByText(/Спасибо/)
      .waitFor();
    expect(await place()).toEqual(before);
    expect(await onTop(page.getByTestId('like-note'))).toBe(true);
    await page.getByTestId('like-button').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${__dirname}/artifacts/polish24-like-note-${size}.png` });
  });

  it.each(AT_BOTH_SIZES)('states the privacy policy under «Зарегистрироваться», with its link (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(shopUrl('/register'));
    const sentence = page.getByTestId('register-privacy');
    expect(plainSpaces(await sentence.textContent())).toMatch(
      /^Нажимая «Зарегистрироваться», вы соглашаетесь на обработку персональных данных в соответствии с политикой конфиденциальности/,
    );
    const link = sentence.getByRole('link', { name: /политикой конфиденциальности/ });
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual(['/privacy', '_blank']);
    const button = await page.getByRole('button', { name: 'Зарегистрироваться' }).boundingBox();
    expect((await sentence.boundingBox())?.y).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
    await screenshot(page, `polish24-register-${size}`);
  });

  it.each(AT_BOTH_SIZES)('brings the admin back to /admin/orders after signing in there (%s)', async (_size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(shopUrl('/admin/orders'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/orders');
    await page.getByRole('textbox', { name: 'Логин или email' }).fill(SEEDED_ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill(SEEDED_ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
  });

  it.each(AT_BOTH_SIZES)('answers /product/abc with one «Товар не найден»: status 404, title and heading agree (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    const response = await page.goto(shopUrl('/product/abc'));
    expect(response?.status()).toBe(404);
    await page.getByTestId('product-not-found').waitFor();
    expect([await page.title(), await page.getByRole('heading', { level: 1 }).allTextContents()]).toEqual([
      'Товар не найден — Зелёный уголок',
      ['Товар не найден'],
    ]);
    await screenshot(page, `polish24-product-not-found-${size}`);
  });

  it.each(AT_BOTH_SIZES)('shows /cart and /login without JavaScript as a styled page with the way on (%s)', async (size, viewport) => {
    for (const [path, name] of [
      ['/cart', 'Корзина'],
      ['/login', 'Вход'],
    ] as const) {
      const page = await chromium.open({ viewport, locale: 'ru-RU', javaScriptEnabled: false });
      await page.goto(shopUrl(path));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      // Inside <noscript>, which Playwright's text matching passes over: read by its class.
      expect(await text(page.locator('.nojs__lead'))).toMatch(/^Эта страница работает только с включённым JavaScript/);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 244, 234)');
      expect(await page.getByRole('link', { name: 'Комнатные растения' }).getAttribute('href')).toBe('/products/plants');
      await screenshot(page, `polish24-no-js${path.replace('/', '-')}-${size}`);
    }
  });

  it("previews links with 1200×630 JPEGs: the site's, and each product's with its title and price", async () => {
    for (const [path, alt] of [
      ['/', /Зелёный уголок — /],
      ['/product/1', /^Флорариум «Геометрия»$/],
    ] as const) {
      const html = await (await fetch(shopUrl(path))).text();
      const tag = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
      expect({ path, width: tag('og:image:width'), height: tag('og:image:height'), type: tag('og:image:type') }).toEqual({
        path,
        width: '1200',
        height: '630',
        type: 'image/jpeg',
      });
      expect(tag('og:image:alt')).toMatch(alt);
      expect(tag('twitter:image')).toBe(tag('og:image'));
      const image = await fetch(tag('og:image') as string);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
  });
});
