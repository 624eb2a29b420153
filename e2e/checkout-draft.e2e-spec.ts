import { addDays, moscowDateTime } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { api, registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { chooseDate, chooseSlot, chosenDate, chosenSlot, slotOption } from './support/delivery-calendar';
import { eventually, quietContext, viewportScreenshot } from './support/storefront';

// Issue 24, item 2: the checkout dialog is part of the browser's history, its form is kept in
// session storage until the order is placed, and a session that ran out sends the customer to
// sign in with a word of why, and back to the filled form.

const run = Date.now().toString(36);
const WIDTHS: [string, { width: number; height: number }][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

/** What the customer types, field by field (the dialog's labels). */
const TYPED = {
  ФИО: 'Петрова Анна',
  Телефон: '+79161234567',
  'Email (необязательно)': `anna.${run}@example.ru`,
  'Адрес доставки': 'ул. Остоженка, д. 12, кв. 4',
  'Имя получателя': 'Вера Соколова',
  'Телефон получателя': '+79160000003',
} as const;
const CARD_TEXT = 'С днём рождения!\nТвоя Аня';
/** The day after tomorrow in Moscow, always bookable, and its evening slot. */
const DATE = addDays(moscowDateTime(new Date()).date, 2);
const SLOT = '19-22';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Оформление заказа' });
const textbox = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });
const cardText = (dialog: Locator) => dialog.getByRole('textbox', { name: /Текст открытки/ });
const consent = (dialog: Locator) => dialog.getByRole('checkbox', { name: /обработку персональных данных/ });
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** A new customer with a plant and a bouquet in the cart, signed in through the login form (a real refresh cookie). */
async function customerWithCart(page: Page, name: string): Promise<{ username: string; password: string }> {
  const customer = { email: `${name}.${run}@example.ru`, username: `${name}_${run}`, password: 'Monstera2026' };
  const { token } = await registerAndLogIn(customer);
  expect((await api('POST', '/api/cart/add', { token, body: { product_id: 6, quantity: 1 } })).status).toBeLessThan(300);
  expect((await api('POST', '/api/cart/add-bouquet', { token, body: { items: [{ product_id: 301, quantity: 5 }] } })).status).toBeLessThan(300);
  await page.goto(shopUrl('/login?redirect=%2Fcart'));
  await signIn(page, customer);
  await page.getByRole('button', { name: 'Оформить заказ' }).waitFor();
  return customer;
}

async function signIn(page: Page, customer: { username: string; password: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Логин или email', exact: true }).fill(customer.username);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

async function fillForm(dialog: Locator): Promise<void> {
  await textbox(dialog, 'ФИО').fill(TYPED.ФИО);
  await textbox(dialog, 'Телефон').fill(TYPED.Телефон);
  await textbox(dialog, 'Email (необязательно)').fill(TYPED['Email (необязательно)']);
  await dialog.getByRole('radio', { name: /Курьером/ }).check();
  await textbox(dialog, 'Адрес доставки').fill(TYPED['Адрес доставки']);
  await chooseDate(dialog, DATE);
  await chooseSlot(dialog, SLOT);
  await dialog.getByRole('checkbox', { name: 'Получатель — другой человек' }).check();
  await textbox(dialog, 'Имя получателя').fill(TYPED['Имя получателя']);
  await textbox(dialog, 'Телефон получателя').fill(TYPED['Телефон получателя']);
  await cardText(dialog).fill(CARD_TEXT);
  await consent(dialog).check();
}

/** Every field as the customer left it. */
async function expectFilled(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  for (const [name, value] of Object.entries(TYPED)) expect({ name, value: await textbox(dialog, name).inputValue() }).toEqual({ name, value });
  expect(await textbox(dialog, 'Город').inputValue()).toBe('Москва');
  expect(await dialog.getByRole('radio', { name: /Курьером/ }).isChecked()).toBe(true);
  await slotOption(dialog, SLOT).waitFor();
  expect(await chosenDate(dialog)).toBe(DATE);
  expect(await chosenSlot(dialog)).toBe(SLOT);
  expect(await cardText(dialog).inputValue()).toBe(CARD_TEXT);
  expect(await consent(dialog).isChecked()).toBe(true);
}

describe('the checkout draft: history, reload, and a session that ran out', () => {
  const chromium = browserPerFile();

  it.each(WIDTHS)('Back closes the dialog and stays on the cart, Forward and a reload bring the filled form back (%s)', async (name, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await customerWithCart(page, `draft${name}`);
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(path(page)).toBe('/cart?checkout');
    await fillForm(dialog);
    await viewportScreenshot(page, `checkout-draft-filled-${name}`);

    // The browser's Back (Android's back button is the same history step).
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(path(page)).toBe('/cart');
    await page.getByTestId('cart-pieces').waitFor();

    await page.goForward();
    await expectFilled(dialog);
    expect(path(page)).toBe('/cart?checkout');

    await page.reload();
    await expectFilled(dialog);

    // Closing by the dialog's own button is one step back too: no stray entry left behind.
    await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(path(page)).toBe('/cart');
    await page.goForward();
    await expectFilled(dialog);
    await viewportScreenshot(page, `checkout-draft-restored-${name}`);
  });

  it('Back and Forward pressed at once leave the dialog open, filled as it was', async () => {
    const page = await chromium.open({ viewport: PHONE, locale: 'ru-RU' }, quietContext);
    await customerWithCart(page, 'draftquick');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const dialog = dialogOf(page);
    await fillForm(dialog);

    // Forward goes the moment Back has shut the dialog, before the browser has told the page it
    // closed. Which comes first varies from run to run, so a few rounds.
    for (let round = 0; round < 3; round++) {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const element = document.querySelector<HTMLDialogElement>('dialog[open]');
            if (!element) throw new Error('the checkout dialog is not open');
            new MutationObserver((_, observer) => {
              if (element.open) return;
              observer.disconnect();
              history.forward();
              resolve();
            }).observe(element, { attributes: true, attributeFilter: ['open'] });
            history.back();
          }),
      );
      await page.waitForURL((url) => url.search === '?checkout');
      // Long enough for a late close to have taken the page back to the cart (it did within 0.1 s).
      await page.waitForTimeout(500);
      expect({ round, path: path(page) }).toEqual({ round, path: '/cart?checkout' });
    }
    await expectFilled(dialog);
  });

  it.each(WIDTHS)(
    'a session that ran out: «Сессия истекла — войдите снова», then back to the filled form; placing the order forgets it (%s)',
    async (name, viewport) => {
      const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
      const customer = await customerWithCart(page, `expired${name}`);
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      const dialog = dialogOf(page);
      await fillForm(dialog);

      // The access token is past its 15 minutes (the server refuses it, as it does an expired one)
      // and the refresh cookie is gone too (its 30 days are over): the renewal is refused for real.
      await page.route('**/api/payment/create', (route) => route.fulfill({ status: 401, json: { error: 'Требуется авторизация' } }), { times: 1 });
      await page.context().clearCookies({ name: 'shop_refresh' });
      await dialog.getByRole('button', { name: 'Отправить заказ' }).click();

      await page.waitForURL((url) => url.pathname === '/login');
      const query = new URL(page.url()).searchParams;
      expect(query.get('redirect')).toBe('/cart?checkout');
      const notice = page.getByRole('alert').filter({ hasText: 'Сессия истекла — войдите снова' });
      await notice.waitFor();
      expect((await notice.innerText()).trim()).toMatch(/Сессия истекла — войдите снова$/);
      // The new page scrolls (smoothly) to its top, where the notice is.
      await eventually(
        () => page.evaluate(() => window.scrollY),
        (y) => y === 0,
      );
      await viewportScreenshot(page, `checkout-draft-session-expired-${name}`);

      await signIn(page, customer);
      await page.waitForURL((url) => url.pathname === '/cart' && url.searchParams.has('checkout'));
      await expectFilled(dialog);

      await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
      await page.waitForURL((url) => url.pathname === '/orders/history');
      expect(await page.evaluate(() => window.sessionStorage.getItem('checkoutDraft'))).toBeNull();
      // Back from the history is the cart (now empty), never the dialog of the placed order.
      await page.goBack();
      await page.getByTestId('cart-empty').waitFor();
      expect(path(page)).toBe('/cart');
      expect(await dialog.count()).toBe(0);
    },
  );

  it("never restores one customer's draft for another in the same tab", async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
    await customerWithCart(page, 'draftfirst');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await fillForm(dialogOf(page));
    await page.goBack();
    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await customerWithCart(page, 'draftsecond');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await textbox(dialog, 'Адрес доставки').count()).toBe(0);
    expect(await cardText(dialog).inputValue()).toBe('');
    expect(await textbox(dialog, 'ФИО').inputValue()).not.toBe(TYPED.ФИО);
  });
});
