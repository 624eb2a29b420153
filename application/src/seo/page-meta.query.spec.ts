import { Money, productPreviewContent, SHOP_INFO, sitePreviewContent, socialPreviewKey, type ProductDto, type SocialPreviewContent } from '@shop/domain';
import { pageMeta, shopPageMeta, type SocialPreviewPaths } from './page-meta.query';
import { resolveShopPage } from './shop-page.resolver';
import { sitemapPaths } from './sitemap.query';

const product = (id: number, category: ProductDto['category'], price: number, priceFrom = false): ProductDto => ({
  id,
  title: `Товар ${id}`,
  description: 'Описание '.repeat(30),
  price,
  price_from: priceFrom,
  category,
  image: `/images/products/p${id}-1.svg`,
  images: [`/images/products/p${id}-1.svg`, `/images/products/p${id}-2.svg`],
  stock: null,
  lead_days: 0,
});
const PRODUCTS = [product(1, 'terrariums', 8000), product(6, 'plants', 700), product(8, 'ServiceFlowers', 15000, true), product(10, 'plants', 1100)];
const BASE = 'https://shop.example';
const meta = (path: string) => pageMeta(path, PRODUCTS, SHOP_INFO, BASE);
const types = (path: string) => meta(path).jsonLd.map((d) => d['@type']);

describe('pageMeta', () => {
  it('gives the landing page organization, website, store and one product', () => {
    const landing = meta('/');
    expect(landing.status).toBe(200);
    expect(landing.title).toBe('Зелёный уголок — комнатные растения, террариумы и букеты с доставкой по Москве');
    expect(landing.canonical).toBe('https://shop.example/');
    expect(types('/')).toEqual(['Organization', 'WebSite', 'Store', 'Product']);
  });

  it.each(['/products/plants', '/plants', '/products/plants/'])('resolves %s to the plants page with its canonical spelling', (path) => {
    const page = meta(path);
    expect(page.title).toBe('Комнатные растения — Зелёный уголок');
    expect(page.canonical).toBe('https://shop.example/products/plants');
    const [list] = page.jsonLd as { itemListElement: { item: { name: string; offers: { price: string } } }[] }[];
    expect(list.itemListElement.map((e) => [e.item.name, e.item.offers.price])).toEqual([
      ['Товар 6', '700.00'],
      ['Товар 10', '1100.00'],
    ]);
  });

  it('describes a large category by what its first page shows, however many it holds', () => {
    const plants = Array.from({ length: 300 }, (_, i) => product(100 + i, 'plants', 700 + i));
    const page = pageMeta('/products/plants', plants, SHOP_INFO, BASE);
    expect(page.description).toBe('Комнатные растения с доставкой по Москве: Товар 100, Товар 101, Товар 102, Товар 103, Товар 104 и ещё 295 товаров.');
    const [list] = page.jsonLd as { numberOfItems: number; itemListElement: { position: number }[] }[];
    expect([list.numberOfItems, list.itemListElement.length, list.itemListElement.at(-1)?.position]).toEqual([300, 24, 24]);
    expect(pageMeta('/products/plants', plants.slice(0, 5), SHOP_INFO, BASE).description).toBe(
      'Комнатные растения с доставкой по Москве: Товар 100, Товар 101, Товар 102, Товар 103, Товар 104.',
    );
  });

  it.each(['/products/artificial_plants', '/products/Artificial_plants', '/Artificial_plants', '/artificial_plants'])('treats %s as one category', (path) => {
    expect(meta(path).canonical).toBe('https://shop.example/products/artificial_plants');
  });

  it('describes a product with an offer in roubles, and the service as a price "from"', () => {
    const page = meta('/product/1');
    expect(page).toMatchObject({ status: 200, title: 'Товар 1 — Зелёный уголок', ogType: 'product', canonical: 'https://shop.example/product/1' });
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: '8000.00', priceCurrency: 'RUB' } });
    expect(meta('/product/8').jsonLd[0]).toMatchObject({ offers: { '@type': 'AggregateOffer', lowPrice: '15000.00' } });
  });

  it('says a product is in stock until none is left to sell', () => {
    const availability = (stock: number | null) =>
      (pageMeta('/product/1', [{ ...PRODUCTS[0], stock }], SHOP_INFO, BASE).jsonLd[0] as { offers: { availability: string } }).offers.availability;
    expect([null, 2, 0].map(availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/InStock', 'https://schema.org/OutOfStock']);
  });

  it('gives a product its published reviews as aggregateRating and review, and nothing of them while there is none', () => {
    const withReviews = (reviews: Parameters<typeof shopPageMeta>[5]) =>
      shopPageMeta(resolveShopPage('/product/1', PRODUCTS), PRODUCTS, SHOP_INFO, BASE, undefined, reviews).jsonLd[0];
    const ld = withReviews({
      rating: 4.5,
      count: 2,
      reviews: [
        { rating: 5, text: 'Свежий и красивый', author: 'Анна П.', date: '2026-11-20', photo: null },
        { rating: 4, text: '', author: 'Олег С.', date: '2026-11-19', photo: null },
      ],
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Анна П.' },
          datePublished: '2026-11-20',
          reviewBody: 'Свежий и красивый',
          reviewRating: { ratingValue: 5 },
        },
        { '@type': 'Review', author: { '@type': 'Person', name: 'Олег С.' }, reviewRating: { ratingValue: 4 } },
      ],
    });
    expect((ld as { review: object[] }).review[1]).not.toHaveProperty('reviewBody');
    expect(withReviews({ rating: null, count: 0, reviews: [] })).not.toHaveProperty('aggregateRating');
    expect(withReviews(null)).not.toHaveProperty('review');
  });

  describe('link previews (og:image)', () => {
    /** As the build made them: the site's, and product 1's at 8 000 ₽. */
    const built = new Map<string, string>([
      [socialPreviewKey(sitePreviewContent(SHOP_INFO)), '/images/social/site.0a1b2c3d4e.jpg'],
      [
        socialPreviewKey(productPreviewContent({ image: '/images/products/p1-1.svg', title: 'Товар 1', price: Money.ofRoubles(8000), priceFrom: false })),
        '/images/social/product-1.5f6e7d8c9b.jpg',
      ],
    ]);
    const previews: SocialPreviewPaths = (content: SocialPreviewContent) => built.get(socialPreviewKey(content)) ?? null;
    const size = { width: 1200, height: 630, type: 'image/jpeg' };

    it("show a product's own 1200×630 JPEG, and the site's on every other page", () => {
      expect(pageMeta('/product/1', PRODUCTS, SHOP_INFO, BASE, previews).image).toEqual({
        url: 'https://shop.example/images/social/product-1.5f6e7d8c9b.jpg',
        alt: 'Товар 1',
        size,
      });
      for (const path of ['/', '/products/plants', '/cart', '/nope']) {
        expect(pageMeta(path, PRODUCTS, SHOP_INFO, BASE, previews).image).toEqual({
          url: 'https://shop.example/images/social/site.0a1b2c3d4e.jpg',
          alt: `${SHOP_INFO.name} — ${SHOP_INFO.tagline}`,
          size,
        });
      }
    });

    it("give a product whose price, title or picture changed since the build the site's preview, never a stale one", () => {
      const repriced = PRODUCTS.map((p) => (p.id === 1 ? { ...p, price: 8500 } : p));
      expect(pageMeta('/product/1', repriced, SHOP_INFO, BASE, previews).image.url).toBe('https://shop.example/images/social/site.0a1b2c3d4e.jpg');
      expect(pageMeta('/product/6', PRODUCTS, SHOP_INFO, BASE, previews).image.url).toBe('https://shop.example/images/social/site.0a1b2c3d4e.jpg');
    });

    it("fall back to the site's picture as it is before the front ends are built", () => {
      expect(meta('/product/1').image).toEqual({ url: 'https://shop.example/images/categories/hero.svg', alt: SHOP_INFO.name, size: null });
    });
  });

  it('uses the spec default of 1990 roubles where a price is missing', () => {
    const broken = { ...product(2, 'terrariums', 0), price: Number.NaN };
    expect(pageMeta('/product/2', [broken], SHOP_INFO, BASE).jsonLd[0]).toMatchObject({ offers: { price: '1990.00' } });
  });

  it.each(['/product/abc', '/product/1.0'])('answers %s with 404 "Товар не найден", as the page says', (path) => {
    expect(meta(path)).toMatchObject({ status: 404, title: 'Товар не найден — Зелёный уголок', indexable: false });
  });

  it.each(['/product/999', '/nope', '/products/cacti', '/administrator', '/payment/order/'])('answers %s with 404 and noindex', (path) => {
    expect(meta(path)).toMatchObject({ status: 404, indexable: false, canonical: null });
  });

  it.each(['/admin', '/admin/', '/admin/unknown', '/admin/orders/42'])('serves the admin path %s (200, noindex) for the admin guard to decide', (path) => {
    expect(meta(path)).toMatchObject({ status: 200, indexable: false, canonical: null, title: 'Панель администратора — Зелёный уголок' });
  });

  it('keeps account, cart, payment and admin pages out of the index', () => {
    for (const path of [
      '/login',
      '/cart',
      '/profile',
      '/orders/history',
      '/payment/order/5',
      '/thanks',
      '/admin/orders',
      '/admin/orders/paid',
      '/admin/products',
      '/admin/deliveries',
    ]) {
      expect(meta(path)).toMatchObject({ status: 200, indexable: false });
    }
  });

  it('indexes the public information pages', () => {
    for (const path of [
      '/terms',
      '/privacy',
      '/cookie-policy',
      '/constructor',
      '/services/ServiceFlowers',
      '/services/ServiceCare',
      '/services/ServiceConsultation',
    ]) {
      expect(meta(path)).toMatchObject({ status: 200, indexable: true, canonical: `${BASE}${path}` });
    }
  });
});

describe('sitemapPaths', () => {
  it('lists every public page once, in its canonical spelling, and every product', () => {
    const paths = sitemapPaths(PRODUCTS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/products/plants', '/products/artificial_plants', '/product/1', '/product/8', '/terms']));
    expect(paths.every((p) => meta(p).indexable)).toBe(true);
  });
});
