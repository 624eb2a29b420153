import type { AdminPaidOrderDto, CustomerOrderDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { api, logInThroughApi as logIn, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, payOrder, sendContact } from './support/orders';
import { customerRub, quietContext, rub, textOf, withSession } from './support/storefront';

// Issue 28, items 2 and 4: the admin returns part of a paid order (chosen lines, or an amount), the
// order stays paid with «Частичный возврат X ₽» for the admin and the customer, and the receipt
// opens as a page to print.

const run = Date.now().toString(36);
const customer = { email: `partial.${run}@example.ru`, username: `partial_${run}`, password: 'Monstera2026' };
const CONTACT = { name: 'Анна Петрова', phone: '+79161234567' };
const ADDRESS = 'ул. Остоженка, 12';
const DELIVERY_PRICE = 800;

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

describe('partial refunds in the back office', () => {
  const chromium = browserPerFile();
  let admin: Awaited<ReturnType<typeof logIn>>;
  let orderId: number;
  let paid: AdminPaidOrderDto;

  const paidEntry = async () =>
    (await api<AdminPaidOrderDto[]>('GET', '/api/admin/orders/paid', { token: admin.token })).data.find((o) => o.order_id === orderId) as AdminPaidOrderDto;

  beforeAll(async () => {
    const login = await registerAndLogIn(customer);
    admin = await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    orderId = await createOrder(login.token, { products: [3, 6], courierAddress: ADDRESS });
    await sendContact(login.token, orderId, CONTACT, ADDRESS);
    await approveOrder(admin.token, orderId, DELIVERY_PRICE);
    await payOrder(login.token, orderId);
    paid = await paidEntry();
  });

  async function adminPaidCard(viewport: typeof DESKTOP) {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, async (context) => {
      await quietContext(context);
      await withSession(context, admin);
    });
    await page.goto(shopUrl('/admin/orders/paid'));
    const card = page.getByTestId(`paid-order-${orderId}`);
    await card.waitFor();
    return { page, card };
  }

  it('returns one chosen line at 1280×800: the order stays paid with «Частичный возврат»', async () => {
    const { page, card } = await adminPaidCard(DESKTOP);
    await card.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.waitFor();
    expect(await textOf(dialog.getByRole('status'))).toBe(`Вернётся: ${rub(paid.total_payable)}`);
    await dialog.getByRole('combobox', { name: 'Что вернуть' }).selectOption('lines');
    const [first] = paid.refundable_lines;
    await dialog.getByRole('spinbutton', { name: new RegExp(`^${first.title} — осталось 1 шт\\.`) }).fill('1');
    expect(await textOf(dialog.getByRole('status'))).toBe(`Вернётся: ${rub(first.item_price)}`);
    await dialog.getByLabel('Причина возврата').fill('Растение повредили при доставке');
    await noOverflow(page);
    await screenshot(page, 'partial-refund-lines-desktop');
    await dialog.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();
    await page.getByText(`По заказу №${orderId} возвращено ${rub(first.item_price)}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(`Частичный возврат ${customerRub(first.item_price)}`).waitFor();
    expect(await textOf(card.locator('.adm-status'))).toBe('Оплачен');
    expect(await card.getByRole('button', { name: 'Вернуть деньги', exact: true }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'partial-refund-card-desktop');

    // The printable receipt: amount, the method and card, RRN, auth code, time in МСК, fiscal document and shift.
    await page.goto(shopUrl(`/admin/receipt/${encodeURIComponent(paid.payment_id)}`));
    const receipt = page.getByTestId('receipt-print');
    await receipt.getByText('Номер смены').waitFor();
    const text = await textOf(receipt);
    expect(text).toMatch(/Способ оплаты\s*Банковская карта/);
    for (const label of ['Сумма', 'Карта', 'RRN', 'Код авторизации', 'Дата и время', 'Номер фискального документа']) expect(text).toContain(label);
    expect(text).toContain(rub(paid.total_payable));
    expect(text).toMatch(/МСК/);
    await screenshot(page, 'receipt-print-desktop');
  });

  it('returns an amount at 390×844, and the customer’s history shows each refund and the note', async () => {
    const before = await paidEntry();
    const { page, card } = await adminPaidCard(PHONE);
    await card.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.getByRole('combobox', { name: 'Что вернуть' }).selectOption('amount');
    await dialog.getByRole('textbox', { name: /Сумма, ₽/ }).fill('100,50');
    await dialog.getByLabel('Причина возврата').fill('Скидка за ожидание');
    expect(await textOf(dialog.getByRole('status'))).toBe(`Вернётся: ${rub(100.5)}`);
    await noOverflow(page);
    await screenshot(page, 'partial-refund-amount-phone');
    await dialog.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const returned = before.total_payable - before.refundable_amount + 100.5;
    await card.getByText(`Частичный возврат ${customerRub(returned)}`).waitFor();
    await screenshot(page, 'partial-refund-card-phone');

    const login = await logIn(customer.username, customer.password);
    const history = await chromium.open({ viewport: PHONE }, async (context) => {
      await quietContext(context);
      await withSession(context, login);
    });
    await history.goto(shopUrl('/orders/history'));
    const order = history.getByTestId('order-card').filter({ has: history.getByRole('heading', { name: `Заказ № ${orderId}`, exact: true }) });
    await order.getByTestId('order-refund-note').waitFor();
    expect(await textOf(order.getByTestId('order-refund-note'))).toBe(`Частичный возврат ${customerRub(returned)}`);
    expect(await order.getByTestId('order-refund').count()).toBe(2);
    const dto = (await api<CustomerOrderDto[]>('GET', '/api/orders/user', { token: login.token })).data.find((o) => o.order_id === orderId);
    expect(dto?.status).toBe('paid');
    await order.scrollIntoViewIfNeeded();
    await noOverflow(history);
    await screenshot(history, 'partial-refund-history-phone');
  });
});
