import { formatCustomerRoubles, Money, type AdminPromoCodeDto } from '@shop/domain';
import { api, logInThroughApi as logIn, SEEDED_ADMIN, registerAndLogIn } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { plainSpaces, signedInContext, textOf } from './support/storefront';

// Issue 29, item 1: the customer enters a code in the cart and sees the discount and the new total;
// the owner keeps the codes in «Промокоды».

const run = Date.now().toString(36).toUpperCase();
const CODE = `VESNA-${run}`;
const customer = { email: `promo.${run.toLowerCase()}@example.ru`, username: `promo_${run.toLowerCase()}`, password: 'Monstera2026' };
const rub = (roubles: number) => plainSpaces(formatCustomerRoubles(Money.ofRoubles(roubles)));

describe('promo codes in the cart and in «Промокоды»', () => {
  const chromium = browserPerFile();
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    adminToken = (await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)).token;
    const created = await api<AdminPromoCodeDto>('POST', '/api/admin/promo-codes', {
      token: adminToken,
      body: {
        code: CODE,
        kind: 'percent',
        value: 10,
        min_goods: 3000,
        starts_at: null,
        ends_at: '2099-12-31',
        max_uses: 100,
        max_uses_per_customer: 1,
        categories: [],
        product_ids: [],
        bouquets: false,
        active: true,
      },
    });
    expect(created.status).toBe(201);
    const { token } = await registerAndLogIn(customer);
    customerToken = token;
    // 4 500 + 700 = 5 200 ₽ of goods.
    for (const product_id of [2, 6]) expect((await api('POST', '/api/cart/add', { token, body: { product_id, quantity: 1 } })).status).toBe(200);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('refuses an unknown code, applies the right one with «Скидка по промокоду», and removes it (%s)', async (name, viewport) => {
    await api('DELETE', '/api/cart/promo', { token: customerToken });
    const page = await chromium.open({ viewport }, signedInContext(await logIn(customer.username, customer.password)));
    await page.goto(shopUrl('/cart'));
    const field = page.getByLabel('Промокод');
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Промокод не найден').waitFor();

    await field.fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Применить' }).click();
    const applied = page.getByTestId('cart-promo');
    await applied.waitFor();
    expect(await textOf(applied.locator('.shop-cart-promo__line'))).toBe(`Скидка по промокоду ${CODE}: −${rub(520)}`);
    expect(await textOf(page.getByTestId('cart-total'))).toBe(rub(4680));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await applied.scrollIntoViewIfNeeded();
    await screenshot(page, `promo-cart-${name}`);

    await page.getByRole('button', { name: 'Убрать промокод' }).click();
    await field.waitFor();
    expect(await textOf(page.getByTestId('cart-total'))).toBe(rub(5200));
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('lists the code in «Промокоды» with its terms, and opens the form to create one (%s)', async (name, viewport) => {
    const page = await chromium.open({ viewport }, signedInContext(await logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)));
    await page.goto(shopUrl('/admin/promo-codes'));
    const card = page.getByTestId(`promo-${CODE}`);
    await card.waitFor();
    expect(await textOf(card.locator('.adm-promo__offer'))).toBe('−10 %');
    expect(await textOf(card)).toContain(`От ${rub(3000)} за товары`);
    expect(await page.getByRole('link', { name: 'Промокоды' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Создать промокод' }).first().click();
    await page.getByRole('heading', { name: 'Новый промокод' }).waitFor();
    await page.getByLabel('Промокод', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Создать промокод' }).last().click();
    await page.getByText('Промокод — от 3 до 32 символов: буквы, цифры, «-» и «_»').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `promo-admin-${name}`);
  });
});
