import { addDays, DELIVERY_ERRORS, moscowDateTime, type CalendarDayPayloadDto, type LoginResponseDto } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { api, logInThroughApi, registerAndLogIn, SEEDED_ADMIN } from './support/api';
import { AT_BOTH_SIZES, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { chooseDate, chooseSlot, chosenDate, chosenSlot, dateOption, optionCard, slotOption } from './support/delivery-calendar';
import { createOrder, sendContact } from './support/orders';
import { plainSpaces, signedInContext, textOf, viewportScreenshot } from './support/storefront';

// Issue 26: the checkout's day and time pickers read the shop's calendar. The admin closes a day,
// fills one day's slots, closes a slot and marks a peak day (PUT /api/admin/calendar/{date}); the
// customer sees each disabled with its reason, the surcharge by the chosen day, and a slot taken
// by someone else while the form was open refused with its reason and shown full.

const run = Date.now().toString(36);
const today = moscowDateTime(new Date()).date;
const DAY = {
  closed: addDays(today, 8),
  peak: addDays(today, 9),
  slots: addDays(today, 10),
  full: addDays(today, 11),
  last: addDays(today, 12),
} as const;
const CLOSED_REASON = 'Санитарный день';
const COURIER_SLOTS = ['10-13', '13-16', '16-19', '19-22'];

const ordinary: CalendarDayPayloadDto = { closed: false, reason: null, peak: null, slots: {} };
const courier = (capacity: (code: string) => number | null, closed: (code: string) => boolean = () => false) => ({
  courier: COURIER_SLOTS.map((code) => ({ code, capacity: capacity(code), closed: closed(code), reason: closed(code) ? 'Флорист на выставке' : null })),
});

let admin: string;

async function setDay(date: string, day: CalendarDayPayloadDto): Promise<void> {
  const answer = await api('PUT', `/api/admin/calendar/${date}`, { token: admin, body: day });
  expect({ date, status: answer.status }).toEqual({ date, status: 200 });
}

const customer = (name: string) => registerAndLogIn({ email: `${name}.${run}@example.ru`, username: `${name}_${run}`, password: 'Monstera2026' });

async function openCourierCheckout(page: Page, login: LoginResponseDto): Promise<Locator> {
  expect((await api('POST', '/api/cart/add', { token: login.token, body: { product_id: 6, quantity: 1 } })).status).toBeLessThan(300);
  await page.goto(shopUrl('/cart'));
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
  await dialog.getByRole('textbox', { name: 'ФИО', exact: true }).fill('Петрова Анна');
  await dialog.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+79161234567');
  await dialog.getByRole('radio', { name: /Курьером/ }).check();
  await dialog.getByRole('textbox', { name: 'Адрес доставки', exact: true }).fill('ул. Тверская, д. 7, кв. 12');
  await dialog.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await dialog.getByTestId('delivery-slot').first().waitFor();
  return dialog;
}

const cardText = async (option: Locator) => plainSpaces(await optionCard(option).innerText()).replace(/\s+/g, ' ');

describe('the checkout’s calendar', () => {
  const chromium = browserPerFile();

  beforeAll(async () => {
    admin = (await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token;
    await setDay(DAY.closed, { ...ordinary, closed: true, reason: CLOSED_REASON });
    await setDay(DAY.peak, { ...ordinary, peak: { surcharge: { kind: 'roubles', value: 500 }, cutoff_hour: null, lead_hours: null } });
    await setDay(DAY.slots, {
      ...ordinary,
      slots: courier(
        (code) => (code === '13-16' ? 0 : null),
        (code) => code === '16-19',
      ),
    });
    await setDay(DAY.full, { ...ordinary, slots: courier(() => 0) });
    await setDay(DAY.last, { ...ordinary, slots: courier((code) => (code === '10-13' ? 1 : null)) });
  });

  afterAll(async () => {
    for (const date of Object.values(DAY)) await setDay(date, { ...ordinary, slots: courier(() => null) });
  });

  it.each(AT_BOTH_SIZES)('shows closed and full days and slots disabled with their reasons, and a peak day’s surcharge (%s)', async (size, viewport) => {
    const login = await customer(`calendar${size}`);
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, signedInContext(login));
    const dialog = await openCourierCheckout(page, login);

    expect(await dateOption(dialog, DAY.closed).isDisabled()).toBe(true);
    expect(await cardText(dateOption(dialog, DAY.closed))).toContain(CLOSED_REASON);
    expect(await dateOption(dialog, DAY.full).isDisabled()).toBe(true);
    expect(await cardText(dateOption(dialog, DAY.full))).toContain('Всё время на этот день занято');
    expect(await cardText(dateOption(dialog, DAY.peak))).toContain('Праздник');

    await chooseDate(dialog, DAY.peak);
    expect(await textOf(dialog.getByTestId('delivery-peak-note'))).toBe('Праздничный день: доставка +500 ₽');
    await dialog.getByTestId('delivery-peak-note').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `checkout-calendar-peak-${size}`);

    await chooseDate(dialog, DAY.slots);
    expect(await dialog.getByTestId('delivery-peak-note').count()).toBe(0);
    expect(await slotOption(dialog, '13-16').isDisabled()).toBe(true);
    expect(await cardText(slotOption(dialog, '13-16'))).toBe('13:00–16:00 Мест нет');
    expect(await slotOption(dialog, '16-19').isDisabled()).toBe(true);
    expect(await cardText(slotOption(dialog, '16-19'))).toBe('16:00–19:00 Флорист на выставке');
    expect(await slotOption(dialog, '10-13').isDisabled()).toBe(false);
    await chooseSlot(dialog, '19-22');

    await dialog.getByTestId('delivery-dates').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `checkout-calendar-days-${size}`);
    await dialog.getByTestId('delivery-slots').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `checkout-calendar-slots-${size}`);
  });

  it('says the slot was just taken by the slots, shows it full and leaves the new choice to the customer', async () => {
    const [size, viewport] = AT_BOTH_SIZES[1];
    const login = await customer('calendarlate');
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, signedInContext(login));
    const dialog = await openCourierCheckout(page, login);
    await chooseDate(dialog, DAY.last);
    await chooseSlot(dialog, '10-13');

    // Someone else takes the slot's one place while the form is open.
    const other = await customer('calendarfirst');
    const order = await createOrder(other.token, { products: [6], courierAddress: 'ул. Арбат, д. 1' });
    await sendContact(other.token, order, { name: 'Иванов Иван', phone: '+79160000001' }, 'ул. Арбат, д. 1', {
      delivery_date: DAY.last,
      delivery_slot: '10-13',
    });

    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();

    const slots = dialog.getByTestId('delivery-slots');
    await slots.getByRole('alert').filter({ hasText: DELIVERY_ERRORS.slotFull.message }).waitFor();
    await optionCard(slotOption(dialog, '10-13')).filter({ hasText: 'Мест нет' }).waitFor();
    expect(await slotOption(dialog, '10-13').isDisabled()).toBe(true);
    expect(await chosenDate(dialog)).toBe(DAY.last);
    expect(await chosenSlot(dialog)).toBe('');
    await slots.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, `checkout-calendar-taken-${size}`);

    await chooseSlot(dialog, '13-16');
    expect(await slots.getByRole('alert').textContent()).toBe('');
    await dialog.getByRole('button', { name: 'Отправить заказ' }).click();
    await page.getByText('Заказ оформлен. Ожидайте подтверждения администратора.').first().waitFor();
  });
});
