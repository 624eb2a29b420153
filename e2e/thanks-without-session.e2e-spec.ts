import type { LoginResponseDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { api, logInThroughApi as logIn, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, sendContact } from './support/orders';
import { quietContext, textOf, withSession } from './support/storefront';

// Issue 24, items 8 and 9: back from the payment provider, the thanks page tells the outcome to a
// browser without a session (only the order's number and the outcome), and a declined or
// canceled payment at once.

const CARD_DECLINED = '5555 5555 5555 4592';
const run = Date.now().toString(36);
const customer = { email: `thanks.${run}@example.ru`, username: `thanks_${run}`, password: 'Monstera2026' };
const CONTACT = { name: 'Вера Соколова', phone: '+79160000003' };
const ADDRESS = 'ул. Остоженка, 12';
/** Well under the 5 s the page spends asking about a payment that is still settling. */
const AT_ONCE_MS = 2500;

const WIDTHS: [string, { width: number; height: number }][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('the thanks page without a session, and a failed payment at once', () => {
  const chromium = browserPerFile();
  let buyer: LoginResponseDto;
  let admin: LoginResponseDto;

  beforeAll(async () => {
    buyer = await registerAndLogIn(customer);
    admin = await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  });

  /** A confirmed courier order and its payment started by the customer: the provider's page to pay on. */
  async function paymentPage(): Promise<{ orderId: number; confirmationUrl: string }> {
    const orderId = await createOrder(buyer.token, { products: [2], courierAddress: ADDRESS });
    await sendContact(buyer.token, orderId, CONTACT, ADDRESS, { email: `vera.${run}@example.ru` });
    await approveOrder(admin.token, orderId, 450.5);
    const started = await api<{ confirmation_url: string }>('POST', '/api/payment/start-payment', { token: buyer.token, body: { orderId } });
    expect(started.status).toBe(200);
    return { orderId, confirmationUrl: started.data.confirmation_url };
  }

  /** A browser that never signed in here (another device, or cookies cleared at the bank). */
  const stranger = (viewport: { width: number; height: number }) => chromium.open({ viewport, locale: 'ru-RU' }, quietContext);

  it.each(WIDTHS)('«Оплата принята, заказ №N» to a browser without a session, and nothing personal (%s)', async (name, viewport) => {
    const { orderId, confirmationUrl } = await paymentPage();
    const page = await stranger(viewport);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(confirmationUrl);
    await page.getByRole('button', { name: /^Оплатить / }).click();
    await page.waitForURL((url) => url.pathname === '/thanks' && url.searchParams.get('order') === String(orderId) && url.searchParams.has('check'));
    await heading(page, 'Оплата принята').waitFor();
    expect(await textOf(page.getByTestId('thanks-paid'))).toBe(`Заказ №${orderId} оплачен. Спасибо за заказ! Мы свяжемся с вами в ближайшее время.`);
    expect(new URL(page.url()).pathname).toBe('/thanks');

    const shown = await page.locator('main').innerText();
    for (const personal of [CONTACT.name, CONTACT.phone, ADDRESS, customer.email, `vera.${run}@example.ru`, 'Остоженка'])
      expect({ personal, shown: shown.includes(personal) }).toEqual({ personal, shown: false });
    expect(asked.filter((path) => path.startsWith('/api/payment/order'))).toEqual([]);
    await screenshot(page, `thanks-without-session-paid-${name}`);
  });

  it.each(WIDTHS)('a declined card: «Оплата не завершена» at once, without a session (%s)', async (name, viewport) => {
    const { orderId, confirmationUrl } = await paymentPage();
    const page = await stranger(viewport);
    await page.goto(confirmationUrl);
    await page.getByLabel('Номер карты').fill(CARD_DECLINED);
    await page.getByRole('button', { name: /^Оплатить / }).click();
    await page.getByRole('link', { name: 'Вернуться в магазин' }).click();
    await page.waitForURL((url) => url.pathname === '/thanks');
    await heading(page, 'Оплата не завершена').waitFor({ timeout: AT_ONCE_MS });
    expect(await textOf(page.locator('.shop-thanks__order'))).toBe(`Заказ №${orderId}`);
    expect(await textOf(page.getByTestId('thanks-not-paid'))).toBe('Платёж отменён или банк его отклонил, деньги не списаны. Попробуйте оплатить ещё раз.');
    expect(await page.getByRole('button', { name: 'Проверить ещё раз' }).count()).toBe(0);
    expect(await page.getByText('Оплата принята').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Вернуться к оплате' }).getAttribute('href')).toBe(`/payment/order/${orderId}`);
    await screenshot(page, `thanks-without-session-declined-${name}`);
  });

  it('a payment canceled on the provider’s page: «Оплата не завершена» at once for the signed-in customer too', async () => {
    const { orderId, confirmationUrl } = await paymentPage();
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, async (context) => {
      await quietContext(context);
      await withSession(context, buyer);
    });
    await page.goto(confirmationUrl);
    await page.getByRole('button', { name: 'Отменить', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/thanks' && url.searchParams.get('order') === String(orderId));
    await heading(page, 'Оплата не завершена').waitFor({ timeout: AT_ONCE_MS });
    await page.getByRole('link', { name: 'Вернуться к оплате' }).click();
    await page.waitForURL((url) => url.pathname === `/payment/order/${orderId}`);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).waitFor();
  });

  it('a return address the shop did not give out tells nothing', async () => {
    const { orderId } = await paymentPage();
    const page = await stranger(DESKTOP);
    await page.goto(shopUrl(`/thanks?order=${orderId}&check=made-up`));
    await heading(page, 'Статус оплаты').waitFor({ timeout: AT_ONCE_MS });
    await page.getByTestId('thanks-unknown').waitFor();
    expect(await textOf(page.getByTestId('thanks-unknown'))).toBe('Ошибка загрузки информации о заказе');
    expect(await page.getByText(`Заказ №${orderId}`).count()).toBe(0);
  });
});
