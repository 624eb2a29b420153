import { paymentDeadlineText, type LoginResponseDto, type PaymentLookupDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { DESKTOP, shopUrl } from './support/browser';
import { api, logInThroughApi as logIn, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, sendContact } from './support/orders';
import { screenshotBoth, signedInContext, textOf as text } from './support/storefront';
import { seriousViolations } from './support/axe';

const TERRARIUM_ID = 2;
const ADDRESS = 'ул. Остоженка, 12';
const run = Date.now().toString(36);
const customer = { email: `methods.${run}@example.ru`, username: `methods_${run}`, password: 'Monstera2026' };

async function approvedOrder(customerToken: string, adminToken: string): Promise<number> {
  const orderId = await createOrder(customerToken, { products: [TERRARIUM_ID], courierAddress: ADDRESS });
  await sendContact(customerToken, orderId, { name: 'Вера Соколова', phone: '+79160000003' }, ADDRESS);
  await approveOrder(adminToken, orderId, 450.5);
  return orderId;
}

/** What the page must say: the deadline the server gives, on the Moscow clock. */
async function expectedDeadline(token: string, orderId: number): Promise<string> {
  const lookup = await api<PaymentLookupDto>('GET', `/api/payment/order/${orderId}`, { token });
  expect(lookup.status).toBe(200);
  return paymentDeadlineText(new Date(lookup.data.order.payment_deadline as string));
}

const noSidewaysScroll = (page: Page) => async () =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

describe('the payment method and the deadline (sandbox)', () => {
  const chromium = browserPerFile();
  let buyer: LoginResponseDto;
  let admin: LoginResponseDto;
  let page: Page;
  const orders = { sbp: 0, waiting: 0 };

  beforeAll(async () => {
    buyer = await registerAndLogIn(customer);
    admin = await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    orders.sbp = await approvedOrder(buyer.token, admin.token);
    orders.waiting = await approvedOrder(buyer.token, admin.token);
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(buyer));
  });

  it('offers «Способ оплаты» with the card chosen, and says until when to pay', async () => {
    await page.goto(shopUrl(`/payment/order/${orders.sbp}`));
    const methods = page.getByRole('group', { name: 'Способ оплаты' });
    await methods.waitFor();
    const radios = methods.getByRole('radio');
    expect(await radios.count()).toBe(4);
    for (const name of ['Банковская карта', 'СБП', 'SberPay', 'T-Pay'])
      expect(await methods.getByRole('radio', { name: new RegExp(`^${name}`) }).count()).toBe(1);
    expect(await methods.getByRole('radio', { name: /^Банковская карта/ }).isChecked()).toBe(true);
    const deadline = await expectedDeadline(buyer.token, orders.sbp);
    expect(deadline).toMatch(/^Оплатите до \d{1,2} [а-я]+, \d{2}:\d{2} МСК$/);
    expect(await text(page.getByTestId('payment-deadline'))).toBe(deadline);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'payment-methods', noSidewaysScroll(page));
  });

  it('pays by SBP: the choice goes to the provider, its page asks for the bank app, the order is paid', async () => {
    await page.getByRole('radio', { name: /^СБП/ }).check();
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    await page.getByText('Способ оплаты: СБП').waitFor();
    expect(await page.getByLabel('Номер карты').count()).toBe(0);
    await screenshotBoth(page, 'payment-methods-sandbox-sbp', noSidewaysScroll(page));
    await page.getByRole('button', { name: 'Оплатить через СБП' }).click();
    await page.waitForURL((url) => url.pathname === '/thanks' && url.searchParams.get('order') === String(orders.sbp));
    await page.getByRole('heading', { level: 1, name: 'Оплата принята' }).waitFor();
    const mine = await api<{ order_id: number; status: string }[]>('GET', '/api/orders/user', { token: buyer.token });
    expect(mine.data.find((order) => order.order_id === orders.sbp)?.status).toBe('paid');
  });

  it('shows the deadline of the order still to pay in the history, and none on the paid one', async () => {
    await page.goto(shopUrl('/orders/history'));
    const card = (orderId: number) => page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Заказ № ${orderId}` }) });
    await card(orders.waiting).waitFor();
    expect(await text(card(orders.waiting).getByTestId('order-deadline'))).toBe(await expectedDeadline(buyer.token, orders.waiting));
    expect(await card(orders.sbp).getByTestId('order-deadline').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'payment-methods-history', noSidewaysScroll(page));
  });
});
