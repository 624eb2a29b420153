import { sortProducts, type CartResponseDto, type ProductDto, type ProductSortOrder } from '@shop/domain';
import type { Page } from 'playwright-core';
import { api, logInThroughApi, SEEDED_ADMIN } from './support/api';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { eventually, loadLazyImages, plainSpaces, quietContext, withSession } from './support/storefront';

// Issue 17: category cards with the price and "В корзину", sorting kept in ?sort=, "Мои заказы".
const run = Date.now().toString(36);
const VIEWPORTS = [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const;
const PASSWORD = 'Monstera2026';

const customerOf = (size: string) => ({ email: `cards.${size}.${run}@example.ru`, username: `cards_${size}_${run}`, password: PASSWORD });

/** The card titles, in the page's order. */
const cardTitles = (page: Page) => page.getByTestId('product-card').locator('h2').allInnerTexts();

/** The titles of a category's products in `order`, as the domain sorts them. */
const titlesIn = (products: readonly ProductDto[], category: string, order: ProductSortOrder | null) =>
  sortProducts(
    products.filter((product) => product.category === category),
    order,
  ).map((product) => product.title);

/** The cart badge in the header (0 when it is not shown). */
async function badge(page: Page): Promise<number> {
  const [text] = await page.getByRole('banner').getByTestId('cart-badge').allTextContents();
  return text ? Number(text) : 0;
}

describe('category cards, sorting and "Мои заказы"', () => {
  const chromium = browserPerFile();
  let products: ProductDto[];

  beforeAll(async () => {
    products = (await api<ProductDto[]>('GET', '/api/products')).data;
    for (const [, size] of VIEWPORTS) {
      expect((await api('POST', '/api/auth/register', { body: customerOf(size) })).status).toBeLessThan(300);
    }
  });

  const signedInPage = async (viewport: typeof DESKTOP, identifier: string, password: string) => {
    const login = await logInThroughApi(identifier, password);
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, async (context) => {
      await quietContext(context);
      await withSession(context, login);
    });
    return { page, login };
  };

  for (const [viewport, size] of VIEWPORTS) {
    it(`shows each card's price and a "В корзину" button outside its link; signed out it leads to /login and back at ${size}`, async () => {
      const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
      await page.goto(shopUrl('/products/plants?sort=price-desc'));
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      expect(await cardTitles(page)).toEqual(titlesIn(products, 'plants', 'price-desc'));
      for (const card of await cards.all()) {
        expect(plainSpaces(await card.getByTestId('product-price').textContent())).toMatch(/^\d[\d ]* ₽$/);
        const button = card.getByRole('button', { name: /^В корзину: / });
        expect(await button.innerText()).toBe('В корзину');
        // Not nested in the card's link: a button inside <a> is not allowed.
        expect(await button.evaluate((element) => element.closest('a') === null)).toBe(true);
        const box = await button.boundingBox();
        expect(box && box.width >= 44 && box.height >= 44).toBe(true);
      }
      await loadLazyImages(page);
      await screenshot(page, `cards-category-${size}`);

      // Spec §6: cart use without a token goes to /login; the visitor comes back to this sorted page.
      await cards
        .first()
        .getByRole('button', { name: /^В корзину/ })
        .click();
      await eventually(
        () => Promise.resolve(page.url()),
        (url) => url.endsWith('/login?redirect=/products/plants%3Fsort%3Dprice-desc'),
      );
      const customer = customerOf(size);
      await page.getByRole('textbox', { name: 'Логин или email', exact: true }).fill(customer.username);
      await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await eventually(
        () => Promise.resolve(new URL(page.url())),
        (url) => url.pathname === '/products/plants' && url.search === '?sort=price-desc',
      );
      await page.getByTestId('product-card').first().waitFor();
      expect(await cardTitles(page)).toEqual(titlesIn(products, 'plants', 'price-desc'));
    });

    it(`adds to the cart from a card for a signed-in customer: the notice and the header badge at ${size}`, async () => {
      const customer = customerOf(size);
      const { page, login } = await signedInPage(viewport, customer.username, customer.password);
      await page.goto(shopUrl('/products/terrariums'));
      await page.getByTestId('product-card').first().waitFor();
      expect((await api<CartResponseDto>('GET', '/api/cart', { token: login.token })).data.items).toEqual([]);
      expect(await badge(page)).toBe(0);

      const [first, second] = await page.getByTestId('product-card').all();
      await first.getByTestId('product-card-add').click();
      const notice = first.getByTestId('cart-notice');
      await eventually(
        () => notice.innerText(),
        (text) => text.includes('Товар добавлен в корзину'),
      );
      await eventually(
        () => badge(page),
        (count) => count === 1,
      );
      await screenshot(page, `cards-added-${size}`);
      await first.getByRole('button', { name: 'Закрыть уведомление' }).click();
      await notice.waitFor({ state: 'detached' });

      await second.getByTestId('product-card-add').click();
      await eventually(
        () => badge(page),
        (count) => count === 2,
      );
      // Spec §9: the notice goes away after 3 s.
      await second.getByTestId('cart-notice').waitFor({ state: 'detached', timeout: 4500 });

      const cart = (await api<CartResponseDto>('GET', '/api/cart', { token: login.token })).data;
      const terrariums = products.filter((product) => product.category === 'terrariums').map((product) => product.id);
      expect(cart.items.map((item) => item.product_id).sort((a, b) => a - b)).toEqual(terrariums.slice(0, 2).sort((a, b) => a - b));
    });

    it(`sorts a category by price and newest, kept in ?sort= and rendered so by the server at ${size}`, async () => {
      const page = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(shopUrl('/products/artificial_plants'));
      const select = page.getByRole('combobox', { name: 'Сортировка' });
      await select.waitFor();
      expect(await select.locator('option').allInnerTexts()).toEqual(['По умолчанию', 'Сначала дешевле', 'Сначала дороже', 'Сначала новые']);
      expect(await cardTitles(page)).toEqual(titlesIn(products, 'Artificial_plants', null));

      for (const [label, order] of [
        ['Сначала дешевле', 'price-asc'],
        ['Сначала дороже', 'price-desc'],
        ['Сначала новые', 'new'],
      ] as const) {
        await select.selectOption({ label });
        await eventually(
          () => Promise.resolve(new URL(page.url()).search),
          (search) => search === `?sort=${order}`,
        );
        await eventually(
          () => cardTitles(page),
          (titles) => JSON.stringify(titles) === JSON.stringify(titlesIn(products, 'Artificial_plants', order)),
        );
      }
      await screenshot(page, `cards-sorted-new-${size}`);

      // A reload is rendered by the server in that order, and hydrates without complaint.
      await page.reload();
      expect(await select.inputValue()).toBe('new');
      expect(await cardTitles(page)).toEqual(titlesIn(products, 'Artificial_plants', 'new'));

      await select.selectOption({ label: 'По умолчанию' });
      await eventually(
        () => Promise.resolve(new URL(page.url()).search),
        (search) => search === '',
      );
      await eventually(
        () => cardTitles(page),
        (titles) => JSON.stringify(titles) === JSON.stringify(titlesIn(products, 'Artificial_plants', null)),
      );
      expect(problems).toEqual([]);
    });
  }

  it('server-renders /products/plants?sort=price-desc sorted, each order of its own, an unknown order as the default', async () => {
    const renderedTitles = async (path: string) => {
      const html = await (await fetch(shopUrl(path))).text();
      return [...html.matchAll(/<h2 class="shop-product-card__title">([^<]*)<\/h2>/g)].map((match) => match[1]);
    };
    for (const order of ['price-desc', 'price-asc', 'new'] as const) {
      expect({ order, titles: await renderedTitles(`/products/plants?sort=${order}`) }).toEqual({ order, titles: titlesIn(products, 'plants', order) });
    }
    expect(await renderedTitles('/products/plants?sort=cheapest')).toEqual(titlesIn(products, 'plants', null));
    expect(await renderedTitles('/products/plants')).toEqual(titlesIn(products, 'plants', null));
    const html = await (await fetch(shopUrl('/products/plants?sort=price-desc'))).text();
    expect(html).toMatch(/<option value="price-desc" selected="">Сначала дороже<\/option>/);
  });

  it('shows a product priced on request with a link to its page instead of "В корзину", at both sizes', async () => {
    const product = products.find((candidate) => candidate.category === 'plants' && !candidate.price_from) as ProductDto;
    const { token } = await logInThroughApi(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const form = (priceFrom: boolean) => ({
      title: product.title,
      description: product.description,
      category: product.category,
      price: product.price,
      price_from: priceFrom,
      images: product.images,
      is_visible: true,
    });
    try {
      expect((await api('PUT', `/api/admin/products/${product.id}`, { token, body: form(true) })).status).toBe(200);
      const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, quietContext);
      for (const [viewport, size] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(shopUrl('/products/plants'));
        const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.title }) });
        await card.waitFor();
        expect(plainSpaces(await card.getByTestId('product-price').textContent())).toMatch(/^от \d[\d ]* ₽$/);
        expect(await card.getByRole('button').count()).toBe(0);
        const details = card.getByRole('link', { name: `Подробнее: ${product.title}` });
        expect(await details.getAttribute('href')).toBe(`/product/${product.id}`);
        // The others keep their button.
        expect(await page.getByTestId('product-card-add').count()).toBe(products.filter((p) => p.category === 'plants').length - 1);
        await loadLazyImages(page);
        await screenshot(page, `cards-price-on-request-${size}`);
        await details.click();
        await page.getByTestId('product-page').waitFor();
        expect(new URL(page.url()).pathname).toBe(`/product/${product.id}`);
      }
    } finally {
      await api('PUT', `/api/admin/products/${product.id}`, { token, body: form(false) });
    }
  });

  for (const [viewport, size] of VIEWPORTS) {
    it(`offers "Мои заказы" to a customer in the header and the profile, not to an admin at ${size}`, async () => {
      const customer = customerOf(size);
      const { page } = await signedInPage(viewport, customer.username, customer.password);
      await page.goto(shopUrl('/products/plants'));
      const header = page.getByRole('banner');
      const openMenu = async () => {
        if (viewport === PHONE) await header.getByRole('button', { name: 'Меню' }).click();
      };
      const ordersInHeader = header.getByRole('link', { name: 'Мои заказы' });
      await openMenu();
      await ordersInHeader.waitFor();
      expect(await ordersInHeader.getAttribute('href')).toBe('/orders/history');
      await screenshot(page, `cards-header-orders-${size}`);
      await ordersInHeader.click();
      await eventually(
        () => Promise.resolve(new URL(page.url()).pathname),
        (path) => path === '/orders/history',
      );
      await page.getByRole('heading', { level: 1 }).waitFor();

      await page.goto(shopUrl('/profile'));
      const inProfile = page.getByRole('main').getByRole('link', { name: 'Мои заказы' });
      await inProfile.waitFor();
      expect(await inProfile.getAttribute('href')).toBe('/orders/history');
      expect(await page.getByRole('link', { name: 'Панель администратора' }).count()).toBe(0);
      await page.context().close();

      // Spec §6: an admin has no order history.
      const admin = await signedInPage(viewport, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
      await admin.page.goto(shopUrl('/profile'));
      await admin.page.getByRole('link', { name: 'Панель администратора' }).waitFor();
      expect(await admin.page.getByRole('link', { name: 'Мои заказы' }).count()).toBe(0);
      if (viewport === PHONE) await admin.page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
      await admin.page.getByRole('banner').getByRole('link', { name: 'Профиль' }).first().waitFor();
      expect(await admin.page.getByRole('banner').getByRole('link', { name: 'Мои заказы' }).count()).toBe(0);
      await admin.page.context().close();

      // Signed out: neither.
      const anonymous = await chromium.open({ viewport, locale: 'ru-RU' }, quietContext);
      await anonymous.goto(shopUrl('/products/plants'));
      await anonymous.getByTestId('product-card').first().waitFor();
      expect(await anonymous.getByRole('banner').getByRole('link', { name: 'Мои заказы' }).count()).toBe(0);
    });
  }
});
