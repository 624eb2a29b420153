import { addDays, moscowDateTime, type CustomerOrderDto, type LoginResponseDto } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { api, logInThroughApi as logIn, SEEDED_ADMIN } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { advanceFulfilment, approveOrder, createOrder, payOrder, sendContact, uploadOrderPhoto } from './support/orders';
import { customerRub, definitions, quietContext, screenshotBoth, textOf as text, withSession, signedInContext } from './support/storefront';

// Issue 14 'The florist's day', the customer's side: what they chose, where the florist is, and
// the bouquet photo they approve or ask to change, on /orders/history.

const run = Date.now().toString(36);
const customer = { email: `florist.${run}@example.ru`, username: `florist_${run}`, password: 'Monstera2026' };
const stranger = { email: `stranger.${run}@example.ru`, username: `stranger_${run}`, password: 'Monstera2026' };
const CONTACT = { name: 'Анна Петрова', phone: '+79161234567' };
const ORDER_EMAIL = `anna.${run}@example.ru`;
const RECIPIENT = { recipient_name: 'Вера Соколова', recipient_phone: '+79160000003' };
const CARD_TEXT = 'Дорогая мама!\nС днём рождения!\n\n   Твоя Аня';
const ADDRESS = 'ул. Остоженка, 12';
const DELIVERY_PRICE = 450.5;
// Constructor flowers (spec §3): 301 rose 250 ₽.
const BOUQUET = [{ product_id: 301, quantity: 5 }];
const CHANGE = 'Поменьше зелени,\nбольше роз';

/** 'вт, 24 ноября': the day after today in Moscow, written independently of the page's code. */
function tomorrowInRussian(): string {
  const tomorrow = addDays(moscowDateTime(new Date()).date, 1);
  return new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${tomorrow}T00:00:00Z`));
}

async function myOrder(token: string, orderId: number): Promise<CustomerOrderDto | undefined> {
  const mine = await api<CustomerOrderDto[]>('GET', '/api/orders/user', { token });
  expect(mine.status).toBe(200);
  return mine.data.find((order) => order.order_id === orderId);
}

const card = (page: Page, orderId: number) =>
  page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Заказ № ${orderId}`, exact: true }) });
/** The order history afresh, and this order's photo section on it. */
async function photoOnHistory(page: Page, orderId: number): Promise<Locator> {
  await page.goto(shopUrl('/orders/history'));
  return card(page, orderId).getByTestId('order-photo');
}

/** Text as the eye sees it, line breaks included. */
const shown = (locator: Locator) => locator.evaluate((node) => (node as HTMLElement).innerText);

const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message });

/** Full-page shots at 1280×800 and 390×844, none wider than the screen, the photo large enough to judge at both. */
const screenshots = (page: Page, name: string, orderId: number) =>
  screenshotBoth(page, `florist-customer-${name}`, async () => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const photo = await card(page, orderId)
      .getByRole('img', { name: `Букет к заказу № ${orderId}: фото флориста` })
      .boundingBox();
    expect(photo?.width).toBeGreaterThanOrEqual(280);
  });

describe("the florist's day on the customer's order history", () => {
  const chromium = browserPerFile();
  let buyer: LoginResponseDto;
  let admin: LoginResponseDto;
  let page: Page;
  const orders = { courier: 0, pickup: 0 };

  beforeAll(async () => {
    for (const account of [customer, stranger]) expect((await api('POST', '/api/auth/register', { body: account })).status).toBeLessThan(300);
    buyer = await logIn(customer.email, customer.password);
    admin = await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);

    // A courier bouquet for tomorrow's first slot, to another recipient with a card; approved, paid,
    // being assembled, with the florist's photo.
    orders.courier = await createOrder(buyer.token, { products: [], bouquet: BOUQUET, courierAddress: ADDRESS });
    await sendContact(buyer.token, orders.courier, CONTACT, ADDRESS, { email: ORDER_EMAIL, card_text: CARD_TEXT, ...RECIPIENT });
    await approveOrder(admin.token, orders.courier, DELIVERY_PRICE);
    await payOrder(buyer.token, orders.courier);
    await advanceFulfilment(admin.token, orders.courier, 'assembling');
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c0587a' } })
      .png()
      .toBuffer();
    await uploadOrderPhoto(admin.token, orders.courier, png);

    // A paid pickup order the florist has not started on.
    orders.pickup = await createOrder(buyer.token, { products: [], bouquet: BOUQUET });
    await sendContact(buyer.token, orders.pickup, CONTACT);
    await approveOrder(admin.token, orders.pickup, 0);
    await payOrder(buyer.token, orders.pickup);

    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(buyer));
  });

  it('shows what the customer chose, the stage and the photo with its two answers', async () => {
    const order = await myOrder(buyer.token, orders.courier);
    expect(order).toMatchObject({ fulfilment_stage: 'assembling', photo_approved: null, allowed_actions: ['answer-photo'] });

    await page.goto(shopUrl('/orders/history'));
    const courier = card(page, orders.courier);
    await courier.waitFor();
    expect(await definitions(courier.getByTestId('order-facts'))).toMatchObject({
      ФИО: CONTACT.name,
      Телефон: CONTACT.phone,
      Email: ORDER_EMAIL,
      Город: 'Москва',
      'Способ доставки': 'Курьером',
      'Стоимость доставки': customerRub(DELIVERY_PRICE),
      'Дата доставки': tomorrowInRussian(),
      'Время доставки': '10:00–13:00',
      Получатель: `${RECIPIENT.recipient_name}, ${RECIPIENT.recipient_phone}`,
    });
    // The card text exactly as written: line breaks and leading spaces kept.
    expect(await shown(courier.getByTestId('order-card-text'))).toBe(CARD_TEXT);

    const progress = courier.getByTestId('order-progress');
    expect(await progress.getByRole('listitem').allTextContents()).toEqual(['Собирается', 'Готов к отправке', 'Передан курьеру', 'Доставлен']);
    expect(await text(progress.locator('[aria-current="step"]'))).toBe('Собирается');

    const photo = courier.getByTestId('order-photo');
    await photo.getByRole('heading', { name: 'Фото вашего букета' }).waitFor();
    const image = photo.getByRole('img', { name: `Букет к заказу № ${orders.courier}: фото флориста` });
    await image.scrollIntoViewIfNeeded();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);
    const link = photo.getByRole('link', { name: /Открыть фото в полном размере/ });
    expect(await link.getAttribute('href')).toBe(order?.photo_url);
    expect(await link.getAttribute('target')).toBe('_blank');
    await photo.getByRole('button', { name: 'Всё отлично' }).waitFor();
    await photo.getByRole('button', { name: 'Хочу изменить' }).waitFor();

    const pickup = card(page, orders.pickup);
    expect(await text(pickup.getByTestId('order-progress-waiting'))).toBe('Заказ оплачен и ждёт сборки.');
    expect(await pickup.getByTestId('order-photo').count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'history', orders.courier);
  });

  it('«Хочу изменить»: asks what, counts the characters, sends it busy, then shows the answer', async () => {
    const photo = await photoOnHistory(page, orders.courier);
    await photo.getByRole('button', { name: 'Хочу изменить' }).click();
    const comment = photo.getByRole('textbox', { name: 'Что изменить?' });
    expect(await comment.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await comment.getAttribute('maxlength')).toBe('500');

    // Nothing written: the field says what is missing and nothing is sent.
    await photo.getByRole('button', { name: 'Отправить' }).click();
    await photo.getByText('Напишите, что изменить в букете').waitFor();
    expect(await comment.getAttribute('aria-invalid')).toBe('true');

    await comment.fill(CHANGE);
    await photo.getByText(`${CHANGE.length} из 500 символов`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'change-form', orders.courier);

    // Hold the answer to see the busy state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders/*/photo-response', async (route) => {
      await held;
      await route.continue();
    });
    await photo.getByRole('button', { name: 'Отправить' }).click();
    const busy = photo.getByRole('button', { name: 'Отправляем…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const answer = photo.getByTestId('photo-answer');
    await answer.waitFor();
    expect(await shown(answer)).toBe(`Вы попросили изменить: ${CHANGE}`);
    await toast(page, 'Пожелание отправлено флористу.').waitFor();
    await page.unroute('**/api/orders/*/photo-response');
    expect(await myOrder(buyer.token, orders.courier)).toMatchObject({ photo_approved: false, photo_comment: CHANGE });

    // Saved: a fresh visit shows the answer, and it can still be changed while the bouquet is assembled.
    await page.reload();
    await answer.waitFor();
    expect(await shown(answer)).toBe(`Вы попросили изменить: ${CHANGE}`);
    await photo.getByRole('button', { name: 'Изменить ответ' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'answered', orders.courier);
  });

  it("shows a refusal in the server's words and leaves the answer as it was", async () => {
    const photo = await photoOnHistory(page, orders.courier);
    await photo.getByRole('button', { name: 'Изменить ответ' }).click();
    await page.route('**/api/orders/*/photo-response', (route) =>
      route.fulfill({ status: 409, json: { error: 'Заказ уже передан в доставку: изменить букет нельзя' } }),
    );
    await photo.getByRole('button', { name: 'Всё отлично' }).click();
    expect(await text(photo.getByTestId('photo-answer-error'))).toBe('Заказ уже передан в доставку: изменить букет нельзя');
    expect(await photo.getByRole('button', { name: 'Всё отлично' }).isEnabled()).toBe(true);
    await page.unroute('**/api/orders/*/photo-response');
    expect(await myOrder(buyer.token, orders.courier)).toMatchObject({ photo_approved: false, photo_comment: CHANGE });
  });

  it("another customer's answer to this photo is answered 404, and changes nothing", async () => {
    const other = await logIn(stranger.email, stranger.password);
    const refused = await api<{ error: string }>('POST', `/api/orders/${orders.courier}/photo-response`, { token: other.token, body: { approved: true } });
    expect(refused.status).toBe(404);
    expect(refused.data.error).toEqual(expect.any(String));
    expect(await myOrder(buyer.token, orders.courier)).toMatchObject({ photo_approved: false, photo_comment: CHANGE });
  });

  it('once the order has left, the photo and the answer stay, read-only', async () => {
    await advanceFulfilment(admin.token, orders.courier, 'ready');
    // The customer asked for changes and no newer photo came: the florist sends it on as it is.
    await advanceFulfilment(admin.token, orders.courier, 'out_for_delivery', { override: true });
    const phone = await chromium.open({ viewport: PHONE, locale: 'ru-RU' }, async (context) => {
      await quietContext(context);
      await withSession(context, buyer);
    });
    await phone.goto(shopUrl('/orders/history'));
    const courier = card(phone, orders.courier);
    await courier.getByTestId('order-photo').waitFor();
    expect(await text(courier.locator('[aria-current="step"]'))).toBe('Передан курьеру');
    expect(await shown(courier.getByTestId('photo-answer'))).toBe(`Вы попросили изменить: ${CHANGE}`);
    // Nothing left to answer: the one button is «Повторить заказ», which every order has.
    expect(await courier.getByRole('button').allTextContents()).toEqual(['Повторить заказ']);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshots(phone, 'left', orders.courier);
  });
});
