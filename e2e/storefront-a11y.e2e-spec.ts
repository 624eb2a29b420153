import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, shopUrl } from './support/browser';
import { withConsentAccepted } from './support/storefront';

const PAGES: readonly { path: string; ready: string }[] = [
  { path: '/', ready: 'landing' },
  { path: '/products/plants', ready: 'product-card' },
  { path: '/product/1', ready: 'product-page' },
  { path: '/product/8', ready: 'product-page' },
  { path: '/services/ServiceFlowers', ready: 'flower-carousel' },
  { path: '/services/ServiceCare', ready: 'service-care-page' },
  { path: '/terms', ready: 'legal-terms' },
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(() => context?.close());

  for (const viewport of [DESKTOP, PHONE]) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`storefront pages at ${size}, with the new-product banner showing`, async () => {
      context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await withConsentAccepted(context);
      const page = await context.newPage();
      for (const { path, ready } of PAGES) {
        await page.goto(shopUrl(path));
        await page.getByTestId(ready).first().waitFor();
        await page.waitForTimeout(300);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
    });

    it(`the cookie banner in both modes and the open dialogs at ${size}`, async () => {
      context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(shopUrl('/'));
      await page.getByTestId('cookie-banner').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Настроить' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Сохранить' }).click();

      await page.goto(shopUrl('/product/2'));
      await page.getByRole('button', { name: 'Оплата и доставка' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(shopUrl('/services/ServiceFlowers'));
      await page.getByTestId('carousel-open-0').click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
