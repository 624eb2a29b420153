import { formatMoscowDateTime, type CustomerOrderDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { api, logInThroughApi as logIn, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, payOrder, sendContact } from './support/orders';
import { customerRub as rub, plainSpaces, quietContext, textOf, withSession } from './support/storefront';

// Issue 24, item 10: the history says what the card was charged (goods and delivery) and when,
// and after a refund what came back, when and why.

const run = Date.now().toString(36);
const customer = { email: `money.${run}@example.ru`, username: `money_${run}`, password: 'Monstera2026' };
const CONTACT = { name: 'Анна Петрова', phone: '+79161234567' };
const ADDRESS = 'ул. Остоженка, 12';
const DELIVERY_PRICE = 800;
const REASON = 'Растение повредили при доставке';

const card = (page: Page, orderId: number) =>
  page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Заказ № ${orderId}`, exact: true }) });

describe('the order history tells what was paid and what came back', () => {
  const chromium = browserPerFile();
  let token: string;
  let paid: CustomerOrderDto;
  let refunded: CustomerOrderDto;

  beforeAll(async () => {
    const login = await registerAndLogIn(customer);
    token = login.token;
    const admin = (await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token;
    const ids: number[] = [];
    for (const products of [[3, 6], [2]]) {
      const id = await createOrder(token, { products, courierAddress: ADDRESS });
      await sendContact(token, id, CONTACT, ADDRESS);
      await approveOrder(admin, id, DELIVERY_PRICE);
      await payOrder(token, id);
      ids.push(id);
    }
    const refund = await api('POST', `/api/admin/orders/${ids[1]}/refund`, { token: admin, body: { reason: REASON } });
    expect(refund.status).toBe(200);
    const history = (await api<CustomerOrderDto[]>('GET', '/api/orders/user', { token })).data;
    [paid, refunded] = ids.map((id) => history.find((order) => order.order_id === id) as CustomerOrderDto);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('«Оплачено X ₽» with its Moscow time, and «Возвращено Y ₽» with its time and reason (%s)', async (name, viewport) => {
    const login = await logIn(customer.username, customer.password);
    const page = await chromium.open({ viewport }, async (context) => {
      await quietContext(context);
      await withSession(context, login);
    });
    await page.goto(shopUrl('/orders/history'));
    await card(page, paid.order_id).waitFor();

    // The card charged goods and delivery: more than the goods' sum the card also shows.
    const charged = paid.paid_amount as number;
    expect(charged).toBe(paid.total_amount + DELIVERY_PRICE);
    const paidLine = card(page, paid.order_id).getByTestId('order-paid');
    expect(await textOf(paidLine.locator('.shop-order__money-sum'))).toBe(`Оплачено ${rub(charged)} · Банковская карта`);
    expect(await textOf(paidLine.locator('.shop-order__money-at'))).toBe(plainSpaces(formatMoscowDateTime(paid.paid_at as string)));
    expect(await textOf(paidLine)).toMatch(/МСК$/);
    expect(await card(page, paid.order_id).getByTestId('order-refund').count()).toBe(0);

    const refundedCard = card(page, refunded.order_id);
    expect(await textOf(refundedCard.getByTestId('order-status'))).toBe('Возвращён');
    expect(await textOf(refundedCard.getByTestId('order-paid').locator('.shop-order__money-sum'))).toBe(
      `Оплачено ${rub(refunded.paid_amount as number)} · Банковская карта`,
    );
    const refundLine = refundedCard.getByTestId('order-refund');
    expect(await textOf(refundLine.locator('.shop-order__money-sum'))).toBe(`Возвращено ${rub(refunded.paid_amount as number)}`);
    expect(await textOf(refundLine.locator('.shop-order__money-at'))).toBe(plainSpaces(formatMoscowDateTime(refunded.refunds[0].created_at)));
    expect(await textOf(refundLine.locator('.shop-order__money-reason'))).toBe(`Причина: ${REASON}`);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await refundedCard.scrollIntoViewIfNeeded();
    await screenshot(page, `order-money-lines-${name}`);
  });
});
