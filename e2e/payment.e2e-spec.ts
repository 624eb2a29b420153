import { SHOP_INFO, type LoginResponseDto, type PaymentLookupDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { api, logInThroughApi as logIn, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, sendContact } from './support/orders';
import { definitions, plainSpaces, quietContext, rub as roubles2, screenshotBoth, textOf as text, withSession, signedInContext } from './support/storefront';
import { seriousViolations } from './support/axe';

// The sandbox provider's test cards (adapters/src/payments/sandbox.gateway.ts).
const CARD_DECLINED = '5555 5555 5555 4592';
const DECLINED_MESSAGE = 'Банк отклонил оплату: недостаточно средств на карте. Попробуйте другую карту.';

const DELIVERY_PRICE = 450.5;
const TERRARIUM = { id: 2, price: 4500 };
const PLANT = { id: 6, price: 700 };
// Constructor flowers (spec §3): 301 rose 250, 309 alstroemeria 190.
const ROSE = { id: 301, price: 250 };
const ALSTROEMERIA = { id: 309, price: 190 };

const run = Date.now().toString(36);
const customer = { email: `payer.${run}@example.ru`, username: `payer_${run}`, password: 'Monstera2026' };
const RECIPIENT = { name: 'Вера Соколова', phone: '+79160000003' };
const ADDRESS = 'ул. Остоженка, 12';

/** A courier order of one terrarium, with the checkout's contact and delivery call, approved by the admin at 450,50 ₽. */
async function approvedCourierOrder(customerToken: string, adminToken: string): Promise<number> {
  const orderId = await createOrder(customerToken, { products: [TERRARIUM.id], courierAddress: ADDRESS });
  await sendContact(customerToken, orderId, RECIPIENT, ADDRESS);
  await approveOrder(adminToken, orderId, DELIVERY_PRICE);
  return orderId;
}

/** A self-pickup order of a collected bouquet (3 roses, 2 alstroemerias) and a plant, approved without a delivery price. */
async function approvedPickupBouquetOrder(customerToken: string, adminToken: string): Promise<number> {
  const bouquet = [
    { product_id: ROSE.id, quantity: 3 },
    { product_id: ALSTROEMERIA.id, quantity: 2 },
  ];
  const orderId = await createOrder(customerToken, { products: [PLANT.id], bouquet });
  await sendContact(customerToken, orderId, RECIPIENT);
  await approveOrder(adminToken, orderId, 0);
  return orderId;
}

/** Full-page shots at 1280x800 and 390x844, none wider than the screen. */
const screenshots = (page: Page, name: string) =>
  screenshotBoth(page, `payment-${name}`, async () => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

const payButton = (page: Page) => page.getByRole('button', { name: 'Оплатить', exact: true });
const sandboxPayButton = (page: Page) => page.getByRole('button', { name: /^Оплатить / });

async function customerOrderStatus(token: string, orderId: number): Promise<string | undefined> {
  const mine = await api<{ order_id: number; status: string }[]>('GET', '/api/orders/user', { token });
  expect(mine.status).toBe(200);
  return mine.data.find((order) => order.order_id === orderId)?.status;
}

describe('online payment in sandbox mode: payment page → provider page → thanks page', () => {
  const chromium = browserPerFile();
  let buyer: LoginResponseDto;
  let admin: LoginResponseDto;
  let page: Page;
  const orders = { paid: 0, declined: 0, pickup: 0 };

  beforeAll(async () => {
    buyer = await registerAndLogIn(customer);
    admin = await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    expect(admin.role).toBe('admin');
    orders.paid = await approvedCourierOrder(buyer.token, admin.token);
    orders.declined = await approvedCourierOrder(buyer.token, admin.token);
    orders.pickup = await approvedPickupBouquetOrder(buyer.token, admin.token);
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(buyer));
  });

  it('sends a signed-out visitor to the login, which brings them back', async () => {
    const anonymous = await chromium.open({ viewport: PHONE, locale: 'ru-RU' }, quietContext);
    await anonymous.goto(shopUrl(`/payment/order/${orders.paid}`));
    await anonymous.waitForURL((url) => url.pathname === '/login');
    expect(new URL(anonymous.url()).searchParams.get('redirect')).toBe(`/payment/order/${orders.paid}`);
  });

  it('shows the approved order: details, the line, totals with 2 decimals and the Pay button', async () => {
    const lookup = await api<PaymentLookupDto>('GET', `/api/payment/order/${orders.paid}`, { token: buyer.token });
    expect(lookup.status).toBe(200);
    const { order } = lookup.data;

    await page.goto(shopUrl(`/payment/order/${orders.paid}`));
    await page.getByTestId('payment-details').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Оплата заказа' }).waitFor();
    expect(await text(page.getByTestId('payment-order-number'))).toBe(`Заказ №${orders.paid}`);
    expect(await definitions(page.getByTestId('payment-details'))).toEqual({
      ФИО: 'Вера Соколова',
      Email: customer.email,
      Телефон: '+79160000003',
      'Способ доставки': 'Курьером',
      'Адрес доставки': order.delivery_address_full,
      'Стоимость доставки': roubles2(DELIVERY_PRICE),
      Статус: 'Подтверждён',
    });
    expect(await page.getByTestId('payment-status').getAttribute('class')).toContain('shop-pay-status--yellow');

    const items = page.getByTestId('payment-item');
    expect(await items.count()).toBe(1);
    expect(await text(items.first())).toContain(`1 × ${roubles2(TERRARIUM.price)} = ${roubles2(TERRARIUM.price)}`);
    expect(await items.first().locator('img').getAttribute('src')).toBe(lookup.data.items[0].images[0] ?? '/flower-placeholder.jpg');

    expect(await definitions(page.getByTestId('payment-totals'))).toEqual({
      Товары: roubles2(TERRARIUM.price),
      Доставка: roubles2(DELIVERY_PRICE),
      'Итого к оплате': roubles2(TERRARIUM.price + DELIVERY_PRICE),
    });
    expect(await payButton(page).isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'page');
  });

  it('shows a pickup order with the shop address, no delivery cost, and a collected bouquet as its flowers', async () => {
    await page.goto(shopUrl(`/payment/order/${orders.pickup}`));
    await page.getByTestId('payment-details').waitFor();
    const details = await definitions(page.getByTestId('payment-details'));
    expect(details).toMatchObject({ 'Способ доставки': 'Самовывоз', 'Адрес самовывоза': SHOP_INFO.pickup.address, Статус: 'Подтверждён' });
    expect(details).not.toHaveProperty('Стоимость доставки');
    expect(details).not.toHaveProperty('Адрес доставки');

    const items = page.getByTestId('payment-item');
    expect(await items.count()).toBe(2);
    const bouquet = items.filter({ hasText: 'Собранный букет' });
    const bouquetTotal = 3 * ROSE.price + 2 * ALSTROEMERIA.price;
    expect(await text(bouquet.locator('.shop-pay-line__sum'))).toBe(`1 × ${roubles2(bouquetTotal)} = ${roubles2(bouquetTotal)}`);
    // No photo of its own: only the flowers' pictures.
    const flowers = bouquet.getByTestId('payment-flower');
    expect(await bouquet.locator('img').count()).toBe(await flowers.count());
    expect(await flowers.count()).toBe(2);
    expect(await text(flowers.nth(0))).toMatch(new RegExp(`3 × ${roubles2(ROSE.price)} = ${roubles2(3 * ROSE.price)}$`));
    expect(await text(flowers.nth(1))).toMatch(new RegExp(`2 × ${roubles2(ALSTROEMERIA.price)} = ${roubles2(2 * ALSTROEMERIA.price)}$`));
    const plant = items.filter({ hasNotText: 'Собранный букет' });
    expect(await plant.locator('img').count()).toBe(1);

    expect(await definitions(page.getByTestId('payment-totals'))).toEqual({
      Товары: roubles2(bouquetTotal + PLANT.price),
      'Итого к оплате': roubles2(bouquetTotal + PLANT.price),
    });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'page-pickup-bouquet');
  });

  it('says so when the order cannot be loaded (unknown order)', async () => {
    const other = await page.context().newPage();
    await other.goto(shopUrl('/payment/order/987654321'));
    const failure = other.getByTestId('payment-load-error');
    await failure.waitFor();
    expect(await text(failure)).toContain('Ошибка загрузки информации о заказе');
    expect(await payButton(other).count()).toBe(0);
    await other.close();
  });

  it('pays with the test card: busy button, sandbox page, thanks page, the order paid with a receipt', async () => {
    await page.goto(shopUrl(`/payment/order/${orders.paid}`));
    await payButton(page).waitFor();
    // Hold the start-payment answer to see the busy state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payment/start-payment', async (route) => {
      await held;
      await route.continue();
    });
    await payButton(page).click();
    const busy = page.getByTestId('payment-pay');
    await page.getByRole('button', { name: 'Подготовка оплаты…' }).waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    await page.unroute('**/api/payment/start-payment');

    // The sandbox provider's hosted page.
    await page.getByText('ТЕСТОВЫЙ РЕЖИМ', { exact: false }).waitFor();
    expect(await page.getByLabel('Номер карты').inputValue()).toBe('5555 5555 5555 4477');
    expect(plainSpaces(await sandboxPayButton(page).textContent())).toBe(`Оплатить ${roubles2(TERRARIUM.price + DELIVERY_PRICE)}`);
    await screenshots(page, 'sandbox');
    await sandboxPayButton(page).click();

    await page.waitForURL((url) => url.pathname === '/thanks' && url.searchParams.get('order') === String(orders.paid));
    await page.getByRole('heading', { level: 1, name: 'Оплата принята' }).waitFor();
    expect(await text(page.getByTestId('thanks-paid'))).toBe(`Заказ №${orders.paid} оплачен. Спасибо за заказ! Мы свяжемся с вами в ближайшее время.`);
    expect(await page.getByRole('link', { name: 'История заказов' }).getAttribute('href')).toBe('/orders/history');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'thanks');

    expect(await customerOrderStatus(buyer.token, orders.paid)).toBe('paid');
    const paidList = await api<{ order_id: number; payment_id: string }[]>('GET', '/api/admin/orders/paid', { token: admin.token });
    expect(paidList.status).toBe(200);
    const paid = paidList.data.find((entry) => entry.order_id === orders.paid);
    expect(paid?.payment_id).toEqual(expect.any(String));
    const receipt = await api<{ amount: { value: string }; payment_method: { card: { last4: string } } }>(
      'GET',
      `/api/admin/receipt/${encodeURIComponent(paid?.payment_id ?? '')}`,
      { token: admin.token },
    );
    expect(receipt.status).toBe(200);
    expect(receipt.data.amount.value).toBe('4950.50');
    expect(receipt.data.payment_method.card.last4).toBe('4477');
  });

  it('shows a paid order as paid, without the Pay button', async () => {
    await page.goto(shopUrl(`/payment/order/${orders.paid}`));
    await page.getByTestId('payment-note-paid').waitFor();
    expect(await text(page.getByTestId('payment-status'))).toBe('Оплачен');
    expect(await page.getByTestId('payment-status').getAttribute('class')).toContain('shop-pay-status--green');
    expect(await payButton(page).count()).toBe(0);
    await screenshots(page, 'page-paid');
  });

  it('shows the failure texts of start-payment and enables the button again', async () => {
    await page.goto(shopUrl(`/payment/order/${orders.declined}`));
    await payButton(page).waitFor();
    const error = page.getByTestId('payment-error');
    const answers: [(route: import('playwright-core').Route) => Promise<void>, string][] = [
      [(route) => route.fulfill({ status: 502, json: { error: 'Платёжный сервис отклонил запрос' } }), 'Платёжный сервис отклонил запрос'],
      [(route) => route.fulfill({ status: 503, body: '' }), 'Ошибка запуска оплаты'],
      [(route) => route.fulfill({ status: 200, json: {} }), 'Ошибка запуска оплаты'],
      [(route) => route.abort('connectionrefused'), 'Ошибка подключения к серверу'],
    ];
    for (const [answer, message] of answers) {
      await page.route('**/api/payment/start-payment', answer);
      await payButton(page).click();
      await page.getByTestId('payment-error').getByText(message, { exact: true }).waitFor();
      expect(await payButton(page).isEnabled()).toBe(true);
      await page.unroute('**/api/payment/start-payment');
    }
    expect(await text(error)).toBe('Ошибка подключения к серверу');
  });

  it('a declined card leaves the order payable: no success claimed, and Pay works again', async () => {
    await page.goto(shopUrl(`/payment/order/${orders.declined}`));
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    const firstPayment = new URL(page.url()).pathname;
    await page.getByLabel('Номер карты').fill(CARD_DECLINED);
    await sandboxPayButton(page).click();
    await page.getByText(DECLINED_MESSAGE).waitFor();
    await screenshots(page, 'sandbox-declined');

    // Back to the shop: the thanks page reads the payment's real outcome at once and does not claim success.
    await page.getByRole('link', { name: 'Вернуться в магазин' }).click();
    await page.waitForURL((url) => url.pathname === '/thanks');
    const heading = page.getByRole('heading', { level: 1, name: 'Оплата не завершена' });
    await heading.waitFor({ timeout: 2500 });
    expect(await page.getByText('Оплата принята').count()).toBe(0);
    expect(await text(page.getByTestId('thanks-not-paid'))).toBe('Платёж отменён или банк его отклонил, деньги не списаны. Попробуйте оплатить ещё раз.');
    expect(await page.getByRole('link', { name: 'История заказов' }).getAttribute('href')).toBe('/orders/history');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'thanks-not-paid');
    expect(await customerOrderStatus(buyer.token, orders.declined)).toBe('confirmed');

    // 'Вернуться к оплате': the order is still payable and Pay opens a new payment.
    await page.getByRole('link', { name: 'Вернуться к оплате' }).click();
    await page.waitForURL((url) => url.pathname === `/payment/order/${orders.declined}`);
    expect(await text(page.getByTestId('payment-status'))).toBe('Подтверждён');
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    expect(new URL(page.url()).pathname).not.toBe(firstPayment);

    // Cancelling on the provider's page is not a success either.
    await page.getByRole('button', { name: 'Отменить', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/thanks');
    await page.getByRole('heading', { level: 1, name: 'Оплата не завершена' }).waitFor({ timeout: 15000 });
    expect(await customerOrderStatus(buyer.token, orders.declined)).toBe('confirmed');
  });

  it('a pay page left open while the admin removes a line cannot charge the old amount; Pay again charges the new total', async () => {
    const orderId = await createOrder(buyer.token, { products: [TERRARIUM.id, PLANT.id], courierAddress: ADDRESS });
    await sendContact(buyer.token, orderId, RECIPIENT, ADDRESS);
    await approveOrder(admin.token, orderId, DELIVERY_PRICE);
    const staleTotal = TERRARIUM.price + PLANT.price + DELIVERY_PRICE;
    const newTotal = TERRARIUM.price + DELIVERY_PRICE;

    await page.goto(shopUrl(`/payment/order/${orderId}`));
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    const stalePayment = new URL(page.url()).pathname;
    expect(plainSpaces(await sandboxPayButton(page).textContent())).toBe(`Оплатить ${roubles2(staleTotal)}`);

    // Meanwhile the plant turns out to be sold out: the admin removes its line.
    const removed = await api('DELETE', `/api/admin/products/${PLANT.id}?orderId=${orderId}`, { token: admin.token });
    expect(removed.status).toBe(204);

    // The held payment for the old amount is released, not captured: the order stays unpaid.
    await sandboxPayButton(page).click();
    await page.waitForURL((url) => url.pathname === '/thanks');
    await page.getByRole('heading', { level: 1, name: 'Оплата не завершена' }).waitFor({ timeout: 15000 });
    expect(await customerOrderStatus(buyer.token, orderId)).toBe('confirmed');

    await page.getByRole('link', { name: 'Вернуться к оплате' }).click();
    await page.waitForURL((url) => url.pathname === `/payment/order/${orderId}`);
    await payButton(page).waitFor();
    expect(await page.getByTestId('payment-item').count()).toBe(1);
    expect(await text(page.getByTestId('payment-grand-total'))).toBe(roubles2(newTotal));
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    expect(new URL(page.url()).pathname).not.toBe(stalePayment);
    expect(plainSpaces(await sandboxPayButton(page).textContent())).toBe(`Оплатить ${roubles2(newTotal)}`);
    await sandboxPayButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Оплата принята' }).waitFor({ timeout: 15000 });
    expect(await customerOrderStatus(buyer.token, orderId)).toBe('paid');

    const paidList = await api<{ order_id: number; payment_id: string }[]>('GET', '/api/admin/orders/paid', { token: admin.token });
    const paymentId = paidList.data.find((entry) => entry.order_id === orderId)?.payment_id ?? '';
    const receipt = await api<{ amount: { value: string } }>('GET', `/api/admin/receipt/${encodeURIComponent(paymentId)}`, { token: admin.token });
    expect(receipt.data.amount.value).toBe('4950.50');
  });

  it('the admin refunds a paid order from the paid list; the customer sees the money returned', async () => {
    const adminPage = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, async (context) => {
      await quietContext(context);
      await withSession(context, admin);
    });
    await adminPage.goto(shopUrl('/admin/orders/paid'));
    const card = adminPage.getByTestId(`paid-order-${orders.paid}`);
    await card.waitFor();
    await card.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();

    const dialog = adminPage.getByTestId('refund-dialog');
    await dialog.waitFor();
    expect(await text(dialog.getByRole('heading'))).toBe(`Вернуть деньги по заказу №${orders.paid}`);
    expect(await text(dialog.locator('p').first())).toBe(
      'Деньги вернутся покупателю тем же способом, которым он платил: на карту или на счёт в банке. Это действие необратимо.',
    );
    expect(await text(dialog.getByRole('status'))).toBe(`Вернётся: ${roubles2(TERRARIUM.price + DELIVERY_PRICE)}`);
    // No reason, no refund.
    await dialog.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();
    await dialog.getByText('Укажите причину возврата (не длиннее 500 символов)').waitFor();
    await dialog.getByLabel('Причина возврата').fill('Покупатель отказался: растение повреждено при доставке');
    expect(await dialog.getByText('Укажите причину возврата', { exact: false }).count()).toBe(0);
    await screenshotBoth(adminPage, 'admin-refund-dialog');
    await dialog.getByRole('button', { name: 'Вернуть деньги', exact: true }).click();

    await adminPage.getByText(`По заказу №${orders.paid} возвращено ${roubles2(TERRARIUM.price + DELIVERY_PRICE)}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Возвращён', { exact: true }).waitFor();
    expect(await text(card)).toContain('Покупатель отказался: растение повреждено при доставке');
    expect(await card.getByRole('button', { name: 'Вернуть деньги', exact: true }).count()).toBe(0);
    await screenshotBoth(adminPage, 'admin-refunded');

    expect(await customerOrderStatus(buyer.token, orders.paid)).toBe('refunded');
    await page.goto(shopUrl(`/payment/order/${orders.paid}`));
    await page.getByTestId('payment-note-refunded').waitFor();
    expect(await text(page.getByTestId('payment-note-refunded'))).toContain('Деньги по заказу возвращены на карту, с которой вы платили.');
    expect(await text(page.getByTestId('payment-status'))).toBe('Возвращён');
    expect(await payButton(page).count()).toBe(0);
    await screenshots(page, 'page-refunded');
  });

  it('without an order number the thanks page stays neutral', async () => {
    await page.goto(shopUrl('/thanks'));
    await page.getByRole('heading', { level: 1, name: 'Спасибо!' }).waitFor();
    expect(await page.getByText('Оплата принята').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'История заказов' }).getAttribute('href')).toBe('/orders/history');
  });
});
