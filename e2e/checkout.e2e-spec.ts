import {
  CHECKOUT_MESSAGES,
  formatCustomerLineSum,
  GIFT_NOTICE,
  idealBouquetHint,
  INVALID_PHONE_MESSAGE,
  Money,
  SHOP_INFO,
  type ProductDto,
} from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { api } from './support/api';
import { seriousViolations } from './support/axe';
import { browserPerFile } from './support/browser-per-file';
import { chosenDate, chosenSlot } from './support/delivery-calendar';
import { customerRub, eventually, loadLazyImages, plainSpaces, quietContext, screenshotBoth, textOf as text, viewportScreenshot } from './support/storefront';

// The journey of issue 6: sign in → two products and a 10-flower bouquet → quantities changed in the
// cart → checkout with every validation error, then a courier order → a pickup order → the history.

const run = Date.now().toString(36);
const customer = { email: `checkout.${run}@example.ru`, username: `checkout_${run}`, password: 'Monstera2026' };

const TEXTS = {
  productAdded: 'Товар добавлен в корзину',
  bouquetAdded: 'Букет добавлен в корзину',
  bouquetEmpty: 'Добавьте цветы в букет',
  emptyCart: 'Корзина пуста. Добавьте товары для оформления заказа',
  placed: 'Заказ оформлен. Ожидайте подтверждения администратора.',
  awaiting: 'Ожидает подтверждения',
} as const;

/** The bouquet of the journey: 10 flowers at 250 ₽ each. */
const BOUQUET = [
  { title: 'Роза', quantity: 3, price: 250 },
  { title: 'Тюльпан', quantity: 4, price: 250 },
  { title: 'Эустома', quantity: 3, price: 250 },
] as const;
const BOUQUET_PRICE = 2500;

const lineSum = (quantity: number, price: number) => plainSpaces(formatCustomerLineSum({ quantity, unitPrice: Money.ofRoubles(price) }));
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function product(id: number): Promise<ProductDto> {
  const answer = await api<ProductDto>('GET', `/api/products/${id}`);
  expect(answer.status).toBe(200);
  return answer.data;
}

/** The header's badge: its number, or 0 when it is hidden (spec §2: shown above 0 only). */
/** The header badge's number, 0 when it is hidden (read without waiting: it may vanish any moment). */
async function badge(page: Page): Promise<number> {
  const [text] = await page.getByRole('banner').getByTestId('cart-badge').allTextContents();
  return text === undefined ? 0 : Number(text);
}

const expectBadge = (page: Page, count: number) =>
  eventually(
    () => badge(page),
    (value) => value === count,
  );

/** A toast with this text (they live under <body> or inside the open dialog). */
const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message });

async function addProductFromItsPage(page: Page, id: number): Promise<void> {
  await page.goto(shopUrl(`/product/${id}`));
  await page.getByTestId('product-page').waitFor();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-notice').filter({ hasText: TEXTS.productAdded }).waitFor();
}

const cartLine = (page: Page, title: string) => page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function lineQuantity(line: Locator): Promise<number> {
  return Number(await line.getByTestId('cart-line-quantity-value').textContent());
}

async function openCheckout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
  await dialog.waitFor();
  return dialog;
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });
const consent = (dialog: Locator) => dialog.getByRole('checkbox', { name: /обработку персональных данных/ });

describe('checkout: cart, bouquet constructor, checkout with delivery, order history', () => {
  const chromium = browserPerFile();
  let page: Page;
  let plant: ProductDto;
  let terrarium: ProductDto;
  let extra: ProductDto;

  beforeAll(async () => {
    [plant, terrarium, extra] = await Promise.all([product(6), product(2), product(10)]);
    expect((await api('POST', '/api/auth/register', { body: customer })).status).toBeLessThan(300);
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
  });

  it('asks a signed-out visitor to sign in on /cart and /orders/history; the constructor sends them to /login', async () => {
    const anonymous = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
    await anonymous.goto(shopUrl('/cart'));
    const restricted = anonymous.getByTestId('sign-in-required');
    await restricted.waitFor();
    expect(await restricted.getByRole('heading').textContent()).toBe('Доступ ограничен');
    expect(await restricted.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login?redirect=%2Fcart');
    expect(await seriousViolations(anonymous)).toEqual([]);

    await anonymous.goto(shopUrl('/orders/history'));
    await anonymous.getByTestId('sign-in-required').waitFor();

    await anonymous.goto(shopUrl('/constructor'));
    await anonymous.getByRole('button', { name: 'Увеличить количество: Роза' }).click();
    await anonymous.getByRole('button', { name: 'Добавить в корзину' }).click();
    await anonymous.waitForURL((url) => url.pathname === '/login');
  });

  it('signs in (no orders yet) and adds two products from their pages; the header badge follows', async () => {
    await page.goto(shopUrl('/login'));
    await page.getByLabel('Логин или email', { exact: true }).fill(customer.email);
    await page.getByLabel('Пароль', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(await badge(page)).toBe(0);

    await page.goto(shopUrl('/orders/history'));
    expect(await page.getByTestId('orders-empty').textContent()).toContain('У вас пока нет заказов');

    await addProductFromItsPage(page, plant.id);
    await expectBadge(page, 1);
    await addProductFromItsPage(page, terrarium.id);
    await expectBadge(page, 2);
  });

  it('builds a 10-flower bouquet in the constructor: search, plus and minus, countdown hint, gift notice, total', async () => {
    await page.goto(shopUrl('/constructor'));
    const cards = page.getByTestId('flower-card');
    await eventually(
      () => cards.count(),
      (count) => count === 12,
    );
    const summary = page.getByTestId('bouquet-summary');
    expect(await text(summary.getByTestId('bouquet-total'))).toBe(customerRub(0));
    expect(await text(summary.getByTestId('bouquet-hint'))).toBe('Добавьте ещё 10 цветков до идеального букета');
    expect(await text(summary.getByTestId('gift-notice'))).toBe(GIFT_NOTICE);

    // An empty bouquet is refused; the toast can be closed before its 3 s are up.
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    const emptyToast = toast(page, TEXTS.bouquetEmpty);
    await emptyToast.waitFor();
    await emptyToast.getByRole('button', { name: 'Закрыть уведомление' }).click();
    await emptyToast.waitFor({ state: 'detached' });

    // Case-insensitive substring search on the title.
    const search = page.getByRole('searchbox', { name: 'Поиск цветов' });
    await search.fill('РОЗ');
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('Роза')]);
    await search.fill('хризантема');
    expect(await cards.count()).toBe(2);
    await search.fill('');
    expect(await cards.count()).toBe(12);

    const plus = (title: string) => page.getByRole('button', { name: `Увеличить количество: ${title}` }).click();
    const minus = page.getByRole('button', { name: 'Уменьшить количество: Пион' });
    expect(await minus.isDisabled()).toBe(true);
    await plus('Пион');
    expect(await text(summary.getByTestId('bouquet-total'))).toBe(customerRub(600));
    await minus.click();
    expect(await minus.isDisabled()).toBe(true);
    expect(await text(summary.getByTestId('bouquet-count'))).toBe('0');

    for (const flower of BOUQUET) {
      for (let i = 0; i < flower.quantity; i += 1) await plus(flower.title);
      if (flower.title === 'Тюльпан') {
        expect(await text(summary.getByTestId('bouquet-hint'))).toBe('Добавьте ещё 3 цветка до идеального букета');
      }
    }
    await page.getByRole('button', { name: 'Уменьшить количество: Эустома' }).click();
    expect(await text(summary.getByTestId('bouquet-hint'))).toBe(idealBouquetHint(9));
    expect(idealBouquetHint(9)).toBe('Добавьте ещё 1 цветок до идеального букета');
    await plus('Эустома');

    expect(await text(summary.getByTestId('bouquet-count'))).toBe('10');
    expect(await summary.getByTestId('bouquet-hint').count()).toBe(0);
    expect(await text(summary.getByTestId('bouquet-total'))).toBe(customerRub(BOUQUET_PRICE));
    expect(await summary.getByTestId('gift-notice').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Full page on the desktop; on the phone what the visitor sees, with the summary bar stuck to the bottom.
    await loadLazyImages(page);
    await screenshot(page, 'checkout-constructor-desktop');
    await page.setViewportSize(PHONE);
    await loadLazyImages(page);
    await page.evaluate(() => window.scrollTo({ top: 420, behavior: 'instant' }));
    await viewportScreenshot(page, 'checkout-constructor-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await toast(page, TEXTS.bouquetAdded).waitFor();
    expect(await text(summary.getByTestId('bouquet-total'))).toBe(customerRub(0));
    expect(await text(summary.getByTestId('bouquet-count'))).toBe('0');
    await expectBadge(page, 3);
    // Spec §4: the constructor's toast clears after 3 s.
    await toast(page, TEXTS.bouquetAdded).waitFor({ state: 'detached', timeout: 4500 });
  });

  it('changes quantities in the cart and shows the bouquet composition with pieces and sums', async () => {
    await page.goto(shopUrl('/cart'));
    await eventually(
      () => page.getByTestId('cart-line').count(),
      (count) => count === 3,
    );
    const plantLine = cartLine(page, plant.title);
    const bouquetLine = cartLine(page, 'Собранный букет');

    await plantLine.getByRole('button', { name: `Увеличить количество: ${plant.title}` }).click();
    await eventually(
      () => lineQuantity(plantLine),
      (quantity) => quantity === 2,
    );
    await expectBadge(page, 4);

    await bouquetLine.getByRole('button', { name: 'Увеличить количество: Собранный букет' }).click();
    await eventually(
      () => lineQuantity(bouquetLine),
      (quantity) => quantity === 2,
    );
    await bouquetLine.getByRole('button', { name: 'Уменьшить количество: Собранный букет' }).click();
    await eventually(
      () => lineQuantity(bouquetLine),
      (quantity) => quantity === 1,
    );
    await expectBadge(page, 4);

    expect(await text(plantLine.getByTestId('cart-line-total'))).toBe(`Сумма: ${customerRub(plant.price * 2)}`);
    const composition = await bouquetLine.getByTestId('composition-line').allTextContents();
    expect(composition.map(plainSpaces)).toEqual(BOUQUET.map((flower) => `${flower.title}${lineSum(flower.quantity, flower.price)}`));
    const total = plant.price * 2 + terrarium.price + BOUQUET_PRICE;
    expect(await text(page.getByTestId('cart-total'))).toBe(customerRub(total));
    expect(await text(page.getByTestId('cart-pieces'))).toBe('4 шт.');
    expect(await page.getByRole('link', { name: 'История заказов' }).getAttribute('href')).toBe('/orders/history');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'checkout-cart');
  });

  it('shows every checkout error on an empty submit, then places a courier order', async () => {
    const dialog = await openCheckout(page);
    expect(await field(dialog, 'Город').inputValue()).toBe('Москва');
    await field(dialog, 'Город').fill('');
    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();

    await toast(page, CHECKOUT_MESSAGES.requiredFieldsToast).waitFor();
    for (const message of [
      CHECKOUT_MESSAGES.fullNameRequired,
      CHECKOUT_MESSAGES.phoneRequired,
      CHECKOUT_MESSAGES.cityRequired,
      CHECKOUT_MESSAGES.deliveryTypeRequired,
      CHECKOUT_MESSAGES.consentRequired,
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    for (const name of ['ФИО', 'Телефон', 'Город']) expect(await field(dialog, name).getAttribute('aria-invalid')).toBe('true');
    expect(await consent(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('radio', { name: /Курьером/ }).getAttribute('aria-invalid')).toBe('true');
    expect(await field(dialog, 'ФИО').evaluate((input) => getComputedStyle(input).borderTopColor)).toBe('rgb(163, 52, 31)');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-full-name');

    // A courier needs an address; pickup does not.
    await dialog.getByRole('radio', { name: /Курьером/ }).check();
    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
    await dialog.getByText(CHECKOUT_MESSAGES.addressRequired, { exact: true }).waitFor();
    expect(await field(dialog, 'Адрес доставки').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await viewportScreenshot(page, 'checkout-dialog-errors-desktop');
    await page.setViewportSize(PHONE);
    await viewportScreenshot(page, 'checkout-dialog-errors-phone');
    await page.setViewportSize(DESKTOP);
    // The lower half: delivery, recipient, card text, the confirmation notice and the consent error.
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
    await viewportScreenshot(page, 'checkout-dialog-errors-bottom-desktop');

    await field(dialog, 'ФИО').fill('Петрова Анна');
    await field(dialog, 'Телефон').fill('8 916 123-45');
    await dialog.getByText(INVALID_PHONE_MESSAGE, { exact: true }).waitFor();
    await field(dialog, 'Телефон').fill('+79161234567');
    await field(dialog, 'Email (необязательно)').fill('anna@example.ru');
    await field(dialog, 'Город').fill('Москва');
    await field(dialog, 'Адрес доставки').fill('ул. Тверская, д. 7, кв. 12');
    await dialog.getByTestId('delivery-slot').first().waitFor();
    expect(await chosenDate(dialog)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await chosenSlot(dialog)).toMatch(/^(10-13|13-16|16-19|19-22)$/);
    await dialog.getByRole('checkbox', { name: 'Получатель — другой человек' }).check();
    await field(dialog, 'Имя получателя').fill('Ольга Смирнова');
    await field(dialog, 'Телефон получателя').fill('+79031234567');
    await dialog.getByRole('textbox', { name: /Текст открытки/ }).fill('С днём рождения!');
    for (const [name, href] of [
      ['политикой конфиденциальности', '/privacy'],
      ['пользовательского соглашения', '/terms'],
    ]) {
      const link = dialog.getByRole('link', { name });
      expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([href, '_blank']);
    }
    expect(await dialog.getByRole('note').textContent()).toContain('только тогда откроется оплата');
    await consent(dialog).check();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
    await page.waitForURL((url) => url.pathname === '/orders/history');
    await toast(page, TEXTS.placed).waitFor();
    await expectBadge(page, 0);
  });

  it('removes a line, places a pickup order, then warns about an empty cart', async () => {
    await addProductFromItsPage(page, plant.id);
    await addProductFromItsPage(page, extra.id);
    await expectBadge(page, 2);
    await page.goto(shopUrl('/cart'));
    await eventually(
      () => page.getByTestId('cart-line').count(),
      (count) => count === 2,
    );
    await cartLine(page, extra.title)
      .getByRole('button', { name: `Удалить из корзины: ${extra.title}` })
      .click();
    await eventually(
      () => page.getByTestId('cart-line').count(),
      (count) => count === 1,
    );
    await expectBadge(page, 1);
    expect(await text(page.getByTestId('cart-total'))).toBe(customerRub(plant.price));

    const dialog = await openCheckout(page);
    await field(dialog, 'ФИО').fill('Петрова Анна');
    await field(dialog, 'Телефон').fill('+79161234567');
    await dialog.getByRole('radio', { name: /Самовывоз/ }).check();
    expect(await dialog.getByTestId('pickup-address').textContent()).toContain(SHOP_INFO.pickup.address);
    expect(await field(dialog, 'Адрес доставки').count()).toBe(0);
    await consent(dialog).check();
    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
    await page.waitForURL((url) => url.pathname === '/orders/history');
    await toast(page, TEXTS.placed).waitFor();
    await expectBadge(page, 0);

    await page.goto(shopUrl('/cart'));
    await page.getByTestId('cart-empty').waitFor();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#products');
    await toast(page, TEXTS.emptyCart).waitFor();
    expect(await toast(page, TEXTS.emptyCart).getAttribute('data-kind')).toBe('warning');
  });

  it('lists both orders awaiting confirmation with their totals and the bouquet composition', async () => {
    await page.goto(shopUrl('/orders/history'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('История ваших заказов');
    const cards = page.getByTestId('order-card');
    await eventually(
      () => cards.count(),
      (count) => count === 2,
    );
    expect(await page.getByRole('heading', { name: 'Как проходит заказ' }).count()).toBe(1);

    const [pickup, courier] = [cards.nth(0), cards.nth(1)];
    for (const card of [pickup, courier]) {
      expect(await card.getByTestId('order-status').textContent()).toBe(TEXTS.awaiting);
      expect(await card.getByRole('link', { name: 'Перейти к оплате' }).count()).toBe(0);
      expect(await card.getByTestId('order-full-name').textContent()).toBe('Петрова Анна');
      expect(await card.getByTestId('order-phone').textContent()).toBe('+79161234567');
    }

    expect(await text(pickup.getByTestId('order-amount'))).toBe(customerRub(plant.price));
    expect(await pickup.getByTestId('order-delivery-type').textContent()).toBe('Самовывоз');
    expect(await pickup.getByTestId('order-address').textContent()).toBe(SHOP_INFO.pickup.address);
    expect((await pickup.getByTestId('order-item-sum').allTextContents()).map(plainSpaces)).toEqual([lineSum(1, plant.price)]);

    expect(await text(courier.getByTestId('order-amount'))).toBe(customerRub(plant.price * 2 + terrarium.price + BOUQUET_PRICE));
    expect(await courier.getByTestId('order-delivery-type').textContent()).toBe('Курьером');
    expect(await courier.getByTestId('order-address').textContent()).toBe('ул. Тверская, д. 7, кв. 12');
    expect(await courier.getByTestId('order-delivery-price').count()).toBe(0);
    const items = courier.getByTestId('order-item');
    expect(await items.count()).toBe(3);
    const bouquet = items.filter({ hasText: 'Собранный букет' });
    expect(await text(bouquet.getByTestId('order-item-sum'))).toBe(lineSum(1, BOUQUET_PRICE));
    const composition = await bouquet.getByTestId('composition-line').allTextContents();
    expect(composition.map(plainSpaces)).toEqual(BOUQUET.map((flower) => `${flower.title}${lineSum(flower.quantity, flower.price)}`));
    expect(await text(items.filter({ hasText: plant.title }).getByTestId('order-item-sum'))).toBe(lineSum(2, plant.price));

    expect(pathOf(page)).toBe('/orders/history');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'checkout-history');
  });
});
