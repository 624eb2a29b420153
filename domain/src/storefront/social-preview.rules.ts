import { displayPrice } from '../catalogue/product-price.rules';
import type { Money } from '../money/money.value-object';
import type { ShopInfo } from '../shop-info/shop-info';

/** A link preview (og:image) as VK, Telegram and the other networks show it: a 1200×630 JPEG. */
export const SOCIAL_PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The list of the previews made at build time, in the shell's build: `{ previews: [{ key, path }] }`. */
export const SOCIAL_PREVIEWS_MANIFEST = 'social-previews.json';

/** The shop's own picture, shown on the site's preview. */
export const SITE_PREVIEW_PICTURE = '/images/categories/hero.svg';

/** What a preview shows: a picture, a title and a line under it. */
export interface SocialPreviewContent {
  readonly picture: string;
  readonly title: string;
  readonly subtitle: string;
}

/** A product's preview: its main picture, its title and its price as the catalogue writes it. */
export const productPreviewContent = (product: {
  readonly image: string;
  readonly title: string;
  readonly price: Money;
  readonly priceFrom: boolean;
}): SocialPreviewContent => ({ picture: product.image, title: product.title, subtitle: displayPrice(product) });

/** The site's preview: the shop's picture, name and tagline. */
export const sitePreviewContent = (shop: Pick<ShopInfo, 'name' | 'tagline'>): SocialPreviewContent => ({
  picture: SITE_PREVIEW_PICTURE,
  title: shop.name,
  subtitle: shop.tagline,
});

/**
 * What a preview was made from. The build records it beside each picture, and a page points at
 * a preview only while its content is still the same: a product whose price, title or picture
 * changed since the build gets the site's preview, never a stale price.
 */
export const socialPreviewKey = (content: SocialPreviewContent): string => JSON.stringify([content.picture, content.title, content.subtitle]);
