import {
  DELIVERY_SLOTS,
  DIALOG_TEXTS,
  FULFILMENT_ERRORS,
  SHOP_INFO,
  addDays,
  moscowDateTime,
  type AdminDeliveryDto,
  type LoginResponseDto,
  type ProductDto,
  type ProfileResponseDto,
} from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { api, logInThroughApi, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, payOrder, sendContact, tomorrowsFirstSlot } from './support/orders';
import { eventually, rub, screenshotBoth, textOf as text, viewportScreenshot, signedInContext } from './support/storefront';

const run = Date.now().toString(36);
const customer = { email: `florist-day.${run}@example.ru`, username: `florist_day_${run}`, password: 'Monstera2026' };
const CUSTOMER = { name: 'Вера Соколова', phone: '+79160000003' };
const ADDRESS = 'ул. Арбат, 10';
const TERRARIUM = { id: 2, price: 4500 };
const PLANT = { id: 6, price: 700 };
const DELIVERY_PRICE = 450.5;
// Constructor flowers (spec §3): 301 rose, 309 alstroemeria.
const BOUQUET = [
  { product_id: 301, quantity: 3 },
  { product_id: 309, quantity: 2 },
];
const SLOT = tomorrowsFirstSlot();
const DAY = SLOT.delivery_date;
const SLOT_LABEL = DELIVERY_SLOTS.find((slot) => slot.code === SLOT.delivery_slot)?.label as string;
const COURIER_DETAILS = {
  recipient_name: 'Клара Новикова',
  recipient_phone: '+79160000001',
  card_text: 'С днём рождения, мама!\nЛюбим и обнимаем.\n— Вера и Саша',
  email: `gift.${run}@example.ru`,
};
const PICKUP_DETAILS = { recipient_name: 'Олег Петров', recipient_phone: '+79160000002', card_text: 'Спасибо за всё!', ...SLOT };
const CHANGE_REQUEST = 'Пожалуйста, побольше зелени\nи без лилий';

const deliveryCard = (page: Page, id: number) => page.getByTestId(`delivery-${id}`);
/** The value of a card's fact, by its exact label. */
const fact = (card: Locator, label: string) =>
  text(
    card
      .locator('.adm-facts__row')
      .filter({ has: card.page().locator(`dt:text-is("${label}")`) })
      .locator('dd'),
  );
const stageButton = (card: Locator, name: string) => card.getByRole('button', { name, exact: true });
const question = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

/** Presses the next stage's button and answers the board's question «Перевести заказ №N в «stage»?» with `answer`. */
async function moveStage(card: Locator, orderId: number, stage: string, answer: 'Да' | 'Нет' = 'Да'): Promise<void> {
  const page = card.page();
  await stageButton(card, `Отметить этап: ${stage}`).click();
  const dialog = question(page, DIALOG_TEXTS.confirm.title);
  await dialog.waitFor();
  expect(await text(dialog.locator('.ui-dialog__message'))).toBe(`Перевести заказ №${orderId} в «${stage}»?`);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** What is on screen now at both widths (a dialog: a full-page shot would mislead). */
async function viewportShots(page: Page, name: string): Promise<void> {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(viewport);
    await viewportScreenshot(page, `florist-${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}
const visibleWidthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Full-page shots at both widths, none wider than the screen. */
const screenshots = (page: Page, name: string) =>
  screenshotBoth(page, `florist-${name}`, async () => {
    expect(await visibleWidthOverflow(page)).toBeLessThanOrEqual(0);
  });

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("the florist's day: deliveries, stages, the bouquet's photo and the courier's sheet", () => {
  const chromium = browserPerFile();
  let buyer: LoginResponseDto;
  let admin: LoginResponseDto;
  let page: Page;
  let titles: Map<number, string>;
  const orders = { courier: 0, pickup: 0 };

  beforeAll(async () => {
    buyer = await registerAndLogIn(customer);
    admin = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    titles = new Map((await api<ProductDto[]>('GET', '/api/products')).data.map((product) => [product.id, product.title]));

    orders.courier = await createOrder(buyer.token, { products: [TERRARIUM.id], courierAddress: ADDRESS });
    await sendContact(buyer.token, orders.courier, CUSTOMER, ADDRESS, COURIER_DETAILS);
    await approveOrder(admin.token, orders.courier, DELIVERY_PRICE);
    await payOrder(buyer.token, orders.courier);

    orders.pickup = await createOrder(buyer.token, { products: [PLANT.id], bouquet: BOUQUET });
    await sendContact(buyer.token, orders.pickup, CUSTOMER, undefined, PICKUP_DETAILS);
    await approveOrder(admin.token, orders.pickup, 0);
    await payOrder(buyer.token, orders.pickup);

    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(admin));
  });

  it("lists the day's paid orders in the server's order with all the florist and the courier need", async () => {
    const answer = await api<AdminDeliveryDto[]>('GET', `/api/admin/deliveries?date=${DAY}`, { token: admin.token });
    expect(answer.status).toBe(200);
    const ours = answer.data.map((order) => order.order_id).filter((id) => id === orders.courier || id === orders.pickup);
    expect(ours).toHaveLength(2);
    expect((await api<{ error: string }>('GET', '/api/admin/deliveries?date=завтра', { token: admin.token })).status).toBe(400);

    await page.goto(shopUrl(`/admin/deliveries?date=${DAY}`));
    await deliveryCard(page, orders.courier).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Завтра, / }).waitFor();
    expect(await page.getByLabel('Дата', { exact: true }).inputValue()).toBe(DAY);
    expect(await page.getByRole('navigation', { name: 'Разделы администратора' }).getByRole('link', { name: 'Доставки' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // A screenful is drawn first, the rest of the page when the browser is idle.
    await page
      .locator('[data-testid^="delivery-"]')
      .nth(answer.data.length - 1)
      .waitFor();
    const shown = await page
      .locator('[data-testid^="delivery-"]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-testid')?.slice('delivery-'.length))));
    expect(shown).toEqual(answer.data.map((order) => order.order_id));

    const courier = deliveryCard(page, orders.courier);
    expect(await fact(courier, 'Адрес')).toBe(`Москва, ${ADDRESS}`);
    expect(await fact(courier, 'Получатель')).toBe('Клара Новикова, +79160000001');
    const courierText = await text(courier);
    for (const expected of [
      SLOT_LABEL,
      'Курьером',
      'Вера Соколова',
      '+79160000003',
      COURIER_DETAILS.email,
      titles.get(TERRARIUM.id) as string,
      `Оплачено: ${rub(TERRARIUM.price + DELIVERY_PRICE)}`,
    ]) {
      expect({ expected, found: courierText.includes(expected) }).toEqual({ expected, found: true });
    }
    // The card's text verbatim, its line breaks kept.
    expect(await courier.locator('.adm-card-text').innerText()).toBe(COURIER_DETAILS.card_text);
    expect(await courier.getByRole('link', { name: '+79160000001' }).getAttribute('href')).toBe('tel:+79160000001');

    const pickup = deliveryCard(page, orders.pickup);
    const pickupText = await text(pickup);
    expect(await fact(pickup, 'Способ доставки')).toBe('Самовывоз');
    expect(await fact(pickup, 'Адрес самовывоза')).toBe(SHOP_INFO.pickup.address);
    for (const expected of ['Олег Петров, +79160000002', 'Спасибо за всё!', 'Собранный букет', titles.get(PLANT.id) as string]) {
      expect({ expected, found: pickupText.includes(expected) }).toEqual({ expected, found: true });
    }
    expect(await pickup.getByRole('list', { name: 'Состав букета' }).getByRole('listitem').count()).toBe(2);

    // The stages: the first one open, the rest closed; no photo before the florist starts.
    expect(await stageButton(courier, 'Отметить этап: Собирается').isEnabled()).toBe(true);
    for (const later of ['Готов к отправке', 'Передан курьеру', 'Доставлен']) expect(await stageButton(courier, later).isDisabled()).toBe(true);
    expect(await stageButton(pickup, 'Готов к выдаче').isDisabled()).toBe(true);
    expect(await stageButton(pickup, 'Получен').isDisabled()).toBe(true);
    expect(await courier.locator('input[type="file"]').count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'deliveries');
  });

  it("walks the stages forward by clicking and shows the server's refusal of a step out of turn", async () => {
    // Skipping a stage is refused with the domain's Russian reason.
    const skipped = await api<{ error: string }>('POST', `/api/admin/orders/${orders.courier}/fulfilment`, {
      token: admin.token,
      body: { stage: 'out_for_delivery' },
    });
    expect(skipped).toEqual({ status: 409, data: { error: FULFILMENT_ERRORS.skipped('Собирается').message } });

    const courier = deliveryCard(page, orders.courier);
    // The board asks first; «Нет» leaves the order where it is.
    await stageButton(courier, 'Отметить этап: Собирается').click();
    await question(page, DIALOG_TEXTS.confirm.title).waitFor();
    await viewportShots(page, 'stage-question');
    await question(page, DIALOG_TEXTS.confirm.title).getByRole('button', { name: 'Нет', exact: true }).click();
    expect(await stageButton(courier, 'Отметить этап: Собирается').isEnabled()).toBe(true);
    expect(
      (await api<AdminDeliveryDto[]>('GET', `/api/admin/deliveries?date=${DAY}`, { token: admin.token })).data.find((o) => o.order_id === orders.courier)
        ?.fulfilment_stage,
    ).toBeNull();

    await moveStage(courier, orders.courier, 'Собирается');
    await stageButton(courier, 'Собирается — выполнено').waitFor();
    expect(await stageButton(courier, 'Собирается — выполнено').getAttribute('aria-current')).toBe('step');
    expect(await stageButton(courier, 'Отметить этап: Готов к отправке').isEnabled()).toBe(true);
    // While assembling, the bouquet's photo can be uploaded.
    await courier.getByText('Загрузить фото букета').waitFor();

    // Another admin marks 'ready' meanwhile; this page still offers it and the server refuses.
    const elsewhere = await api('POST', `/api/admin/orders/${orders.courier}/fulfilment`, { token: admin.token, body: { stage: 'ready' } });
    expect(elsewhere.status).toBe(200);
    await moveStage(courier, orders.courier, 'Готов к отправке');
    await courier
      .getByRole('alert')
      .filter({ hasText: FULFILMENT_ERRORS.alreadyAt('Готов к отправке').message })
      .waitFor();
    // The list reloads to where the order really stands.
    await stageButton(courier, 'Отметить этап: Передан курьеру').waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, 'florist-stage-refused-desktop');

    const pickup = deliveryCard(page, orders.pickup);
    await moveStage(pickup, orders.pickup, 'Собирается');
    await moveStage(pickup, orders.pickup, 'Готов к выдаче');
    await stageButton(pickup, 'Отметить этап: Получен').waitFor();
  });

  it("uploads the bouquet's photo and makes a request for changes stand out on every card", async () => {
    const courier = deliveryCard(page, orders.courier);
    const fileInput = courier.locator('input[type="file"]');
    // The server's checks of the file answer in Russian.
    await fileInput.setInputFiles({ name: 'bouquet.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    const refusal = courier.locator('.adm-photo-upload').getByRole('alert');
    await refusal.waitFor();
    expect(await text(refusal)).toMatch(/[А-Яа-яЁё]/);

    await fileInput.setInputFiles({ name: 'bouquet.png', mimeType: 'image/png', buffer: await png('#c75b7a') });
    const photo = courier.getByTestId('bouquet-photo');
    await photo.waitFor();
    expect(await photo.getAttribute('data-answer')).toBe('waiting');
    expect(await text(photo)).toContain('Покупатель ещё не ответил на фото');
    const src = await photo.getByRole('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\//);
    expect((await fetch(shopUrl(src as string))).status).toBe(200);
    await courier.getByText('Заменить фото букета').waitFor();

    // The customer wants changes.
    const answered = await api('POST', `/api/orders/${orders.courier}/photo-response`, {
      token: buyer.token,
      body: { approved: false, comment: CHANGE_REQUEST },
    });
    expect(answered.status).toBeLessThan(300);

    const expectChangeRequest = async (card: Locator) => {
      const block = card.getByTestId('bouquet-photo');
      await eventually(
        () => block.getAttribute('data-answer'),
        (answer) => answer === 'change',
      );
      expect(await text(block)).toContain('Покупатель хочет изменить букет');
      expect(await block.locator('.adm-photo__comment').innerText()).toBe(`«${CHANGE_REQUEST}»`);
      // The warning colours of the admin's notices.
      expect(await block.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 244, 214)');
    };

    await page.reload();
    await expectChangeRequest(deliveryCard(page, orders.courier));
    await screenshots(page, 'photo-change');

    await page.goto(shopUrl('/admin/orders/paid'));
    const paid = page.getByTestId(`paid-order-${orders.courier}`);
    await paid.waitFor();
    await expectChangeRequest(paid);
    const paidText = await text(paid);
    for (const expected of ['Вера Соколова', '+79160000003', 'Клара Новикова', SLOT_LABEL, 'Готов к отправке', COURIER_DETAILS.email]) {
      expect({ expected, found: paidText.includes(expected) }).toEqual({ expected, found: true });
    }
    await screenshots(page, 'paid-change');

    await page.goto(shopUrl('/admin/orders#all'));
    const all = page.getByTestId(`order-${orders.courier}`);
    await all.waitFor();
    await expectChangeRequest(all);
    expect(await all.locator('.adm-card-text').innerText()).toBe(COURIER_DETAILS.card_text);
  });

  it('keeps the day in the URL, moves a day at a time and says so when a day is empty', async () => {
    await page.goto(shopUrl(`/admin/deliveries?date=${DAY}`));
    await deliveryCard(page, orders.courier).waitFor();
    await page.getByRole('button', { name: 'Следующий день' }).click();
    await page.getByText('На этот день доставок нет').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(addDays(DAY, 1));
    expect(await page.getByLabel('Дата', { exact: true }).inputValue()).toBe(addDays(DAY, 1));
    await page.reload();
    await page.getByText('На этот день доставок нет').waitFor();
    await screenshots(page, 'deliveries-empty');
    await page.getByRole('button', { name: 'Предыдущий день' }).click();
    await deliveryCard(page, orders.courier).waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(DAY);

    // The tab opens today in Moscow; a date that is no date reads as today too.
    const today = moscowDateTime(new Date()).date;
    await page.getByRole('navigation', { name: 'Разделы администратора' }).getByRole('link', { name: 'Доставки' }).click();
    await page.getByRole('heading', { level: 2, name: /^Сегодня, / }).waitFor();
    expect(await page.getByLabel('Дата', { exact: true }).inputValue()).toBe(today);
    await page.getByLabel('Дата', { exact: true }).fill(DAY);
    await deliveryCard(page, orders.courier).waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(DAY);
    await page.goto(shopUrl('/admin/deliveries?date=2026-02-30'));
    expect(await page.getByLabel('Дата', { exact: true }).inputValue()).toBe(today);

    // A list the server cannot give: the reason and a retry.
    const deliveriesCall = (url: URL) => url.pathname === '/api/admin/deliveries';
    await page.route(deliveriesCall, (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(shopUrl(`/admin/deliveries?date=${DAY}`));
    await page.getByRole('alert').filter({ hasText: 'Не удалось загрузить доставки' }).waitFor();
    await page.unroute(deliveriesCall);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await deliveryCard(page, orders.courier).waitFor();
  });

  it("prints the courier's sheet: only the day's list, black on white, an order per block", async () => {
    await page.goto(shopUrl(`/admin/deliveries?date=${DAY}`));
    await deliveryCard(page, orders.courier).waitFor();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    // «Печать» loads the rest of the day first, then prints.
    await page.getByRole('button', { name: 'Печать' }).click();
    await page.locator('body[data-printed="yes"]').waitFor({ state: 'attached' });

    await page.emulateMedia({ media: 'print' });
    try {
      const courier = deliveryCard(page, orders.courier);
      expect(await page.locator('header.sh-header').isVisible()).toBe(false);
      expect(await page.locator('footer.sh-footer').isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Разделы администратора' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
      expect(await page.locator('button:visible, input:visible').count()).toBe(0);
      expect(await courier.getByTestId('bouquet-photo').isVisible()).toBe(false);
      for (const needed of [SLOT_LABEL, `Москва, ${ADDRESS}`, 'Клара Новикова, +79160000001', titles.get(TERRARIUM.id) as string]) {
        expect({ needed, found: (await courier.innerText()).includes(needed) }).toEqual({ needed, found: true });
      }
      expect(await courier.locator('.adm-card-text').isVisible()).toBe(true);
      expect(await courier.evaluate((card) => getComputedStyle(card).breakInside)).toBe('avoid');
      expect(await courier.evaluate((card) => [getComputedStyle(card).color, getComputedStyle(card).backgroundColor])).toEqual([
        'rgb(0, 0, 0)',
        'rgb(255, 255, 255)',
      ]);
      await screenshot(page, 'florist-deliveries-print');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'florist-deliveries-print-phone');
    } finally {
      await page.emulateMedia({ media: null });
      await page.setViewportSize(DESKTOP);
    }
  });

  it('holds a bouquet the customer asked to change until the admin overrides in a second question, and the cards say who and when', async () => {
    await page.goto(shopUrl(`/admin/deliveries?date=${DAY}`));
    const courier = deliveryCard(page, orders.courier);
    const refusal = FULFILMENT_ERRORS.changeRequested('Передан курьеру').message;
    const override = question(page, 'Покупатель просил изменить букет');

    // «Да» to the move, the server refuses over the customer's «Хочу изменить»; «Нет» to sending it anyway keeps it and shows why.
    await moveStage(courier, orders.courier, 'Передан курьеру');
    await override.waitFor();
    expect(await text(override.locator('.ui-dialog__message'))).toBe(
      `${refusal} Перевести заказ №${orders.courier} в «Передан курьеру» без изменений букета? Решение запишется в историю заказа.`,
    );
    await viewportShots(page, 'override-question');
    await override.getByRole('button', { name: 'Нет', exact: true }).click();
    await courier.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await stageButton(courier, 'Отметить этап: Передан курьеру').isEnabled()).toBe(true);
    await screenshots(page, 'stage-held');

    // Asked again, the admin confirms: the bouquet leaves as it is, and the card records it.
    await moveStage(courier, orders.courier, 'Передан курьеру');
    await override.getByRole('button', { name: 'Да', exact: true }).click();
    await stageButton(courier, 'Передан курьеру — выполнено').waitFor();
    const overrides = courier.getByTestId('fulfilment-overrides');
    await overrides.waitFor();
    const { username } = (await api<ProfileResponseDto>('GET', '/api/profile', { token: admin.token })).data.user;
    expect(await text(overrides.getByRole('listitem'))).toMatch(new RegExp(`^«Передан курьеру» — ${username}, .+ МСК$`));
    expect(await courier.getByRole('alert').count()).toBe(0);
    await screenshots(page, 'stage-overridden');

    await page.goto(shopUrl('/admin/orders/paid'));
    const paid = page.getByTestId(`paid-order-${orders.courier}`);
    await paid.waitFor();
    expect(await text(paid.getByTestId('fulfilment-overrides'))).toContain('«Передан курьеру» —');
  });

  it('closes the photo once the order leaves and ends with every stage done', async () => {
    await page.goto(shopUrl(`/admin/deliveries?date=${DAY}`));
    const courier = deliveryCard(page, orders.courier);
    expect(await courier.locator('input[type="file"]').count()).toBe(0);
    // «Доставлен» is past «Готов» too: the override is asked again and recorded again.
    await moveStage(courier, orders.courier, 'Доставлен');
    await question(page, 'Покупатель просил изменить букет').getByRole('button', { name: 'Да', exact: true }).click();
    await stageButton(courier, 'Доставлен — выполнено').waitFor();
    expect(await courier.getByRole('button', { name: /^Отметить этап/ }).count()).toBe(0);
    expect(await courier.getByTestId('fulfilment-overrides').getByRole('listitem').count()).toBe(2);
    const pickup = deliveryCard(page, orders.pickup);
    await moveStage(pickup, orders.pickup, 'Получен');
    await stageButton(pickup, 'Получен — выполнено').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'deliveries-done');
  });
});
