import type { Page, Request } from 'playwright-core';
import { api, logInThroughApi, registerAndLogIn, SEEDED_ADMIN } from './support/api';
import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { approveOrder, createOrder, payOrder, sendContact } from './support/orders';
import { eventually, signedInContext, viewportScreenshot } from './support/storefront';

// The paged admin lists: «Ожидают подтверждения», «Все заказы» and «Оплаченные» — the first 50, «Показать ещё»,
// the search and the filters on the server, at 1280×800 and 390×844.

const run = Date.now().toString(36);
const PHONE_OF_ONE = '+7 (977) 123-45-67';

const cards = (page: Page) => page.locator('#all').getByTestId(/^order-\d+$/);
const pendingCards = (page: Page) => page.locator('#pending').getByTestId(/^pending-order-\d+$/);
const paidCards = (page: Page) => page.getByTestId(/^paid-order-\d+$/);
const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The filters' selects on screen whose longest choice does not fit between their paddings (the text would be cut). */
const clippedSelects = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return Array.from(document.querySelectorAll<HTMLSelectElement>('form.adm-filters select'))
      .filter((select) => select.checkVisibility())
      .flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const longest = Math.max(...Array.from(select.options, (option) => context.measureText(option.text).width));
        return longest > room ? [`${select.labels[0]?.textContent ?? select.name}: ${Math.round(longest)} > ${Math.round(room)} px`] : [];
      });
  });

/** The list's top (its title, search and filters) on screen at both widths, none wider than the screen. */
async function viewportShots(page: Page, name: string, title = '#all-title'): Promise<void> {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.locator(title).scrollIntoViewIfNeeded();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    expect(await clippedSelects(page)).toEqual([]);
    await viewportScreenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the admin lists a page at a time', () => {
  const chromium = browserPerFile();
  let page: Page;
  let searched = 0;
  let adminToken = '';
  const waiting: number[] = [];
  const paid: number[] = [];

  beforeAll(async () => {
    const customer = await registerAndLogIn({ email: `lists-${run}@example.ru`, username: `lists${run}`, password: 'Lists-password-1' });
    const admin = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    for (let n = 0; n < 55; n += 1) {
      const id = await createOrder(customer.token, { products: [2] });
      await sendContact(customer.token, id, { name: `Покупатель ${run} ${n}`, phone: n === 7 ? PHONE_OF_ONE : '+7 (916) 000-00-00' });
      if (n === 7) searched = id;
      // Three paid, the rest waiting for the admin.
      if (n >= 52) {
        await approveOrder(admin.token, id, 0);
        await payOrder(customer.token, id);
        paid.push(id);
      } else waiting.push(id);
    }
    adminToken = admin.token;
    page = await chromium.openForFile({ viewport: DESKTOP, locale: 'ru-RU' }, signedInContext(admin));
  }, 180_000);

  // The other journeys find their own pending orders on the first page of «Ожидают подтверждения» (oldest first).
  afterAll(async () => {
    for (const id of waiting) expect((await api('POST', '/api/admin/reject-order', { token: adminToken, body: { order_id: id } })).status).toBe(200);
  }, 120_000);

  it('shows the first 50 with the count of all, «Показать ещё» adds the next ones, and a phone in any spelling finds its order', async () => {
    const reads: string[] = [];
    const countRead = (request: Request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname + search);
    };
    page.on('request', countRead);
    await page.goto(shopUrl('/admin/orders#all'));
    await cards(page).nth(49).waitFor();
    expect(await cards(page).count()).toBe(50);
    page.off('request', countRead);
    // The page's HTML started the guard's check and both lists' first pages; the screens took those answers.
    const leads = ['/api/auth/check-admin', '/api/admin/orders/pending?limit=50', '/api/admin/orders?limit=50'];
    expect(await page.evaluate(() => Object.keys((window as unknown as { __shopLeadReads?: object }).__shopLeadReads ?? {}))).toEqual(leads);
    for (const path of leads) expect(reads.filter((read) => read === path)).toHaveLength(1);
    // Opened at «Все заказы», the page stays there while the pending list above fills in.
    const pendingShown = Math.min(50, Number(await page.locator('#pending .adm-count').textContent()));
    await page
      .locator('#pending [data-testid^="pending-order-"]')
      .nth(pendingShown - 1)
      .waitFor();
    const top = await page.evaluate(() => document.getElementById('all')?.getBoundingClientRect().top ?? -1);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
    const total = Number(await page.locator('#all .adm-count').textContent());
    expect(total).toBeGreaterThanOrEqual(52);
    await viewportShots(page, 'admin-all-orders-paged');

    await page.locator('#all').getByRole('button', { name: 'Показать ещё' }).click();
    await cards(page)
      .nth(Math.min(total, 100) - 1)
      .waitFor();
    expect(await cards(page).count()).toBe(Math.min(total, 100));

    await page.locator('#all').getByRole('searchbox', { name: 'Поиск' }).fill('89771234567');
    await page.locator('#all').getByRole('button', { name: 'Найти' }).click();
    await page.getByTestId(`order-${searched}`).waitFor();
    await eventually(
      () => cards(page).count(),
      (count) => count === 1,
    );
    expect(await page.locator('#all .adm-count').textContent()).toBe('1');
    expect(await page.locator('#all').getByRole('button', { name: 'Показать ещё' }).count()).toBe(0);
    await viewportShots(page, 'admin-all-orders-searched');
  });

  it('pages «Ожидают подтверждения» oldest first with its count, and finds a pending order by phone', async () => {
    await page.goto(shopUrl('/admin/orders#pending'));
    await pendingCards(page).nth(49).waitFor();
    expect(await pendingCards(page).count()).toBe(50);
    const total = Number(await page.locator('#pending .adm-count').textContent());
    expect(total).toBeGreaterThanOrEqual(52);
    expect(await page.locator('#pending').getByRole('combobox', { name: 'Статус' }).count()).toBe(0);
    await viewportShots(page, 'admin-pending-paged', '#pending-title');

    await page.locator('#pending').getByRole('button', { name: 'Показать ещё' }).click();
    await pendingCards(page)
      .nth(Math.min(total, 100) - 1)
      .waitFor();
    expect(await pendingCards(page).count()).toBe(Math.min(total, 100));

    await page.locator('#pending').getByRole('searchbox', { name: 'Поиск' }).fill('+7 977 123-45-67');
    await page.locator('#pending').getByRole('button', { name: 'Найти' }).click();
    await eventually(
      () => pendingCards(page).count(),
      (count) => count === 1,
    );
    await page.getByTestId(`pending-order-${searched}`).waitFor();
    expect(await page.locator('#pending .adm-count').textContent()).toBe('1');
  });

  it('pages «Оплаченные» latest payment first, filtered by status and delivery type on the server', async () => {
    await page.goto(shopUrl('/admin/orders/paid'));
    for (const id of paid) await page.getByTestId(`paid-order-${id}`).waitFor();
    const total = Number(await page.locator('#paid-title .adm-count').textContent());
    expect(total).toBeGreaterThanOrEqual(paid.length);
    // A screenful is drawn first, the rest of the page when the browser is idle.
    await paidCards(page)
      .nth(Math.min(total, 50) - 1)
      .waitFor();
    expect(await paidCards(page).count()).toBe(Math.min(total, 50));
    expect(await paidCards(page).first().getAttribute('data-testid')).toBe(`paid-order-${Math.max(...paid)}`);
    await viewportShots(page, 'admin-paid-paged', '#paid-title');

    await page.getByRole('combobox', { name: 'Статус' }).selectOption('refunded');
    await page
      .getByText(/Ничего не найдено|Показано/)
      .or(paidCards(page).first())
      .first()
      .waitFor();
    await eventually(
      () => page.getByTestId(`paid-order-${paid[0]}`).count(),
      (count) => count === 0,
    );
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await page.getByRole('combobox', { name: 'Получение' }).selectOption('pickup');
    await page.getByTestId(`paid-order-${paid[0]}`).waitFor();
    await viewportShots(page, 'admin-paid-filtered', '#paid-title');
  });

  it('pages the products’ orders on «Товары»: every product first, «Показать ещё» adds the next orders to their cards', async () => {
    await page.goto(shopUrl('/admin/products'));
    const terrarium = page.getByTestId('product-2');
    const summary = terrarium.locator('summary');
    await summary.waitFor();
    const total = Number(await page.locator('h2:has-text("Заказы с товарами") .adm-count').textContent());
    expect(total).toBeGreaterThanOrEqual(55);
    expect(await summary.textContent()).toBe('Показанные заказы с этим товаром: 50');
    await viewportShots(page, 'admin-products-paged', 'h2:has-text("Заказы с товарами")');

    // The newest 50 orders holding a product are this journey's; the next page adds its last five (and older journeys' orders).
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    const shown = await eventually(
      async () => Number(/: (\d+)$/.exec((await summary.textContent()) ?? '')?.[1]),
      (count) => count >= 55,
    );
    expect(shown).toBeGreaterThanOrEqual(55);
    expect(await page.getByTestId(/^product-\d+$/).count()).toBeGreaterThanOrEqual(2);
  });
});
