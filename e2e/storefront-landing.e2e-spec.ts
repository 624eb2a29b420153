import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { eventually, flushReact, loadLazyImages, pauseClockAhead, quietContext } from './support/storefront';

const sectionTop = (page: Page, id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN, id);
/** The sticky header covers the top; sections land just below it (scroll-padding-top). */
const isAtTop = (top: number) => top >= 0 && top < 200;

describe('landing page', () => {
  const chromium = browserPerFile();

  async function open(viewport = DESKTOP, path = '/'): Promise<Page> {
    const page = await chromium.open({ viewport }, quietContext);
    await page.goto(shopUrl(path));
    await page.getByTestId('landing').waitFor();
    return page;
  }

  it('scrolls to #products and #services when the address carries the hash, and from the hero button', async () => {
    for (const id of ['products', 'services']) {
      const page = await open(DESKTOP, `/#${id}`);
      await eventually(() => sectionTop(page, id), isAtTop);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.context().close();
    }

    const page = await open();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Смотреть каталог' }).click();
    await eventually(() => sectionTop(page, 'products'), isAtTop);
    // Keyboard focus follows, so the next Tab continues in the catalogue.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('shop-products-title');
  });

  it('comes back to the products section from a category page', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, quietContext);
    await page.goto(shopUrl('/products/plants'));
    await page.getByRole('link', { name: 'Назад к каталогу' }).click();
    await page.getByTestId('landing').waitFor();
    expect(new URL(page.url()).hash).toBe('#products');
    await eventually(() => sectionTop(page, 'products'), isAtTop);
  });

  it('shows the row arrows on desktop only when more cards lie that way, each press scrolling 330 px', async () => {
    const page = await open({ width: 1024, height: 768 });
    const row = page.getByTestId('category-row');
    const left = page.getByRole('button', { name: 'Прокрутить категории влево' });
    const right = page.getByRole('button', { name: 'Прокрутить категории вправо' });
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
    const maxScroll = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(maxScroll).toBeGreaterThan(330);

    await right.waitFor();
    expect(await left.count()).toBe(0);

    await right.click();
    await eventually(scrollLeft, (x) => Math.abs(x - 330) <= 1);
    await left.waitFor();
    expect(await right.isVisible()).toBe(true);

    await right.click();
    await eventually(scrollLeft, (x) => Math.abs(x - maxScroll) <= 1);
    await eventually(
      () => right.count(),
      (n) => n === 0,
    );
    // Focus moved to the arrow that is still there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Прокрутить категории влево');

    await left.click();
    await eventually(scrollLeft, (x) => Math.abs(x - (maxScroll - 330)) <= 1);
    await right.waitFor();
    await page.context().close();

    const phone = await open(PHONE);
    expect(await phone.getByTestId('category-row').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await phone.getByRole('button', { name: 'Прокрутить категории вправо' }).isVisible()).toBe(false);
  });

  it('arrives with one picture per card, raster, and the others join once the rotation runs', async () => {
    const page = await chromium.open({ viewport: PHONE }, quietContext);
    const response = await page.goto(shopUrl('/'));
    const arrived = (await response!.text()).match(/class="shop-rotating__image[^"]*"[^>]*src="[^"]+"/g) ?? [];
    expect(arrived.map((tag) => tag.match(/src="([^"]+)"/)![1])).toEqual([
      '/images/categories/plants-1.webp',
      '/images/categories/terrariums-1.webp',
      '/images/categories/artificial-1.webp',
      '/images/categories/service-flowers-1.webp',
    ]);

    await page.getByTestId('landing').waitFor();
    const rotating = page.locator('.shop-rotating__image');
    await eventually(
      () => rotating.count(),
      (n) => n === 12,
    );
    await loadLazyImages(page);
    const drawn = await rotating.evaluateAll((images) => (images as HTMLImageElement[]).map((image) => [image.getAttribute('src'), image.naturalWidth]));
    expect(drawn).toHaveLength(12);
    for (const [src, width] of drawn) expect([src, width]).toEqual([expect.stringMatching(/\.webp$/), 600]);
  });

  it('rotates the card pictures every 3, 5 and 6 s (service flowers 4 s) with a 0.9 s crossfade', async () => {
    const page = await chromium.open({ viewport: DESKTOP }, quietContext);
    await page.clock.install();
    await page.goto(shopUrl('/'));
    await page.getByTestId('landing').waitFor();
    await pauseClockAhead(page, 500);

    const cards = {
      'category-images-plants': 3000,
      'category-images-terrariums': 5000,
      'category-images-Artificial_plants': 6000,
      'service-flowers-images': 4000,
    } as const;
    const ids = Object.keys(cards) as (keyof typeof cards)[];
    const readIndices = () =>
      page.evaluate((testIds) => testIds.map((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-active-index')), ids);

    const STEP_MS = 250;
    const changes: Record<string, number[]> = Object.fromEntries(ids.map((id) => [id, []]));
    let previous = await readIndices();
    for (let elapsed = STEP_MS; elapsed <= 14_000; elapsed += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      await flushReact(page);
      const current = await readIndices();
      ids.forEach((id, i) => {
        if (current[i] !== previous[i]) changes[id].push(elapsed);
      });
      previous = current;
    }

    for (const id of ids) {
      const period = cards[id];
      const times = changes[id];
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times[0]).toBeLessThanOrEqual(period);
      for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBe(period);
    }

    const fade = await page
      .getByTestId('category-images-plants')
      .locator('img.is-active')
      .evaluate((img) => getComputedStyle(img).transitionDuration);
    expect(fade).toBe('0.9s');
  });

  it('keeps the pictures still for visitors who prefer reduced motion', async () => {
    const page = await chromium.open({ viewport: DESKTOP, reducedMotion: 'reduce' }, quietContext);
    await page.clock.install();
    await page.goto(shopUrl('/'));
    await page.getByTestId('landing').waitFor();
    await page.clock.runFor(13_000);
    await flushReact(page);
    expect(await page.getByTestId('category-images-plants').getAttribute('data-active-index')).toBe('0');
  });

  it('has the services, about, workshops, social and contact blocks, and looks right on both screens', async () => {
    const page = await open();
    const services = page.locator('#services');
    expect(await services.getByRole('link', { name: /Конструктор букетов/ }).getAttribute('href')).toBe('/constructor');
    expect(await services.getByRole('link', { name: /Цветочные композиции/ }).getAttribute('href')).toBe('/services/ServiceFlowers');
    expect(await services.getByRole('link', { name: /Уход за растениями/ }).count()).toBe(0);
    expect(await services.getByRole('link', { name: /Консультации/ }).count()).toBe(0);
    const hrefs = await page
      .getByTestId('category-row')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/products/plants', '/products/terrariums', '/products/Artificial_plants']);
    expect(await page.locator('#workshops').innerText()).toContain('от 3 человек');
    expect(await page.locator('#social a').count()).toBe(3);
    expect(await page.locator('#contacts').innerText()).toContain('hello@');
    // No third-party widgets: every script comes from this origin.
    const scripts = await page.evaluate(() =>
      Array.from(document.scripts)
        .map((s) => s.src)
        .filter(Boolean),
    );
    for (const src of scripts) expect(new URL(src).origin).toBe(new URL(shopUrl('/')).origin);
    await loadLazyImages(page);
    await screenshot(page, 'storefront-landing-desktop');
    await page.context().close();

    const phone = await open(PHONE);
    await loadLazyImages(phone);
    await screenshot(phone, 'storefront-landing-phone');
  });
});
