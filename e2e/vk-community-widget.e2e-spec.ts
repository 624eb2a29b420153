import { INSTAGRAM_NOTE } from '@shop/domain';
import type { Page } from 'playwright-core';
import { AT_BOTH_SIZES, DESKTOP, PHONE, screenshot } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { startThrowawayShopServer, type ShopServer } from './support/shop-server';
import { plainSpaces, withoutNewProductBanner } from './support/storefront';
import { startVkStandIn, type VkStandIn } from './support/vk-stand-in';

// Issue 24, point 21: the VK community widget of the landing's social block, against a stand-in
// for VK's widget host (VK_WIDGET_SCRIPT_URL names it): only after marketing consent, only once
// scrolled near, its host alone let through the Content-Security-Policy, the link card when it
// cannot load.

describe('the VK community widget in the social block', () => {
  const chromium = browserPerFile();
  let standIn: VkStandIn;
  let shop: ShopServer;

  beforeAll(async () => {
    standIn = await startVkStandIn();
    shop = await startThrowawayShopServer('shop-vk-', { LOG_LEVEL: 'warn', VK_WIDGET_SCRIPT_URL: standIn.scriptUrl });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await standIn?.stop();
  });
  beforeEach(() => {
    standIn.failing = false;
  });

  /** The landing at `viewport` with the cookie banner answered by `choice`; what the page asked of the stand-in's host. */
  async function landing(viewport: typeof DESKTOP, choice: 'Принять все' | 'Отклонить все') {
    const page = await chromium.open({ viewport, locale: 'ru-RU' }, withoutNewProductBanner);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(standIn.origin)) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shop.url}/`);
    await page.getByRole('button', { name: choice }).click();
    return { page, asked };
  }

  const vkSlot = (page: Page) => page.getByTestId('vk-community');
  const vkCard = (page: Page) => vkSlot(page).getByRole('link', { name: /Сообщество ВКонтакте/ });
  const slotState = (page: Page, state: string) => page.locator(`[data-testid="vk-community"][data-widget="${state}"]`).waitFor();

  it('lets only the widget host in, through script-src and frame-src', async () => {
    const csp = (await fetch(`${shop.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${standIn.origin};`);
    expect(csp).toContain(`frame-src 'self' ${standIn.origin};`);
    expect(csp).toContain("connect-src 'self'");
  });

  it.each(AT_BOTH_SIZES)(
    "after consent, loads the widget only once scrolled near, in the card's place without moving the page (%s)",
    async (size, viewport) => {
      const { page, asked } = await landing(viewport, 'Принять все');
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // Where the block after it stands on the page, before and after the widget.
      const contactsTop = () => page.getByRole('heading', { name: 'Контакты' }).evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
      const before = await contactsTop();
      await vkSlot(page).scrollIntoViewIfNeeded();
      await slotState(page, 'shown');
      await page.frameLocator('[data-testid="vk-widget"] iframe').getByText('сообщество ВКонтакте (стенд)').waitFor();
      expect(await vkCard(page).count()).toBe(0);
      expect(asked).toEqual(['/js/api/openapi.js', '/widget_community.php']);
      expect(await contactsTop()).toBe(before);
      await screenshot(page, `vk-widget-shown-${size}`);
    },
  );

  it.each(AT_BOTH_SIZES)('without marketing consent keeps the link card and asks nothing of the host (%s)', async (size, viewport) => {
    const { page, asked } = await landing(viewport, 'Отклонить все');
    await vkSlot(page).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await vkCard(page).waitFor();
    expect(await vkSlot(page).getAttribute('data-widget')).toBe('waiting');
    expect(asked).toEqual([]);
    await screenshot(page, `vk-widget-refused-${size}`);
  });

  it.each(AT_BOTH_SIZES)('keeps the link card when the host fails (%s)', async (size, viewport) => {
    standIn.failing = true;
    const { page, asked } = await landing(viewport, 'Принять все');
    await vkSlot(page).scrollIntoViewIfNeeded();
    await slotState(page, 'failed');
    await vkCard(page).waitFor();
    expect(await page.getByTestId('vk-widget').count()).toBe(0);
    expect(asked).toEqual(['/js/api/openapi.js']);
    await screenshot(page, `vk-widget-failed-${size}`);
  });

  it('loads it the moment consent comes while the block is in view', async () => {
    const page = await chromium.open({ viewport: PHONE, locale: 'ru-RU' }, withoutNewProductBanner);
    await page.goto(`${shop.url}/`);
    await vkSlot(page).scrollIntoViewIfNeeded();
    await vkCard(page).waitFor();
    await page.getByRole('button', { name: 'Принять все' }).click();
    await slotState(page, 'shown');
  });

  it('keeps the photo network a link card with the note the law asks for, and the footer repeats it', async () => {
    const page = await chromium.open({ viewport: DESKTOP, locale: 'ru-RU' }, withoutNewProductBanner);
    await page.goto(`${shop.url}/`);
    const photos = page.getByRole('link', { name: /Фотоблог мастерской в Instagram\*/ });
    expect(plainSpaces(await photos.textContent())).toContain(`*${INSTAGRAM_NOTE}.`);
    expect(await photos.getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(plainSpaces(await page.locator('footer').textContent())).toContain(`${INSTAGRAM_NOTE}.`);
  });
});
