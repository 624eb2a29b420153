import type { LoginResponseDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { api, logInThroughApi, registerAndLogIn, SEEDED_ADMIN } from './support/api';
import { DESKTOP, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, payOrder, sendContact, tomorrowsFirstSlot } from './support/orders';
import { inviteFlorist } from './support/staff';
import { screenshotBoth, signedInContext } from './support/storefront';

// A florist invited by the owner through «Сотрудники»: the mail's link sets the password, and the
// florist's back office is the order lists, the board, stages and photos — no refunds, deletions,
// prices, products, calendar, flowers or staff. The florist is taken off the staff at the end.

const run = Date.now().toString(36);
const FLORIST = { email: `florist-${run}@example.ru`, password: 'Флорист-пароль-1' };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Разделы администратора' });
const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const noOverflow = (page: Page) => async () => expect(await widthOverflow(page)).toBeLessThanOrEqual(0);

describe('a florist on the staff', () => {
  const chromium = browserPerFile();
  let owner: LoginResponseDto;
  let florist: LoginResponseDto;
  let paidOrderId: number;
  let page: Page;

  beforeAll(async () => {
    owner = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    florist = await inviteFlorist(owner, FLORIST);

    const buyer = await registerAndLogIn({ email: `buyer-${run}@example.ru`, username: `buyer-${run}`, password: 'Зелень-2025' });
    paidOrderId = await createOrder(buyer.token, { products: [2] });
    await sendContact(buyer.token, paidOrderId, { name: 'Анна Смирнова', phone: '+7 916 123-45-67' }, undefined, tomorrowsFirstSlot());
    await approveOrder(owner.token, paidOrderId, 0);
    await payOrder(buyer.token, paidOrderId);
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(florist));
  });

  afterAll(async () => {
    if (florist) await api('DELETE', `/api/admin/staff/${florist.id}`, { token: owner.token });
  });

  it('sees the order lists and the deliveries board, with no deletion, prices, products, calendar, flowers or staff', async () => {
    await page.goto(shopUrl('/admin/orders'));
    await page.getByRole('heading', { name: 'Заказы', exact: true }).waitFor();
    const tabs = await nav(page).getByRole('link').allTextContents();
    expect(tabs).toEqual(['Ожидают подтверждения', 'Все заказы', 'Оплаченные', 'Доставки']);
    await page
      .getByRole('article', { name: `Заказ №${paidOrderId}` })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Удалить выбранные' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Удалить «/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Подтвердить' }).count()).toBe(0);
    await screenshotBoth(page, 'staff-florist-orders', noOverflow(page));
  });

  it('sees a paid order’s history but neither its refund nor its receipt', async () => {
    await page.goto(shopUrl('/admin/orders/paid'));
    const card = page.getByRole('article', { name: `Заказ №${paidOrderId}` });
    await card.waitFor();
    expect(await card.getByRole('button', { name: /Вернуть деньги|Показать чек|Скачать чек/ }).count()).toBe(0);
    await card.getByRole('button', { name: 'История действий' }).click();
    await card.getByText(`Подтверждён`, { exact: false }).first().waitFor();
    expect(await card.locator('.adm-timeline li').first().textContent()).toContain(SEEDED_ADMIN.email);
    await card.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'staff-florist-paid', noOverflow(page));
  });

  it('opens the deliveries board; the owner’s pages by address lead back to the orders', async () => {
    await page.goto(shopUrl(`/admin/deliveries?date=${tomorrowsFirstSlot().delivery_date}`));
    await page
      .getByRole('heading', { name: /Доставки/ })
      .first()
      .waitFor();
    await screenshotBoth(page, 'staff-florist-deliveries', noOverflow(page));
    for (const owners of ['/admin/products', '/admin/calendar', '/admin/flowers', '/admin/staff']) {
      await page.goto(shopUrl(owners));
      await page.waitForURL((url) => url.pathname === '/admin/orders');
    }
  });

  it('the owner’s «Сотрудники» lists the florist as accepted', async () => {
    const ownerPage = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(owner));
    await ownerPage.goto(shopUrl('/admin/staff'));
    const row = ownerPage.getByRole('article', { name: FLORIST.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Флорист');
    expect(await row.textContent()).not.toContain('приглашение не принято');
    await screenshotBoth(ownerPage, 'staff-owner-staff', noOverflow(ownerPage));
  });
});
