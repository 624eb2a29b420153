import { Money } from '../money/money.value-object';
import { SHOP_INFO } from '../shop-info/shop-info';
import { productPreviewContent, SITE_PREVIEW_PICTURE, sitePreviewContent, SOCIAL_PREVIEW_IMAGE, socialPreviewKey } from './social-preview.rules';

const spaces = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');
const terrarium = { image: '/images/products/p1-1.svg', title: 'Флорариум «Геометрия»', price: Money.ofRoubles(8000), priceFrom: false };

describe('social previews', () => {
  it('are 1200×630 JPEGs', () => {
    expect(SOCIAL_PREVIEW_IMAGE).toEqual({ width: 1200, height: 630, type: 'image/jpeg' });
  });

  it("show a product's picture, title and price as the catalogue writes it", () => {
    const content = productPreviewContent(terrarium);
    expect({ ...content, subtitle: spaces(content.subtitle) }).toEqual({
      picture: '/images/products/p1-1.svg',
      title: 'Флорариум «Геометрия»',
      subtitle: '8 000 ₽',
    });
    expect(spaces(productPreviewContent({ ...terrarium, price: Money.ofRoubles(15000), priceFrom: true }).subtitle)).toBe('от 15 000 ₽');
  });

  it("show the site's picture, name and tagline", () => {
    expect(sitePreviewContent(SHOP_INFO)).toEqual({ picture: SITE_PREVIEW_PICTURE, title: SHOP_INFO.name, subtitle: SHOP_INFO.tagline });
  });

  it('are told apart by everything they show, so a changed price, title or picture is never taken for the old one', () => {
    const key = socialPreviewKey(productPreviewContent(terrarium));
    expect(socialPreviewKey(productPreviewContent({ ...terrarium }))).toBe(key);
    for (const change of [{ price: Money.ofRoubles(8500) }, { title: 'Флорариум' }, { image: '/uploads/a.webp' }, { priceFrom: true }]) {
      expect(socialPreviewKey(productPreviewContent({ ...terrarium, ...change }))).not.toBe(key);
    }
  });
});
