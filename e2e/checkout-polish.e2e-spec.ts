import {
  addDays,
  BOUQUET_SELECTION_STORAGE_KEY,
  formatMoscowDateTime,
  moscowDateTime,
  SHOP_INFO,
  type CustomerOrderDto,
  type LoginResponseDto,
  type ProfileResponseDto,
} from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { api, logInThroughApi, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { chooseDate, chooseSlot, chosenSlot, slotCodes } from './support/delivery-calendar';
import { createOrder, sendContact } from './support/orders';
import { eventually, plainSpaces, quietContext, withSession } from './support/storefront';

// Issue 17: phones normalised, checkout prefilled from the profile, pickup slots within the pickup
// hours, priced-on-request products discussed rather than added, times in Moscow time (МСК), the
// constructor's selection kept over a reload, the privacy text, /admin served, and the trust facts.
// Every visible point is checked at 1280×800 and at 390×844, in a browser far from Moscow.

const run = Date.now().toString(36);
const customer = { email: `polish.${run}@example.ru`, username: `polish_${run}`, password: 'Monstera2026' };
const VIEWPORTS = [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const;
/** A browser in New York: a time shown on its own clock would be 7 or 8 hours off. */
const FAR_FROM_MOSCOW = { locale: 'ru-RU', timezoneId: 'America/New_York' } as const;

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
describe('issue 17: storefront and checkout polish', () => {
  const chromium = browserPerFile();
  let login: LoginResponseDto;

  beforeAll(async () => {
    login = await registerAndLogIn(customer);
  });

  const signedIn = (viewport: typeof DESKTOP) =>
    chromium.open({ viewport, ...FAR_FROM_MOSCOW }, async (context) => {
      await quietContext(context);
      await withSession(context, login);
    });

  /** `visit` in a page of the signed-in customer at each viewport; the page is closed after. */
  const atEachViewport = async (visit: (page: Page, size: (typeof VIEWPORTS)[number][1]) => Promise<void>) => {
    for (const [viewport, size] of VIEWPORTS) {
      const page = await signedIn(viewport);
      await visit(page, size);
      await page.close();
    }
  };

  it('saves a phone typed as "8 916 123 45 67" and shows it as +79161234567; the profile\'s times are in МСК', async () => {
    await atEachViewport(async (page, size) => {
      await page.goto(shopUrl('/profile'));
      await page.getByRole('button', { name: 'Редактировать' }).click();
      await field(page, 'ФИО').fill('Петрова Анна');
      await field(page, 'Телефон').fill(size === 'desktop' ? '8 916 123 45 67' : '+7 (916) 123-45-67');
      await field(page, 'Telegram').click();
      expect(await field(page, 'Телефон').inputValue()).toBe('+79161234567');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Данные обновлены!').waitFor();
      const view = page.getByTestId('profile-view');
      await view.waitFor({ timeout: 6000 });
      await view.getByText('+79161234567', { exact: true }).waitFor();
      const { user } = (await api<ProfileResponseDto>('GET', '/api/profile', { token: login.token })).data;
      expect(user.phone).toBe('+79161234567');
      await view.getByText(formatMoscowDateTime(user.created_at), { exact: true }).first().waitFor();
      expect(formatMoscowDateTime(user.created_at)).toMatch(/ МСК$/);
      await screenshot(page, `polish-profile-phone-${size}`);
    });
  });

  it('prefills checkout from the profile, normalises a typed phone, offers pickup no evening slot, and shows the trust facts', async () => {
    for (const [viewport, size] of VIEWPORTS) {
      expect((await api('POST', '/api/cart/add', { token: login.token, body: { product_id: 6, quantity: 1 } })).status).toBeLessThan(300);
      const page = await signedIn(viewport);
      await page.goto(shopUrl('/cart'));
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
      await dialog.waitFor();
      await eventually(
        () => field(dialog, 'ФИО').inputValue(),
        (value) => value === 'Петрова Анна',
      );
      expect(await field(dialog, 'Телефон').inputValue()).toBe('+79161234567');
      expect(await field(dialog, 'Email (необязательно)').inputValue()).toBe(customer.email);

      await field(dialog, 'Телефон').fill('8 (916) 765-43-21');
      await field(dialog, 'Город').click();
      expect(await field(dialog, 'Телефон').inputValue()).toBe('+79167654321');

      const tomorrow = addDays(moscowDateTime(new Date()).date, 1);
      await dialog.getByRole('radio', { name: /Курьером/ }).check();
      await chooseDate(dialog, tomorrow);
      expect(await slotCodes(dialog)).toEqual(['10-13', '13-16', '16-19', '19-22']);
      await chooseSlot(dialog, '19-22');
      await dialog.getByRole('radio', { name: /Самовывоз/ }).check();
      await chooseDate(dialog, tomorrow);
      expect(await slotCodes(dialog)).toEqual(['10-13', '13-16', '16-19']);
      expect(await chosenSlot(dialog)).not.toBe('19-22');
      expect(await dialog.getByTestId('pickup-address').textContent()).toContain('ежедневно с 10:00 до 20:00');

      const trust = dialog.getByTestId('checkout-trust');
      await trust.scrollIntoViewIfNeeded();
      expect(await trust.isVisible()).toBe(true);
      const trustText = plainSpaces(await trust.textContent());
      for (const part of ['10:00–22:00', '500 ₽', '700 ₽', '+300 ₽', 'SberPay', 'Т-Банк', 'ВТБ', SHOP_INFO.supportEmail, SHOP_INFO.phone]) {
        expect(trustText).toContain(part);
      }
      // A plant alone: no bouquet, so no bouquet photo is promised.
      expect(trustText).not.toContain('фото букета');
      await screenshot(page, `polish-checkout-${size}`);

      await dialog.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
      await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
      await page.waitForURL((url) => url.pathname === '/orders/history');
      const [latest] = (await api<CustomerOrderDto[]>('GET', '/api/orders/user', { token: login.token })).data;
      expect([latest.delivery_type, latest.delivery_phone, latest.delivery_slot]).toEqual(['pickup', '+79167654321', '10-13']);
      await page.close();
    }
  });

  it("shows the order history's and the admin's times in Moscow time, marked МСК", async () => {
    const orders = (await api<CustomerOrderDto[]>('GET', '/api/orders/user', { token: login.token })).data;
    const expected = formatMoscowDateTime(orders[0].created_at);
    const admin = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    for (const [viewport, size] of VIEWPORTS) {
      const page = await signedIn(viewport);
      await page.goto(shopUrl('/orders/history'));
      const created = page.getByTestId('order-card').first().getByTestId('order-created');
      await created.waitFor();
      expect(plainSpaces(await created.textContent())).toBe(plainSpaces(expected));
      await screenshot(page, `polish-history-time-${size}`);
      await page.close();

      const adminPage = await chromium.open({ viewport, ...FAR_FROM_MOSCOW }, async (context) => {
        await quietContext(context);
        await withSession(context, admin);
      });
      await adminPage.goto(shopUrl('/admin/orders'));
      const card = adminPage.getByTestId(`pending-order-${orders[0].order_id}`);
      await card.waitFor();
      expect(plainSpaces(await card.locator('.adm-order__time').textContent())).toBe(plainSpaces(expected));
      await screenshot(adminPage, `polish-admin-time-${size}`);
      await adminPage.close();
    }
  });

  it('offers "Обсудить композицию" with the bot and the e-mail for a priced-on-request product, never "Добавить в корзину"; the server refuses it too', async () => {
    await atEachViewport(async (page, size) => {
      await page.goto(shopUrl('/product/8'));
      const discuss = page.getByTestId('discuss-composition');
      await discuss.waitFor();
      await discuss.getByText('Обсудить композицию', { exact: true }).waitFor();
      expect(await discuss.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        SHOP_INFO.botUrl,
        `mailto:${SHOP_INFO.supportEmail}`,
      ]);
      expect(await page.getByRole('button', { name: 'Добавить в корзину' }).count()).toBe(0);
      expect(await page.getByTestId('add-to-cart').count()).toBe(0);
      expect(plainSpaces(await page.getByTestId('product-price').textContent())).toBe('от 15 000 ₽');
      await screenshot(page, `polish-priced-on-request-${size}`);
    });
    const refused = await api<{ error: string }>('POST', '/api/cart/add', { token: login.token, body: { product_id: 8, quantity: 1 } });
    expect(refused).toEqual({
      status: 400,
      data: { error: 'Стоимость этой услуги рассчитывается индивидуально. Свяжитесь с нами, чтобы оформить заказ' },
    });
  });

  it('shows delivery windows and prices, payment and the contacts on a product page, compactly (a terrarium: no bouquet photo)', async () => {
    await atEachViewport(async (page, size) => {
      await page.goto(shopUrl('/product/1'));
      const trust = page.getByTestId('product-trust');
      await trust.waitFor();
      const text = plainSpaces(await trust.textContent());
      for (const part of [
        'Курьером ежедневно 10:00–22:00',
        'Садового кольца 500 ₽',
        'МКАД 700 ₽',
        '19:00–22:00 +300 ₽',
        'SberPay, Т-Банк, ВТБ',
        SHOP_INFO.pickup.address,
        SHOP_INFO.supportEmail,
      ]) {
        expect(text).toContain(part);
      }
      expect(text).not.toContain('фото букета');
      expect(await trust.getByRole('link', { name: SHOP_INFO.supportEmail }).getAttribute('href')).toBe(`mailto:${SHOP_INFO.supportEmail}`);
      const box = await trust.boundingBox();
      expect(box && box.height).toBeLessThan(size === 'desktop' ? 260 : 420);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await trust.scrollIntoViewIfNeeded();
      await screenshot(page, `polish-product-trust-${size}`);
    });
  });

  it("keeps the constructor's selection over a reload until it is cleared or added to the cart", async () => {
    await atEachViewport(async (page, size) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(shopUrl('/constructor'));
      const rose = page.getByRole('button', { name: 'Увеличить количество: Роза' });
      await rose.click();
      await rose.click();
      await page.getByRole('button', { name: 'Увеличить количество: Пион' }).click();
      await eventually(
        () => page.getByTestId('bouquet-count').textContent(),
        (count) => count === '3',
      );
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), BOUQUET_SELECTION_STORAGE_KEY)).toBe('[[301,2],[302,1]]');

      await page.reload();
      await eventually(
        () => page.getByTestId('bouquet-count').textContent(),
        (count) => count === '3',
      );
      await screenshot(page, `polish-constructor-restored-${size}`);
      expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);

      await page.getByRole('button', { name: 'Очистить' }).click();
      await eventually(
        () => page.getByTestId('bouquet-count').textContent(),
        (count) => count === '0',
      );
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), BOUQUET_SELECTION_STORAGE_KEY)).toBeNull();
      await page.reload();
      expect(await page.getByTestId('bouquet-count').textContent()).toBe('0');

      await rose.click();
      await page.getByRole('button', { name: 'Добавить в корзину' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Букет добавлен в корзину' }).waitFor();
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), BOUQUET_SELECTION_STORAGE_KEY)).toBeNull();
      await page.reload();
      expect(await page.getByTestId('bouquet-count').textContent()).toBe('0');
    });
  });

  it('writes "г. Москва (далее" in the privacy policy; /admin is served with 200 and the guard sends a visitor to /login', async () => {
    for (const [viewport, size] of VIEWPORTS) {
      const page = await chromium.open({ viewport, ...FAR_FROM_MOSCOW }, quietContext);
      await page.goto(shopUrl('/privacy'));
      const body = plainSpaces(await page.locator('body').textContent());
      expect(body).toContain(`г. ${SHOP_INFO.city} (далее — Оператор)`);
      expect(body).not.toContain(`${SHOP_INFO.city}(далее`);
      await screenshot(page, `polish-privacy-${size}`);

      const response = await page.goto(shopUrl('/admin'));
      expect(response?.status()).toBe(200);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.close();
    }
    const customerAnswer = await fetch(shopUrl('/admin/anything'));
    expect(customerAnswer.status).toBe(200);
    expect(await customerAnswer.text()).toContain('noindex');
  });
});

// The pickup order of the checkout test is a real order for the admin's list; a second, by the
// API, makes sure a pickup's evening slot is refused by the server as well.
describe('issue 17: the server derives pickup slots from the pickup hours', () => {
  it('refuses a pickup at 19:00–22:00 and accepts 16:00–19:00', async () => {
    const email = `polish.api.${run}@example.ru`;
    expect((await api('POST', '/api/auth/register', { body: { email, username: `polish_api_${run}`, password: 'Monstera2026' } })).status).toBeLessThan(300);
    const { token } = await logInThroughApi(email, 'Monstera2026');
    const orderId = await createOrder(token, { products: [7] });
    const delivery_date = addDays(moscowDateTime(new Date()).date, 1);
    const contact = {
      orderId,
      deliveryType: 'pickup',
      address: 'Самовывоз',
      name: 'Петрова Анна',
      phone: '8 916 123 45 67',
      city: 'Москва',
      consent: true,
      delivery_date,
    };
    const evening = await api<{ error: string }>('POST', '/api/delivery/update-contact', { token, body: { ...contact, delivery_slot: '19-22' } });
    expect(evening).toEqual({ status: 400, data: { error: 'Это время доставки недоступно, выберите другое' } });
    await sendContact(token, orderId, { name: 'Петрова Анна', phone: '8 916 123 45 67' }, undefined, { delivery_date, delivery_slot: '16-19' });
    const [order] = (await api<CustomerOrderDto[]>('GET', '/api/orders/user', { token })).data;
    expect([order.delivery_slot, order.delivery_phone]).toEqual(['16-19', '+79161234567']);
  });
});
