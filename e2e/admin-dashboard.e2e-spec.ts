import type { LoginResponseDto, StatsDto } from '@shop/domain';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseCsv } from '../adapters/test/support/csv';
import { api, logInThroughApi, registerAndLogIn, SEEDED_ADMIN } from './support/api';
import { AT_BOTH_SIZES, DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, payOrder, sendContact, tomorrowsFirstSlot } from './support/orders';
import { inviteFlorist } from './support/staff';
import { eventually, plainSpaces, quietContext, rub, screenshotBoth, signedInContext } from './support/storefront';

// «Сводка», the owner's dashboard: where the owner lands after signing in, its figures as the API
// counts them, uPlot's chunk fetched on the dashboard only, the florist kept out; and the
// accountant's CSV files downloaded from the lists.

const run = Date.now().toString(36);
const FLORIST = { email: `florist-dash-${run}@example.ru`, password: 'Флорист-пароль-2' };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Разделы администратора' });
const noOverflow = (page: Page) => async () =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** uPlot's chunk group of the admin remote as its build lists it: the named chunk, uPlot's own (vendor) chunk and the stylesheet. */
const UPLOT_FILES: readonly string[] = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'admin-frontend', 'dist', 'chunk-groups.json'), 'utf8')) as Record<string, string[]>
).uplot.map((file) => `/remotes/admin/${file}`);

/** Every uPlot file the page asks for from now on. */
function uplotRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (UPLOT_FILES.includes(pathname)) seen.push(pathname);
  });
  return seen;
}

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto(shopUrl('/login'));
  await page.getByRole('textbox', { name: 'Логин или email', exact: true }).fill(identifier);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** A figure of the totals: its value and notes, spaces made plain. */
const figure = async (page: Page, term: string) =>
  (
    await page
      .locator('.adm-figure')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd')
      .allTextContents()
  ).map(plainSpaces);

/** Whether a canvas of the chart has anything painted on it. */
const chartPainted = (page: Page, name: string) =>
  page
    .getByTestId(`chart-${name}`)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 0) return true;
      return false;
    });

describe('the owner’s dashboard', () => {
  const chromium = browserPerFile();
  let owner: LoginResponseDto;
  let paidOrderId: number;

  beforeAll(async () => {
    owner = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const buyer = await registerAndLogIn({ email: `dash-buyer-${run}@example.ru`, username: `dash-buyer-${run}`, password: 'Зелень-2025' });
    paidOrderId = await createOrder(buyer.token, { products: [2] });
    await sendContact(buyer.token, paidOrderId, { name: 'Ольга Петрова', phone: '+7 916 765-43-21' }, undefined, tomorrowsFirstSlot());
    await approveOrder(owner.token, paidOrderId, 0);
    await payOrder(buyer.token, paidOrderId);
  });

  it.each(AT_BOTH_SIZES)('is where the owner lands after signing in, with the API’s figures and drawn charts (%s)', async (size, viewport) => {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Сводка' }).waitFor();
    expect((await nav(page).getByRole('link').allTextContents())[0]).toBe('Сводка');
    await page.locator('.adm-figure').first().waitFor();

    const stats = (await api<StatsDto>('GET', '/api/admin/stats', { token: owner.token })).data;
    expect(stats.totals.orders).toBeGreaterThan(0);
    expect((await figure(page, 'Выручка'))[0]).toBe(rub(stats.totals.revenue));
    expect((await figure(page, 'Заказы'))[0]).toBe(String(stats.totals.orders));
    expect((await figure(page, 'Средний чек'))[0]).toBe(rub(stats.totals.average_order));
    expect(await figure(page, 'Возвраты')).toEqual([rub(stats.totals.refunded), `${stats.totals.refunds} шт.`]);
    expect(await page.getByRole('region', { name: 'Загрузка на 14 дней' }).getByRole('row').count()).toBe(stats.slot_load.length + 1);
    expect(await page.getByRole('region', { name: 'Воронка' }).getByRole('listitem').count()).toBe(5);

    await page.getByTestId('chart-Выручка').locator('canvas').first().waitFor();
    for (const chart of ['Выручка', 'Заказы'])
      await eventually(
        () => chartPainted(page, chart),
        (painted) => painted,
        { timeoutMs: 5_000, intervalMs: 100 },
      );
    await screenshotBoth(page, `dashboard-owner-${size}`, noOverflow(page));
  });

  it('fetches uPlot on the dashboard only: never on the shop’s pages nor on the other admin screens', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(owner));
    const requested = uplotRequests(page);
    for (const address of ['/', '/products/plants', '/cart', '/admin/orders', '/admin/orders/paid', '/admin/deliveries']) {
      await page.goto(shopUrl(address));
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(requested).toEqual([]);

    // In the page, as the owner would: the tab, not a reload.
    await nav(page).getByRole('link', { name: 'Сводка' }).click();
    await page.getByTestId('chart-Выручка').locator('canvas').first().waitFor();
    expect(UPLOT_FILES).toHaveLength(3);
    expect([...requested].sort()).toEqual([...UPLOT_FILES].sort());
  });

  it('is not the florist’s: no tab, the orders after signing in and instead of the dashboard, no exports', async () => {
    const florist = await inviteFlorist(owner, FLORIST);
    try {
      const page = await chromium.open({ viewport: PHONE, locale: 'ru-RU' }, quietContext);
      const requested = uplotRequests(page);
      await signIn(page, FLORIST.email, FLORIST.password);
      await page.waitForURL((url) => url.pathname === '/admin/orders');
      await page.getByRole('heading', { name: 'Заказы', exact: true }).waitFor();
      expect(await nav(page).getByRole('link', { name: 'Сводка' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Скачать (заказы|платежи) \(CSV\)$/ }).count()).toBe(0);
      await page.goto(shopUrl('/admin/dashboard'));
      await page.waitForURL((url) => url.pathname === '/admin/orders');
      expect(requested).toEqual([]);
      expect((await api('GET', '/api/admin/stats', { token: florist.token })).status).toBe(403);
    } finally {
      await api('DELETE', `/api/admin/staff/${florist.id}`, { token: owner.token });
    }
  });

  it('downloads «Все заказы» and the paid list’s payments as CSV with the list’s filters: BOM, «;», CRLF', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(owner));
    await page.goto(shopUrl('/admin/orders#all'));
    const all = page.locator('#all');
    await all.getByRole('searchbox').fill(String(paidOrderId));
    await all.getByRole('button', { name: 'Найти' }).click();
    await all.getByRole('article', { name: `Заказ №${paidOrderId}` }).waitFor();

    const [orders] = await Promise.all([page.waitForEvent('download'), all.getByRole('button', { name: 'Скачать заказы (CSV)' }).click()]);
    expect(orders.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const orderRows = csvRows(readFileSync((await orders.path()) as string));
    expect(orderRows).toHaveLength(2);
    expect(orderRows[1]).toContain(String(paidOrderId));
    expect(orderRows[1]).toHaveLength(orderRows[0].length);

    await page.goto(shopUrl('/admin/orders/paid'));
    await page
      .getByRole('article', { name: `Заказ №${paidOrderId}` })
      .first()
      .waitFor();
    const [payments] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать платежи (CSV)' }).click()]);
    expect(payments.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const paymentRows = csvRows(readFileSync((await payments.path()) as string));
    expect(paymentRows.length).toBeGreaterThan(1);
    expect(paymentRows.some((row) => row.includes(String(paidOrderId)))).toBe(true);
    await screenshotBoth(page, 'dashboard-paid-exports', noOverflow(page));
  });
});

/** The downloaded file as a spreadsheet opens it: the UTF-8 BOM first, then «;»-separated CRLF rows. */
function csvRows(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}
