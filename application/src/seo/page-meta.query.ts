import {
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  countRu,
  isSoldOut,
  MAX_REVIEW_RATING,
  MIN_REVIEW_RATING,
  moneyFromWire,
  productPreviewContent,
  SITE_PREVIEW_PICTURE,
  sitePreviewContent,
  SOCIAL_PREVIEW_IMAGE,
  structuredDataPrice,
  wireRoubles,
  type ProductDto,
  type ProductReviewsDto,
  type RussianPluralForms,
  type ShopInfo,
  type SocialPreviewContent,
} from '@shop/domain';
import { resolveShopPage, type ShopPage } from './shop-page.resolver';

/** The picture a link to the page is previewed with (og:image); its size and type when known. */
export interface PageImage {
  readonly url: string;
  readonly alt: string;
  readonly size: { readonly width: number; readonly height: number; readonly type: string } | null;
}

/** The address of the link preview made at build time for this content, or null when there is none. */
export type SocialPreviewPaths = (content: SocialPreviewContent) => string | null;

const NO_PREVIEWS: SocialPreviewPaths = () => null;

/** What a crawler needs in a page's <head>, decided without running the front end. */
export interface PageMeta {
  readonly status: 200 | 404;
  /** The page's own name ('Корзина'), without the shop's. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; null for pages that should not be indexed. */
  readonly canonical: string | null;
  readonly indexable: boolean;
  readonly image: PageImage;
  readonly ogType: 'website' | 'product';
  readonly jsonLd: readonly Record<string, unknown>[];
}

const PRIVATE_PAGES: Readonly<Record<string, string>> = {
  '/login': 'Вход',
  '/register': 'Регистрация',
  '/forgot-password': 'Восстановление пароля',
  '/reset-password': 'Новый пароль',
  '/profile': 'Профиль',
  '/cart': 'Корзина',
  '/orders/history': 'История ваших заказов',
  '/thanks': 'Спасибо за оплату',
  '/admin/orders': 'Заказы',
  '/admin/orders/paid': 'Оплаченные заказы',
  '/admin/products': 'Товары',
  '/admin/deliveries': 'Доставки',
};

/**
 * /admin and every path under it belong to the admin remote: the page is served (200, never
 * indexed) and the admin guard in the browser decides — the admin's screen, or /login for anyone else.
 */
const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

const PUBLIC_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  '/terms': {
    title: 'Пользовательское соглашение',
    description: 'Публичная оферта: порядок заказа, 100% предоплата, доставка по Москве, возврат и претензии.',
  },
  '/privacy': { title: 'Политика конфиденциальности', description: 'Как мы обрабатываем и защищаем персональные данные покупателей.' },
  '/cookie-policy': { title: 'Политика использования cookie', description: 'Какие файлы cookie использует сайт и как управлять согласием.' },
  '/constructor': { title: 'Конструктор букетов', description: 'Соберите букет из роз, пионов, ранункулюсов и других цветов — цена считается сразу.' },
  '/services/ServiceCare': { title: 'Уход за растениями', description: 'Пересадка, подкормка, лечение и сезонный уход за комнатными растениями в Москве.' },
  '/services/ServiceConsultation': {
    title: 'Консультации по растениям',
    description: 'Подберём растения под свет, влажность и ваш ритм жизни; подскажем, как ухаживать.',
  },
};

/**
 * Title, description, canonical URL, social tags and structured data for a path of the shop.
 * `products` are the visible catalogue products.
 */
export function pageMeta(path: string, products: readonly ProductDto[], shop: ShopInfo, baseUrl: string, previews: SocialPreviewPaths = NO_PREVIEWS): PageMeta {
  return shopPageMeta(resolveShopPage(path, products), products, shop, baseUrl, previews);
}

/** How many of a category's products its description names. */
const DESCRIBED_PRODUCTS = 5;
const PRODUCTS_FORMS: RussianPluralForms = ['товар', 'товара', 'товаров'];

/** pageMeta for a page already resolved; `previews` finds the link previews made at build time; `reviews` are a product page's published reviews. */
export function shopPageMeta(
  shopPage: ShopPage,
  products: readonly ProductDto[],
  shop: ShopInfo,
  baseUrl: string,
  previews: SocialPreviewPaths = NO_PREVIEWS,
  reviews: ProductReviewsDto | null = null,
): PageMeta {
  const url = (p: string) => `${baseUrl}${p}`;
  const preview = (content: SocialPreviewContent, alt: string): PageImage | null => {
    const path = previews(content);
    return path === null ? null : { url: url(path), alt, size: SOCIAL_PREVIEW_IMAGE };
  };
  // The site's preview; before the front ends are built, its picture as it is.
  const siteImage = preview(sitePreviewContent(shop), `${shop.name} — ${shop.tagline}`) ?? { url: url(SITE_PREVIEW_PICTURE), alt: shop.name, size: null };
  const page = (title: string, description: string, canonicalPath: string | null, jsonLd: Record<string, unknown>[] = []): PageMeta => ({
    status: 200,
    name: title,
    title: `${title} — ${shop.name}`,
    description,
    canonical: canonicalPath === null ? null : url(canonicalPath),
    indexable: canonicalPath !== null,
    image: siteImage,
    ogType: 'website',
    jsonLd,
  });
  const notFound = (title: string): PageMeta => ({ ...page(title, 'Такой страницы нет. Вернитесь на главную.', null), status: 404 });
  const productLd = (p: ProductDto) => productJsonLd(p, shop, url);

  switch (shopPage.kind) {
    case 'landing':
      return {
        ...page(shop.name, `${shop.tagline}. Флорариумы ручной работы, комнатные и искусственные растения, авторские букеты.`, '/'),
        title: `${shop.name} — комнатные растения, террариумы и букеты с доставкой по Москве`,
        jsonLd: [organizationJsonLd(shop, url), websiteJsonLd(shop, url), storeJsonLd(shop, url), ...products.slice(0, 1).map(productLd)],
      };
    case 'category': {
      const { category } = shopPage;
      const inCategory = products.filter((p) => p.category === category.code);
      // As much as the page's first screenful shows, however large the category grows.
      const named = inCategory.slice(0, DESCRIBED_PRODUCTS).map((p) => p.title);
      const more = inCategory.length - named.length;
      const list = more > 0 ? `${named.join(', ')} и ещё ${countRu(more, PRODUCTS_FORMS)}` : named.join(', ');
      return page(category.title, `${category.title} с доставкой по Москве: ${list}.`, category.route, [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: category.title,
          numberOfItems: inCategory.length,
          itemListElement: inCategory.slice(0, CATALOGUE_PAGE_SIZE).map((p, i) => ({ '@type': 'ListItem', position: i + 1, item: productLd(p) })),
        },
      ]);
    }
    case 'product': {
      const { product } = shopPage;
      if (!product) return notFound('Товар не найден');
      const image = productPreview(product, preview) ?? siteImage;
      const jsonLd = { ...productLd(product), ...(reviews ? reviewsJsonLd(reviews) : {}) };
      return { ...page(product.title, summary(product.description), `/product/${product.id}`, [jsonLd]), image, ogType: 'product' };
    }
    case 'service-flowers': {
      const service = products.filter((p) => p.category === 'ServiceFlowers');
      return page(
        CATEGORIES.ServiceFlowers.title,
        'Авторские цветочные композиции на заказ: от 15 000 ₽, итоговая цена индивидуальна.',
        shopPage.path,
        service.map(productLd),
      );
    }
    case 'other': {
      const { path } = shopPage;
      const known = PUBLIC_PAGES[path];
      if (known) return page(known.title, known.description, path);
      const privateTitle = PRIVATE_PAGES[path] ?? (/^\/payment\/order\/\d{1,9}$/.test(path) ? 'Оплата заказа' : undefined);
      if (privateTitle) return page(privateTitle, shop.tagline, null);
      if (isAdminPath(path)) return page('Панель администратора', shop.tagline, null);
      return notFound('Страница не найдена');
    }
  }
}

/** A product's own preview while it still shows what the product is: its picture, title and price today. */
function productPreview(product: ProductDto, preview: (content: SocialPreviewContent, alt: string) => PageImage | null): PageImage | null {
  const price = moneyFromWire(product.price);
  if (!price) return null;
  return preview(productPreviewContent({ image: product.image, title: product.title, price, priceFrom: product.price_from }), product.title);
}

const summary = (text: string) => (text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`);

function productJsonLd(product: ProductDto, shop: ShopInfo, url: (p: string) => string): Record<string, unknown> {
  const price = wireRoubles(structuredDataPrice(moneyFromWire(product.price))).toFixed(2);
  const availability = isSoldOut(product.stock) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
  const offer = product.price_from
    ? { '@type': 'AggregateOffer', lowPrice: price, priceCurrency: 'RUB', availability, url: url(`/product/${product.id}`) }
    : { '@type': 'Offer', price, priceCurrency: 'RUB', availability, url: url(`/product/${product.id}`) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(product.id),
    name: product.title,
    description: product.description,
    image: product.images.map(url),
    category: CATEGORIES[product.category].title,
    brand: { '@type': 'Brand', name: shop.name },
    offers: { ...offer, seller: { '@type': 'Organization', name: shop.name } },
  };
}

/** A product's published reviews as schema.org reads them: the average and each review (nothing while there is none). */
function reviewsJsonLd({ rating, count, reviews }: ProductReviewsDto): Record<string, unknown> {
  if (rating === null || count === 0) return {};
  const scale = { bestRating: MAX_REVIEW_RATING, worstRating: MIN_REVIEW_RATING };
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: count, ...scale },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      ...(review.text ? { reviewBody: review.text } : {}),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
  };
}

const organizationJsonLd = (shop: ShopInfo, url: (p: string) => string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: shop.name,
  url: url('/'),
  logo: url('/images/categories/logo.svg'),
  email: shop.supportEmail,
  telephone: shop.phone,
  sameAs: [shop.social.vk, shop.social.telegramChannel, shop.social.photos],
});

const websiteJsonLd = (shop: ShopInfo, url: (p: string) => string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: shop.name,
  url: url('/'),
  inLanguage: 'ru-RU',
});

const storeJsonLd = (shop: ShopInfo, url: (p: string) => string) => ({
  '@context': 'https://schema.org',
  '@type': 'Store',
  name: shop.name,
  url: url('/'),
  image: url('/images/categories/hero.webp'),
  email: shop.supportEmail,
  telephone: shop.phone,
  priceRange: '₽₽',
  currenciesAccepted: 'RUB',
  paymentAccepted: 'Банковская карта, SberPay, T-Pay',
  areaServed: { '@type': 'City', name: shop.city },
  address: { '@type': 'PostalAddress', streetAddress: shop.pickup.address, addressLocality: shop.city, addressCountry: 'RU' },
  openingHours: 'Mo-Su 10:00-20:00',
});
