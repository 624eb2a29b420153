import type { LoginResponseDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { api, logInThroughApi as logIn, SEEDED_ADMIN } from './support/api';
import { DESKTOP, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { advanceFulfilment, approveOrder, createOrder, payOrder, sendContact } from './support/orders';
import { quietContext, screenshotBoth, signedInContext, textOf as text } from './support/storefront';

// Issue 29: the owner reviews a picked-up order, the admin publishes it on the product's page
// (rendered on the server, with its JSON-LD), and «Повторить заказ» refills the cart, naming what is gone.

const run = Date.now().toString(36);
const customer = { email: `reviews.${run}@example.ru`, username: `reviews_${run}`, password: 'Monstera2026' };
const KEPT = `Кашпо «Отзыв ${run}»`;
const GONE = `Мох «Ушёл ${run}»`;
const REVIEW = 'Собрали быстро, всё свежее. Спасибо!';
const FORM = { description: 'Ручная работа', category: 'plants', images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'] };

const card = (page: Page, orderId: number) =>
  page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Заказ № ${orderId}`, exact: true }) });

/** No page wider than the screen. */
const noOverflow = (page: Page) => async () => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
};

describe('reviews of received orders and «Повторить заказ»', () => {
  const chromium = browserPerFile();
  let buyer: LoginResponseDto;
  let admin: LoginResponseDto;
  let orderId: number;
  let kept: number;

  beforeAll(async () => {
    expect((await api('POST', '/api/auth/register', { body: customer })).status).toBeLessThan(300);
    buyer = await logIn(customer.email, customer.password);
    admin = await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const created = async (title: string, price: number) =>
      (await api<{ product_id: number }>('POST', '/api/admin/products', { token: admin.token, body: { ...FORM, title, price } })).data.product_id;
    kept = await created(KEPT, 2500);
    const gone = await created(GONE, 700);
    // A pickup order of both, paid and picked up; then the moss is no longer sold.
    orderId = await createOrder(buyer.token, { products: [kept, gone] });
    await sendContact(buyer.token, orderId, { name: 'Петрова Анна', phone: '+79161234567' });
    await approveOrder(admin.token, orderId, 0);
    await payOrder(buyer.token, orderId);
    for (const stage of ['assembling', 'ready', 'picked_up'] as const) await advanceFulfilment(admin.token, orderId, stage);
    expect((await api('PUT', `/api/admin/products/${gone}/visibility`, { token: admin.token, body: { is_visible: false } })).status).toBe(200);
  });

  // The other journeys count the seeded catalogue's cards: the product made here leaves the shop window.
  afterAll(async () => {
    expect((await api('PUT', `/api/admin/products/${kept}/visibility`, { token: admin.token, body: { is_visible: false } })).status).toBe(200);
  });

  it('lets the customer rate the picked-up order with a text and a photo, then shows their review waiting for the check', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(buyer));
    await page.goto(shopUrl('/orders/history'));
    const order = card(page, orderId);
    const form = order.getByTestId('review-form');
    await form.waitFor();
    await screenshotBoth(page, 'reviews-form', noOverflow(page));

    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    expect(await text(form.getByTestId(`order-${orderId}-review-rating-error`))).toBe('Оценка — от 1 до 5');
    await form.locator('label', { hasText: '5 из 5' }).click();
    await form.getByRole('textbox', { name: /Отзыв/ }).fill(REVIEW);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a9c62' } })
      .png()
      .toBuffer();
    await form.getByLabel('Фото (необязательно)').setInputFiles({ name: 'bouquet.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();

    const written = order.getByTestId('order-review');
    await written.waitFor();
    expect(await text(written.getByTestId('order-review-status'))).toBe('На проверке');
    expect(await text(written)).toContain(REVIEW);
    expect(await written.getByRole('img', { name: 'Фото к отзыву' }).count()).toBe(1);
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Спасибо за отзыв! Он появится на сайте после проверки.' }).first().waitFor(),
    ).resolves.toBeUndefined();
    await screenshotBoth(page, 'reviews-written', noOverflow(page));
  });

  it('«Повторить заказ» puts what is still sold into the cart and says what is no longer available', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(buyer));
    await page.goto(shopUrl('/orders/history'));
    const order = card(page, orderId);
    await order.getByRole('button', { name: 'Повторить заказ' }).click();
    const result = order.getByTestId('order-repeat-result');
    await result.waitFor();
    expect(await text(result)).toContain(`${KEPT} — 1 шт. по 2 500 ₽`);
    expect(await text(result.getByTestId('order-repeat-unavailable'))).toBe(`${GONE} — Товара больше нет в продаже`);
    await screenshotBoth(page, 'reviews-repeat', noOverflow(page));
    await result.getByRole('link', { name: 'Перейти в корзину' }).click();
    await page.waitForURL(shopUrl('/cart'));
    const cart = await api<{ items: { product_id: number; quantity: number }[] }>('GET', '/api/cart', { token: buyer.token });
    expect(cart.data.items.map(({ product_id, quantity }) => ({ product_id, quantity }))).toEqual([{ product_id: kept, quantity: 1 }]);
  });

  it('lets the admin publish it in «Отзывы»; the product page then arrives with it and its rating in the structured data', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(admin));
    await page.goto(shopUrl('/admin/reviews'));
    const review = page.locator('article', { hasText: `Заказ № ${orderId}` });
    await review.waitFor();
    expect(await text(review)).toContain('Анна П.');
    await screenshotBoth(page, 'reviews-admin', noOverflow(page));
    await review.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByText(`Отзыв к заказу № ${orderId} опубликован.`).first().waitFor();

    // As a crawler reads it: the HTML the server sent, before any script.
    const html = await (await fetch(shopUrl(`/product/${kept}`))).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(REVIEW);
    expect(root).toContain('Анна П.');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
      review: [{ '@type': 'Review', author: { name: 'Анна П.' }, reviewBody: REVIEW, reviewRating: { ratingValue: 5 } }],
    });

    const visitor = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
    await visitor.goto(shopUrl(`/product/${kept}`));
    const section = visitor.getByTestId('product-reviews');
    await section.waitFor();
    expect(await text(visitor.getByTestId('product-reviews-summary'))).toContain('5,0 из 5 · 1 отзыв');
    await section.scrollIntoViewIfNeeded();
    await screenshotBoth(visitor, 'reviews-product-page', noOverflow(visitor));
  });
});
