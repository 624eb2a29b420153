import { readFileSync } from 'node:fs';
import {
  type LoginResponseDto,
  DIALOG_TEXTS,
  DELETE_ORDER_LINE_CONFIRMATION,
  MAX_CANCEL_REASON_LENGTH,
  Money,
  type ReceiptDto,
  bulkDeleteConfirmation,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { api, logInThroughApi, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { seriousViolations } from './support/axe';
import { browserPerFile } from './support/browser-per-file';
import { createOrder, sendContact } from './support/orders';
import { eventually, quietContext, rub, screenshotBoth, textOf as text, viewportScreenshot, signedInContext, withSession } from './support/storefront';

const run = Date.now().toString(36);
const customer = { email: `admin-journey.${run}@example.ru`, username: `admin_journey_${run}`, password: 'Monstera2026' };
const RECIPIENT = { name: 'Клара Новикова', phone: '+79160000001' };
const ADDRESS = 'ул. Арбат, 10';
const BULK_REASON = 'Эти позиции закончились, новая поставка через неделю';

interface CustomerOrder {
  order_id: number;
  status: string;
  is_approved: boolean;
  delivery_price: number;
  total_amount: number;
}

/** A courier order of these products the way the checkout places it; the contact call only when asked. */
async function placeOrder(token: string, products: readonly number[], { withContacts }: { withContacts: boolean }): Promise<number> {
  const orderId = await createOrder(token, { products, courierAddress: ADDRESS });
  if (withContacts) await sendContact(token, orderId, RECIPIENT, ADDRESS);
  return orderId;
}

/** The open dialog: its title, its text, and a click on one of its buttons. */
async function answerDialog(page: Page, expected: { title: string; text: string }, button: string): Promise<void> {
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(expected.title);
  await expect(dialog.locator('p').textContent()).resolves.toBe(expected.text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The delete dialog asks why (the customer reads it): blank is refused, then the reason is given and 'Да' deletes. */
async function deleteWithReason(page: Page, question: string, reason: string): Promise<void> {
  const dialog = page.getByTestId('order-deletion-dialog');
  await dialog.waitFor();
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(DIALOG_TEXTS.confirm.title);
  await expect(dialog.locator('.ui-dialog__message').textContent()).resolves.toBe(question);
  await dialog.getByRole('button', { name: 'Да', exact: true }).click();
  await dialog.getByText(`Укажите причину (не длиннее ${MAX_CANCEL_REASON_LENGTH} символов)`).waitFor();
  await dialog.getByLabel('Причина для покупателя').fill(reason);
  await dialog.getByRole('button', { name: 'Да', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const pendingCard = (page: Page, id: number) => page.getByTestId(`pending-order-${id}`);
const orderCard = (page: Page, id: number) => page.getByTestId(`order-${id}`);

describe('admin: pending orders, all orders, products', () => {
  const chromium = browserPerFile();
  let customerToken: string;
  let admin: LoginResponseDto;
  let page: Page;
  const orders = { approved: 0, rejected: 0, bulkA: 0, bulkB: 0, twoLines: 0 };

  beforeAll(async () => {
    customerToken = (await registerAndLogIn(customer)).token;
    orders.approved = await placeOrder(customerToken, [1], { withContacts: true });
    // The customer sends the contact step again: the card says «изменён», the shop is not alerted twice.
    await sendContact(customerToken, orders.approved, RECIPIENT, ADDRESS);
    orders.rejected = await placeOrder(customerToken, [2], { withContacts: true });
    orders.bulkA = await placeOrder(customerToken, [6], { withContacts: false });
    orders.bulkB = await placeOrder(customerToken, [7], { withContacts: false });
    orders.twoLines = await placeOrder(customerToken, [3, 4], { withContacts: true });
    admin = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    expect(admin.role).toBe('admin');
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU', acceptDownloads: true }, signedInContext(admin));
  });

  it('shows a pending courier order with its suggested price; approving at 450.50 confirms it for the customer', async () => {
    const pending = await api<{ order_id: number; suggested_delivery_price: number | null }[]>('GET', '/api/admin/orders/pending', { token: admin.token });
    const suggested = pending.data.find((order) => order.order_id === orders.approved)?.suggested_delivery_price;
    expect(typeof suggested).toBe('number');

    await page.goto(shopUrl('/admin/orders'));
    const card = pendingCard(page, orders.approved);
    await card.waitFor();
    expect(await text(card.getByTestId('suggested-delivery-price'))).toContain(rub(suggested as number));
    expect(await text(card)).toContain('Курьером');
    expect(await text(card)).toContain('Клара Новикова');
    expect(await text(card)).toContain(`Сумма товаров: ${rub(8000)}`);
    expect(await text(card.getByTestId('contact-changed'))).toMatch(/^изменён \d{1,2} [а-я]+ \d{4} г\., \d\d:\d\d МСК$/);

    // The Moscow tariff beside the suggestion.
    await card.getByLabel('Зона по тарифу Москвы').selectOption({ index: 2 });
    await card.getByTestId('tariff-delivery-price').waitFor();

    const price = card.getByLabel('Итоговая стоимость доставки, ₽');
    expect(await price.getAttribute('step')).toBe('0.01');
    expect(await price.getAttribute('min')).toBe('0');
    await price.fill('450.50');
    expect(await text(card)).toContain(`К оплате с доставкой: ${rub(8450.5)}`);
    await screenshotBoth(page, 'admin-pending');

    await card.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.getByText(`Заказ №${orders.approved} подтверждён.`).waitFor();
    await card.waitFor({ state: 'detached' });

    const mine = await api<CustomerOrder[]>('GET', '/api/orders/user', { token: customerToken });
    expect(mine.data.find((order) => order.order_id === orders.approved)).toMatchObject({
      status: 'confirmed',
      is_approved: true,
      delivery_price: 450.5,
    });
    // 'All orders' reloads beside the pending list: it may follow it by a moment.
    await eventually(
      () => text(orderCard(page, orders.approved)),
      (card) => card.includes('Подтверждён'),
    );
    // The customer's history reads the same status; the total payable is goods plus delivery.
    const mineNow = mine.data.find((order) => order.order_id === orders.approved);
    expect(
      Money.ofRoubles(mineNow?.total_amount ?? 0)
        .add(Money.ofRoubles(mineNow?.delivery_price ?? 0))
        .toRoubles(),
    ).toBe(8450.5);
  });

  it('rejects another order after a confirmation dialog', async () => {
    const card = pendingCard(page, orders.rejected);
    // A courier order cannot be confirmed without a delivery price: the server's Russian refusal shows.
    await card.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await card.getByRole('alert').filter({ hasText: 'Укажите стоимость доставки' }).waitFor();
    await card.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: DIALOG_TEXTS.confirm.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(DIALOG_TEXTS.confirm.buttons);
    await viewportScreenshot(page, 'admin-reject-dialog-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    // Escape answers 'Нет': nothing happens.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Отклонить', exact: true }).click();
    await dialog.getByRole('button', { name: 'Да', exact: true }).click();
    await card.waitFor({ state: 'detached' });

    const mine = await api<CustomerOrder[]>('GET', '/api/orders/user', { token: customerToken });
    expect(mine.data.find((order) => order.order_id === orders.rejected)?.status).toBe('canceled');
    await eventually(
      () => text(orderCard(page, orders.rejected)),
      (card) => card.includes('Отклонён'),
    );
  });

  it('shows the paid order with its receipt and downloads the receipt as <paymentId>.json', async () => {
    // The customer pays the approved order on the sandbox provider's page with its success card.
    const started = await api<{ confirmation_url: string }>('POST', '/api/payment/start-payment', {
      token: customerToken,
      body: { orderId: orders.approved },
    });
    expect(started.status).toBe(200);
    const payPage = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
    await payPage.goto(started.data.confirmation_url);
    await payPage.getByRole('button', { name: /^Оплатить/ }).click();
    await payPage.waitForURL((url) => !url.pathname.startsWith('/sandbox/'));
    const paid = await eventually(
      async () =>
        (await api<{ order_id: number; payment_id: string }[]>('GET', '/api/admin/orders/paid', { token: admin.token })).data.find(
          (order) => order.order_id === orders.approved,
        ),
      (order) => order !== undefined,
      { timeoutMs: 15_000 },
    );
    const paymentId = paid?.payment_id as string;
    const receipt = (await api<ReceiptDto>('GET', `/api/admin/receipt/${encodeURIComponent(paymentId)}`, { token: admin.token })).data;
    expect(receipt.amount).toEqual({ value: '8450.50', currency: 'RUB' });

    await page.goto(shopUrl('/admin/orders/paid'));
    const card = page.getByTestId(`paid-order-${orders.approved}`);
    await card.waitFor();
    expect(await text(card)).toContain(`Оплачено: ${rub(8450.5)}`);
    expect(await text(card)).toContain(paymentId);
    await card.getByRole('button', { name: 'Показать чек' }).click();
    await card.getByText('Номер фискального документа').waitFor();
    const shown = await text(card);
    expect(shown).toContain(rub(8450.5));
    expect(shown).toContain(`•••• ${receipt.payment_method.card.last4}`);
    for (const value of [receipt.authorization_details.rrn, receipt.authorization_details.auth_code, receipt.fiscal_document_number, receipt.shift_number]) {
      expect(shown).toContain(String(value));
    }
    await screenshotBoth(page, 'admin-paid');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Скачать чек' }).click()]);
    expect(download.suggestedFilename()).toBe(`${paymentId}.json`);
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(receipt);

    // A receipt the server cannot give: 'Ошибка загрузки чека', for the view and for the download.
    await page.route('**/api/admin/receipt/**', (route) => route.fulfill({ status: 502, json: {} }));
    await page.reload();
    await card.getByRole('button', { name: 'Показать чек' }).click();
    await card.getByText('Ошибка загрузки чека').first().waitFor();
    await card.getByRole('button', { name: 'Скачать чек' }).click();
    await card.getByText('Ошибка загрузки чека').nth(1).waitFor();
    await page.unroute('**/api/admin/receipt/**');
  });

  it('refuses to delete a paid order or its lines in the UI', async () => {
    await page.goto(shopUrl('/admin/orders#all'));
    const card = orderCard(page, orders.approved);
    await card.waitFor();
    expect(await text(card)).toContain('Оплачен');
    await card.getByRole('button', { name: /^Удалить «/ }).click();
    await answerDialog(page, { title: DIALOG_TEXTS.error.title, text: 'Нельзя удалить товар из оплаченного заказа.' }, 'Закрыть');
    await card.getByRole('checkbox', { name: `Выбрать заказ №${orders.approved}` }).check();
    await page.getByRole('button', { name: 'Удалить выбранные' }).click();
    await answerDialog(page, { title: DIALOG_TEXTS.error.title, text: 'Нет заказов для удаления' }, 'Закрыть');
    await card.getByRole('checkbox', { name: `Выбрать заказ №${orders.approved}` }).uncheck();
  });

  it('deletes one line of an order after the item confirmation', async () => {
    await page.goto(shopUrl('/admin/orders#all'));
    const card = orderCard(page, orders.twoLines);
    await card.waitFor();
    const deleteButtons = card.getByRole('button', { name: /^Удалить «/ });
    expect(await deleteButtons.count()).toBe(2);
    await deleteButtons.first().click();
    await deleteWithReason(page, DELETE_ORDER_LINE_CONFIRMATION, 'Этого растения нет в наличии');
    await eventually(
      () => deleteButtons.count(),
      (count) => count === 1,
    );
  });

  it('hides selected orders locally and shows them all again', async () => {
    const summary = page.getByTestId('selection-summary');
    expect(await text(summary)).toBe('Нажмите на карточку заказа, чтобы выбрать его');
    const card = orderCard(page, orders.approved);
    await card.locator('.adm-facts').click();
    expect(await card.getAttribute('data-selected')).toBe('true');
    expect(await text(summary)).toBe('Выбрано заказов: 1');
    await page.getByRole('button', { name: 'Скрыть выбранные' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await text(page.getByTestId('hidden-summary'))).toBe('Скрыто: 1');
    expect(await text(summary)).toBe('Нажмите на карточку заказа, чтобы выбрать его');

    // Hide the rest: 'Все заказы скрыты' (once the whole first page is drawn, the one hidden aside).
    const loaded = Math.min(Number(await page.locator('#all .adm-count').textContent()), 50);
    await page
      .locator('[data-testid^="order-"]')
      .nth(loaded - 2)
      .waitFor();
    for (const other of await page.locator('[data-testid^="order-"]').all()) await other.locator('.adm-facts').click();
    await page.getByRole('button', { name: 'Скрыть выбранные' }).click();
    await page.getByText('Все заказы скрыты').waitFor();
    await page.getByRole('button', { name: 'Показать все' }).click();
    await card.waitFor();
    expect(await text(page.getByTestId('hidden-summary'))).toBe('Скрыто: 0');
  });

  it('bulk-deletes the selected unpaid orders with the spec wording', async () => {
    await page.getByRole('button', { name: 'Удалить выбранные' }).click();
    await answerDialog(page, { title: DIALOG_TEXTS.error.title, text: 'Нет заказов для удаления' }, 'Закрыть');

    await orderCard(page, orders.bulkA).locator('.adm-facts').click();
    await orderCard(page, orders.bulkB)
      .getByRole('checkbox', { name: `Выбрать заказ №${orders.bulkB}` })
      .check();
    expect(await text(page.getByTestId('selection-summary'))).toBe('Выбрано заказов: 2');
    await screenshotBoth(page, 'admin-all-orders-selected');
    await page.getByRole('button', { name: 'Удалить выбранные' }).click();
    const confirm = page.getByTestId('order-deletion-dialog');
    await confirm.waitFor();
    await confirm.getByLabel('Причина для покупателя').fill(BULK_REASON);
    await viewportScreenshot(page, 'admin-bulk-delete-dialog-desktop');
    await page.setViewportSize(PHONE);
    await viewportScreenshot(page, 'admin-bulk-delete-dialog-phone');
    await page.setViewportSize(DESKTOP);
    await confirm.getByLabel('Причина для покупателя').fill('');
    await deleteWithReason(page, bulkDeleteConfirmation(2), BULK_REASON);
    await answerDialog(page, { title: DIALOG_TEXTS.success.title, text: 'Удалено заказов: 2.' }, 'Закрыть');
    await orderCard(page, orders.bulkA).waitFor({ state: 'detached' });
    await orderCard(page, orders.bulkB).waitFor({ state: 'detached' });
    expect(await text(page.getByTestId('selection-summary'))).toBe('Нажмите на карточку заказа, чтобы выбрать его');
    const all = await api<{ order_id: number }[]>('GET', '/api/admin/orders', { token: admin.token });
    expect(all.data.map((order) => order.order_id)).not.toEqual(expect.arrayContaining([orders.bulkA]));
    expect(all.data.map((order) => order.order_id)).not.toEqual(expect.arrayContaining([orders.bulkB]));
  });

  it("shows the customer the deleted orders as 'Отменён магазином' with the admin's reason", async () => {
    const customerPage = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, async (context) => {
      await quietContext(context);
      await withSession(context, await logInThroughApi(customer.email, customer.password));
    });
    await customerPage.goto(shopUrl('/orders/history'));
    const canceled = customerPage
      .getByTestId('order-card')
      .filter({ has: customerPage.getByRole('heading', { name: `Заказ № ${orders.bulkA}`, exact: true }) });
    await canceled.waitFor();
    expect(await text(canceled.getByTestId('order-status'))).toBe('Отменён магазином');
    expect(await text(canceled.getByTestId('order-cancel-reason'))).toBe(`Причина отмены: ${BULK_REASON}`);
    await canceled.scrollIntoViewIfNeeded();
    await viewportScreenshot(customerPage, 'history-canceled-by-shop-desktop');
    await customerPage.setViewportSize(PHONE);
    await canceled.scrollIntoViewIfNeeded();
    await viewportScreenshot(customerPage, 'history-canceled-by-shop-phone');
  });

  it('creates a product with uploaded PNG images, then hides it from the catalogue', async () => {
    const title = `Фикус лирата ${run}`;
    await page.getByRole('navigation', { name: 'Разделы администратора' }).getByRole('link', { name: 'Товары', exact: true }).click();
    await page.getByRole('heading', { name: 'Товары', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Добавить товар' }).click();
    const form = page.locator('form.adm-form');
    // Submitting empty names every missing field.
    await form.getByRole('button', { name: 'Добавить товар' }).click();
    await form.getByText('Укажите название товара').waitFor();
    await form.getByText('У товара должно быть от 2 до 10 изображений').waitFor();

    await form.getByLabel('Название').fill(title);
    await form.getByLabel('Описание').fill('Крупное растение с большими скрипковидными листьями.');
    await form.getByLabel('Категория').selectOption({ label: 'Комнатные растения' });
    await form.getByLabel('Цена, ₽').fill('2490.50');
    const png = (colour: string) =>
      sharp({ create: { width: 240, height: 240, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'ficus-1.png', mimeType: 'image/png', buffer: await png('#3f7d5a') },
      { name: 'ficus-2.png', mimeType: 'image/png', buffer: await png('#c9a227') },
    ]);
    await form.getByText('Добавлено: 2 из 10').waitFor();
    await form.getByRole('button', { name: 'Переместить изображение 2 раньше' }).click();
    await screenshotBoth(page, 'admin-product-form');
    await form.getByRole('button', { name: 'Добавить товар' }).click();
    await page.getByText(`Товар «${title}» добавлен.`).waitFor();

    const products = await api<{ product_id: number; title: string; images: string[]; price: number; is_visible: boolean }[]>('GET', '/api/admin/products', {
      token: admin.token,
    });
    const created = products.data.find((product) => product.title === title);
    expect(created).toMatchObject({ price: 2490.5, is_visible: true });
    expect(created?.images).toHaveLength(2);
    expect(created?.images.every((image) => image.startsWith('/uploads/'))).toBe(true);

    const card = page.getByTestId(`product-${created?.product_id}`);
    expect(await text(card)).toContain('В каталоге');
    await card.getByRole('button', { name: `Скрыть «${title}» из каталога` }).click();
    await card.getByText('Скрыт', { exact: true }).waitFor();
    const catalogue = await api<{ id: number }[]>('GET', '/api/products');
    expect(catalogue.data.map((product) => product.id)).not.toContain(created?.product_id);

    // Product 1 was ordered (and approved) above: searching the products' orders for that order
    // regroups it under the product, however many orders the other suites placed meanwhile.
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(`№${orders.approved}`);
    await page.getByRole('button', { name: 'Найти' }).click();
    const ordered = page.getByTestId('product-1');
    await ordered.getByText('Показанные заказы с этим товаром: 1', { exact: true }).click();
    await ordered.getByText(`Заказ №${orders.approved}`, { exact: true }).waitFor();
    await screenshotBoth(page, 'admin-products');
  });

  it('keeps the pages and the dialog usable on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(shopUrl('/admin/orders#all'));
    await orderCard(page, orders.approved).waitFor();
    // The section link scrolls to 'Все заказы' once the lists have loaded.
    await eventually(
      () => page.evaluate(() => document.getElementById('all')?.getBoundingClientRect().top ?? -1),
      (top) => top >= 0 && top < 300,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'admin-orders');
    for (const route of ['/admin/products', '/admin/orders/paid']) {
      await page.goto(shopUrl(route));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('.adm-state--loading').waitFor({ state: 'detached' });
      expect({ route, violations: await seriousViolations(page) }).toEqual({ route, violations: [] });
    }
    await page.setViewportSize(DESKTOP);
    await page.goto(shopUrl('/admin/orders'));
    await orderCard(page, orders.approved).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('never loads the admin remote on a customer page', async () => {
    const shopper = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
    const requested: string[] = [];
    shopper.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await shopper.goto(shopUrl('/'));
    await shopper.waitForLoadState('networkidle');
    await shopper.goto(shopUrl('/product/1'));
    await shopper.waitForLoadState('networkidle');
    expect(requested.some((path) => path.startsWith('/remotes/shop/'))).toBe(true);
    expect(requested.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
  });
});
