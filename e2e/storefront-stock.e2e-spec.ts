import type { AdminFlowerDto, FlowerDto, ProductDto, ProductPayloadDto } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { api, logInThroughApi, registerAndLogIn, SEEDED_ADMIN } from './support/api';
import { ARTIFACTS, AT_BOTH_SIZES, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { loadLazyImages, quietContext, signedInContext, textOf } from './support/storefront';

// Issue 26: what the customer sees of stock. A sold-out product (no add button), one with few left,
// the refusal of more than is left, and a constructor flower with no stems left — set up through
// the admin's APIs and put back afterwards, since the other browser tests share the shop.

const SOLD_OUT = 7;
const FEW_LEFT = 10;
const FEW = 2;
const run = Date.now().toString(36);

let admin: string;

async function setStock(id: number, stock: number | null): Promise<ProductDto> {
  const product = (await api<ProductDto>('GET', `/api/products/${id}`)).data;
  const body: ProductPayloadDto = {
    title: product.title,
    description: product.description,
    category: product.category,
    price: product.price,
    price_from: product.price_from,
    images: product.images,
    is_visible: true,
    stock,
  };
  expect((await api('PUT', `/api/admin/products/${id}`, { token: admin, body })).status).toBe(200);
  return { ...product, stock };
}

async function setStems(flower: AdminFlowerDto, stock: number | null): Promise<void> {
  expect((await api('PUT', `/api/admin/flowers/${flower.id}`, { token: admin, body: { stock } })).status).toBe(200);
}

const card = (page: Page, title: string): Locator => page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('stock on the storefront', () => {
  const chromium = browserPerFile();
  let soldOut: ProductDto;
  let fewLeft: ProductDto;
  let flower: AdminFlowerDto;

  beforeAll(async () => {
    admin = (await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token;
    soldOut = await setStock(SOLD_OUT, 0);
    fewLeft = await setStock(FEW_LEFT, FEW);
    const flowers = (await api<AdminFlowerDto[]>('GET', '/api/admin/flowers', { token: admin })).data;
    flower = flowers.find((one) => one.available) as AdminFlowerDto;
    await setStems(flower, 0);
  });

  afterAll(async () => {
    await setStock(SOLD_OUT, null);
    await setStock(FEW_LEFT, null);
    await setStems(flower, null);
  });

  it.each(AT_BOTH_SIZES)('cards say «Нет в наличии» without «В корзину», and «Осталось 2 шт.» (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(shopUrl('/products/plants'));
    const gone = card(page, soldOut.title);
    await gone.waitFor();
    expect(await textOf(gone.getByTestId('stock-note'))).toBe('Нет в наличии');
    expect(await gone.getByRole('button', { name: /В корзину/ }).count()).toBe(0);
    const few = card(page, fewLeft.title);
    expect(await textOf(few.getByTestId('stock-note'))).toBe(`Осталось ${FEW} шт.`);
    expect(await few.getByRole('button', { name: `В корзину: ${fewLeft.title}` }).isVisible()).toBe(true);
    // The sold-out mark stands where the button would, at its size: the cards of a row stay level.
    const mark = await gone.getByTestId('stock-note').boundingBox();
    const button = await few.getByRole('button', { name: /В корзину/ }).boundingBox();
    expect(mark?.width).toBe(button?.width);
    expect(Math.abs((mark?.height ?? 0) - (button?.height ?? 0))).toBeLessThanOrEqual(1);
    await loadLazyImages(page);
    await screenshot(page, `stock-cards-${size}`);
  });

  it.each(AT_BOTH_SIZES)('the product page of a sold-out product has no add button; one with few left says how many (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(shopUrl(`/product/${SOLD_OUT}`));
    await page.getByTestId('product-page').waitFor();
    expect(await textOf(page.locator('.shop-product__info').getByTestId('stock-note'))).toBe('Нет в наличии');
    expect(await page.getByTestId('add-to-cart').count()).toBe(0);
    await loadLazyImages(page);
    await screenshot(page, `stock-product-sold-out-${size}`);

    await page.goto(shopUrl(`/product/${FEW_LEFT}`));
    await page.getByTestId('add-to-cart').waitFor();
    expect(await textOf(page.locator('.shop-product__info').getByTestId('stock-note'))).toBe(`Осталось ${FEW} шт.`);
    await screenshot(page, `stock-product-few-left-${size}`);
  });

  it('refuses a third of the last two with the server’s words, as other add errors are shown', async () => {
    const login = await registerAndLogIn({ email: `stock.${run}@example.ru`, username: `stock_${run}`, password: 'Monstera2026' });
    const page = await chromium.open({ viewport: AT_BOTH_SIZES[0][1], locale: 'ru-RU' }, signedInContext(login));
    await page.goto(shopUrl(`/product/${FEW_LEFT}`));
    const notice = page.getByTestId('cart-notice');
    for (let added = 0; added < FEW; added += 1) {
      await page.getByTestId('add-to-cart').click();
      await notice.filter({ hasText: 'Товар добавлен в корзину' }).waitFor();
      await page.getByRole('button', { name: 'Закрыть уведомление' }).click();
    }
    await page.getByTestId('add-to-cart').click();
    await notice.filter({ hasText: `Товара «${fewLeft.title}» осталось ${FEW} шт.` }).waitFor();
    await screenshot(page, 'stock-refused-desktop');
  });

  it.each(AT_BOTH_SIZES)('the constructor shows a flower with no stems left as «Нет в наличии», its «+» disabled (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await page.goto(shopUrl('/constructor'));
    const offered = (await api<FlowerDto[]>('GET', '/api/flowers')).data;
    expect(offered.find((one) => one.id === flower.id)?.stock).toBe(0);
    const tile = page.getByTestId('flower-card').filter({ has: page.getByRole('heading', { name: flower.title, exact: true }) });
    await tile.waitFor();
    expect(await textOf(tile.getByTestId('stock-note'))).toBe('Нет в наличии');
    expect(await tile.getByRole('button', { name: `Увеличить количество: ${flower.title}` }).isDisabled()).toBe(true);
    await loadLazyImages(page);
    await screenshot(page, `stock-constructor-${size}`);
    // On a phone the bouquet's summary sticks over the page: the tile itself, as the customer scrolls to it.
    await tile.screenshot({ path: `${ARTIFACTS}/stock-constructor-flower-${size}.png` });
  });
});
