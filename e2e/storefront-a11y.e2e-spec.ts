import { DESKTOP, PHONE, shopUrl } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { animationsFinished, withConsentAccepted } from './support/storefront';
import { seriousViolations } from './support/axe';

const PAGES: readonly { path: string; ready: string }[] = [
  { path: '/', ready: 'landing' },
  { path: '/products/plants', ready: 'product-card' },
  { path: '/product/1', ready: 'product-page' },
  { path: '/product/8', ready: 'product-page' },
  { path: '/services/ServiceFlowers', ready: 'flower-carousel' },
  { path: '/services/ServiceCare', ready: 'service-care-page' },
  { path: '/terms', ready: 'legal-terms' },
];

describe('accessibility (axe-core): no serious or critical violations', () => {
  const chromium = browserPerFile();

  for (const viewport of [DESKTOP, PHONE]) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`storefront pages at ${size}, with the new-product banner showing`, async () => {
      const page = await chromium.open({ viewport, reducedMotion: 'reduce' }, withConsentAccepted);
      for (const { path, ready } of PAGES) {
        await page.goto(shopUrl(path));
        await page.getByTestId(ready).first().waitFor();
        await animationsFinished(page);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
    });

    it(`the cookie banner in both modes and the open dialogs at ${size}`, async () => {
      const page = await chromium.open({ viewport, reducedMotion: 'reduce' });
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
