import {
  addDays,
  moscowDateTime,
  peakSurchargeLabel,
  type AdminFlowerDto,
  type CalendarDayDto,
  type CalendarDayPayloadDto,
  type DeliveryDateDto,
  type DeliverySlotDto,
  type FlowerDto,
  type LoginResponseDto,
  type ProductDto,
} from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { api, logInThroughApi, SEEDED_ADMIN } from './support/api';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { plainSpaces, rub, screenshotBoth, signedInContext, textOf as text, viewportScreenshot } from './support/storefront';

// The admin's «Календарь», «Цветы» and the product form's stock, against the real server, with what
// the customer's API says after each change. Every change is undone at the end: other files share the shop.

const run = Date.now().toString(36);
const today = moscowDateTime(new Date()).date;
// The last days the checkout offers, which no other journey books.
const DAYS = { closed: addDays(today, 12), limited: addDays(today, 13), peak: addDays(today, 14) };
const RANUNCULUS = { id: 312, title: 'Ранункулюс', price: 650 };
const SPATHIPHYLLUM = { id: 10, title: 'Спатифиллум «Женское счастье»' };
const ORDINARY_DAY: CalendarDayPayloadDto = { closed: false, reason: null, peak: null, slots: {} };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Разделы администратора' });
const dayCard = (page: Page, date: string) => page.getByTestId(`calendar-day-${date}`);
const slotTile = (card: Locator, kind: 'Курьер' | 'Самовывоз', code: string) =>
  card.getByRole('list', { name: `${kind}: загрузка интервалов` }).getByTestId(`slot-${code}`);
const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const noOverflow = (page: Page) => async () => expect(await widthOverflow(page)).toBeLessThanOrEqual(0);

/** What is on screen now at both widths, none wider than the screen. */
async function viewportShots(page: Page, name: string, focus: Locator): Promise<void> {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    await viewportScreenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Opens a day's settings, lets `fill` change them, saves, and waits for the card to close its form. */
async function editDay(page: Page, date: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  const card = dayCard(page, date);
  await card.getByRole('button', { name: /^Изменить день: / }).click();
  await fill(card);
  await saveDay(card);
}

/** Saves the open settings and waits until the day shows what the server now holds (its «Изменить» is back). */
async function saveDay(card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Сохранить день' }).click();
  await card.getByRole('button', { name: /^Изменить день: / }).waitFor();
}

const deliveryDate = async (type: string, date: string) =>
  (await api<DeliveryDateDto[]>('GET', `/api/delivery/dates?type=${type}`)).data.find((offer) => offer.date === date);
const deliverySlots = async (type: string, date: string) =>
  new Map((await api<DeliverySlotDto[]>('GET', `/api/delivery/slots?date=${date}&type=${type}`)).data.map((slot) => [slot.code, slot]));

describe("the admin's calendar, flowers and stock", () => {
  const chromium = browserPerFile();
  let admin: LoginResponseDto;
  let page: Page;

  beforeAll(async () => {
    admin = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(admin));
  });

  afterAll(async () => {
    for (const date of Object.values(DAYS)) await api('PUT', `/api/admin/calendar/${date}`, { token: admin.token, body: ORDINARY_DAY });
    await api('PUT', `/api/admin/flowers/${RANUNCULUS.id}`, { token: admin.token, body: { price: RANUNCULUS.price, available: true } });
  });

  it("«Календарь»: 30 days with each slot's load; closes a day with a reason, and the checkout says so", async () => {
    await page.goto(shopUrl('/admin/orders'));
    await nav(page).getByRole('link', { name: 'Календарь', exact: true }).click();
    await page.getByRole('heading', { name: 'Календарь', level: 1 }).waitFor();
    await dayCard(page, DAYS.closed).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Календарь' }).getAttribute('aria-current')).toBe('page');
    // A screenful is drawn first, the rest right after it.
    await page
      .getByTestId(/^calendar-day-/)
      .nth(29)
      .waitFor();
    expect(await page.getByTestId(/^calendar-day-/).count()).toBe(30);
    expect(
      await page
        .getByTestId(/^calendar-day-/)
        .first()
        .getAttribute('data-testid'),
    ).toBe(`calendar-day-${today}`);

    const served = await api<CalendarDayDto[]>('GET', `/api/admin/calendar?from=${DAYS.closed}&to=${DAYS.closed}`, { token: admin.token });
    const courier = served.data[0]?.slots.courier ?? [];
    expect(courier.length).toBeGreaterThan(0);
    for (const slot of courier)
      expect(await text(slotTile(dayCard(page, DAYS.closed), 'Курьер', slot.code))).toBe(`${slot.label}${slot.taken} / ${slot.capacity}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'admin-calendar', noOverflow(page));

    await editDay(page, DAYS.closed, async (form) => {
      await form.getByLabel('Закрыт: заказы на этот день не принимаются').check();
      await form.getByLabel('Причина для покупателей').fill('Санитарный день');
    });
    await page.getByText(/^День «.+» сохранён\.$/).waitFor();
    await dayCard(page, DAYS.closed).getByText('Закрыт: Санитарный день').waitFor();

    for (const type of ['yandex', 'pickup']) {
      expect(await deliveryDate(type, DAYS.closed)).toEqual({ date: DAYS.closed, available: false, reason: 'Санитарный день', surcharge: null });
    }
  });

  it("«Календарь»: a slot's places and a closed slot, and the server's refusal shown at the form", async () => {
    const card = dayCard(page, DAYS.limited);
    // The server's own words for a capacity it does not take.
    const refused = await api<{ error: string }>('PUT', `/api/admin/calendar/${DAYS.limited}`, {
      token: admin.token,
      body: { ...ORDINARY_DAY, slots: { courier: [{ code: '10-13', capacity: 1000, closed: false, reason: null }] } },
    });
    expect(refused.status).toBe(400);
    await card.getByRole('button', { name: /^Изменить день: / }).click();
    await card.getByLabel('Мест, курьер, 10:00–13:00').fill('1000');
    await card.getByRole('button', { name: 'Сохранить день' }).click();
    expect(await text(card.getByRole('alert'))).toBe(refused.data.error);

    await card.getByLabel('Мест, курьер, 10:00–13:00').fill('1');
    await card.getByLabel('Закрыть: курьер, 13:00–16:00').check();
    await card.getByLabel('Причина закрытия: курьер, 13:00–16:00').fill('Нет курьера');
    await viewportShots(page, 'admin-calendar-day-form', card.getByRole('button', { name: 'Сохранить день' }));
    await saveDay(card);

    expect(await text(slotTile(card, 'Курьер', '10-13'))).toBe('10:00–13:00' + '0 / 1');
    expect(await text(slotTile(card, 'Курьер', '13-16'))).toContain('Нет курьера');
    const slots = await deliverySlots('yandex', DAYS.limited);
    expect(slots.get('10-13')).toMatchObject({ available: true, remaining: 1, reason: null });
    expect(slots.get('13-16')).toMatchObject({ available: false, remaining: 0, reason: 'Нет курьера' });
    expect(slots.get('16-19')).toMatchObject({ available: true });
    // The pickup point's slots keep their own places.
    expect((await deliverySlots('pickup', DAYS.limited)).get('13-16')).toMatchObject({ available: true });
  });

  it('«Календарь»: a peak day with its surcharge and cut-off; the courier dates carry the surcharge, pickup does not', async () => {
    await editDay(page, DAYS.peak, async (form) => {
      await form.getByLabel(/^Праздничный день: надбавка/).check();
      await form.getByLabel('Надбавка к доставке', { exact: true }).fill('500');
      await form.getByLabel('В чём').selectOption({ label: 'рублей' });
      await form.getByLabel('Заказы на этот день в тот же день до, ч').fill('12');
    });
    const label = peakSurchargeLabel({ kind: 'roubles', value: 500 });
    await dayCard(page, DAYS.peak).getByText(label).waitFor();

    expect(await deliveryDate('yandex', DAYS.peak)).toEqual({ date: DAYS.peak, available: true, reason: null, surcharge: { kind: 'roubles', value: 500 } });
    expect((await deliveryDate('pickup', DAYS.peak))?.surcharge).toBeNull();
    const stored = await api<CalendarDayDto[]>('GET', `/api/admin/calendar?from=${DAYS.peak}&to=${DAYS.peak}`, { token: admin.token });
    expect(stored.data[0]?.peak).toEqual({ surcharge: { kind: 'roubles', value: 500 }, cutoff_hour: 12, lead_hours: null });

    await dayCard(page, DAYS.closed).scrollIntoViewIfNeeded();
    await viewportShots(page, 'admin-calendar-marked', dayCard(page, DAYS.closed));
  });

  it('«Цветы»: reprices a flower and takes it out of the constructor; /api/flowers follows', async () => {
    await nav(page).getByRole('link', { name: 'Цветы', exact: true }).click();
    await page.getByRole('heading', { name: 'Цветы', level: 1 }).waitFor();
    const card = page.getByTestId(`flower-${RANUNCULUS.id}`);
    await card.waitFor();
    expect(await page.getByTestId(/^flower-\d+$/).count()).toBeGreaterThanOrEqual(12);
    expect(await text(card)).toContain(`${rub(RANUNCULUS.price)} за стебель`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'admin-flowers', noOverflow(page));

    await card.getByRole('button', { name: `Изменить «${RANUNCULUS.title}»` }).click();
    const form = page.getByRole('region', { name: `Изменение цветка «${RANUNCULUS.title}»` });
    await form.getByLabel('Цена за стебель, ₽').fill('720');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText(`Цветок «${RANUNCULUS.title}» сохранён.`).waitFor();
    await card.getByText(`${rub(720)} за стебель`).waitFor();
    let served = (await api<FlowerDto[]>('GET', '/api/flowers')).data;
    expect(served.find((flower) => flower.id === RANUNCULUS.id)).toMatchObject({ price: 720, stock: null });

    await card.getByRole('button', { name: `Снять «${RANUNCULUS.title}» с продажи` }).click();
    await card.getByText('Не в сезоне').waitFor();
    served = (await api<FlowerDto[]>('GET', '/api/flowers')).data;
    expect(served.map((flower) => flower.id)).not.toContain(RANUNCULUS.id);
    expect(served.length).toBeGreaterThan(0);
    const managed = (await api<AdminFlowerDto[]>('GET', '/api/admin/flowers', { token: admin.token })).data;
    expect(managed.find((flower) => flower.id === RANUNCULUS.id)).toMatchObject({ price: 720, available: false });
  });

  it('«Цветы»: adds a flower with an uploaded picture and its stems (kept out of season, not to change the constructor of other journeys)', async () => {
    const title = `Гортензия ${run}`;
    await page.getByRole('button', { name: 'Добавить цветок' }).click();
    const form = page.getByRole('region', { name: 'Новый цветок' });
    await form.getByRole('button', { name: 'Добавить цветок' }).click();
    await form.getByText('Загрузите фото цветка').waitFor();

    await form.getByLabel('Название').fill(title);
    await form.getByLabel('Цена за стебель, ₽').fill('420');
    await form.getByLabel('Стеблей в наличии').fill('5');
    await form.getByLabel(/^Доступен в конструкторе/).uncheck();
    const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#7d9fd6' } })
      .png()
      .toBuffer();
    await form.locator('input[type="file"]').setInputFiles({ name: 'hydrangea.png', mimeType: 'image/png', buffer: png });
    await form.getByAltText('Фото цветка').waitFor();
    await viewportShots(page, 'admin-flower-form', form.getByRole('button', { name: 'Добавить цветок' }));
    await form.getByRole('button', { name: 'Добавить цветок' }).click();
    await page.getByText(`Цветок «${title}» добавлен.`).waitFor();

    const managed = (await api<AdminFlowerDto[]>('GET', '/api/admin/flowers', { token: admin.token })).data;
    const created = managed.find((flower) => flower.title === title);
    expect(created).toMatchObject({ price: 420, stock: 5, available: false });
    expect(created?.id).toBeGreaterThan(312);
    expect(created?.image.startsWith('/uploads/')).toBe(true);
    expect((await api<FlowerDto[]>('GET', '/api/flowers')).data.map((flower) => flower.id)).not.toContain(created?.id);
    await page.getByTestId(`flower-${created?.id}`).getByText('В наличии: 5 шт.').waitFor();
  });

  it("the product form's stock and days to make; the list marks low stock and the catalogue says the same", async () => {
    await nav(page).getByRole('link', { name: 'Товары', exact: true }).click();
    const card = page.getByTestId(`product-${SPATHIPHYLLUM.id}`);
    await card.waitFor();
    await card.getByRole('button', { name: `Изменить «${SPATHIPHYLLUM.title}»` }).click();
    const form = page.locator('form.adm-form');
    expect(await form.getByLabel('В наличии, шт.').inputValue()).toBe('');
    expect(await form.getByLabel('Срок изготовления, дней').inputValue()).toBe('0');
    await form.getByLabel('В наличии, шт.').fill('2');
    await form.getByLabel('Срок изготовления, дней').fill('1');
    await viewportShots(page, 'admin-product-stock-form', form.getByLabel('В наличии, шт.'));
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText(`Товар «${SPATHIPHYLLUM.title}» сохранён.`).waitFor();

    await card.getByText('Осталось 2 шт.').waitFor();
    await card.getByText('Изготовление займёт 1 день').waitFor();
    expect((await api<ProductDto>('GET', `/api/products/${SPATHIPHYLLUM.id}`)).data).toMatchObject({ stock: 2, lead_days: 1 });
    await screenshotBoth(page, 'admin-products-stock', noOverflow(page));

    // Back to made to order: the emptied field sends null.
    await card.getByRole('button', { name: `Изменить «${SPATHIPHYLLUM.title}»` }).click();
    await form.getByLabel('В наличии, шт.').fill('');
    await form.getByLabel('Срок изготовления, дней').fill('0');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await card.getByText('Осталось 2 шт.').waitFor({ state: 'detached' });
    expect((await api<ProductDto>('GET', `/api/products/${SPATHIPHYLLUM.id}`)).data).toMatchObject({ stock: null, lead_days: 0 });
    expect(plainSpaces(await card.textContent())).not.toContain('Изготовление');
  });
});
