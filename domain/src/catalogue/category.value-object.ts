export type CategoryCode = 'terrariums' | 'plants' | 'Artificial_plants' | 'ServiceFlowers';

export interface Category {
  readonly code: CategoryCode;
  /** Russian heading of the category page. */
  readonly title: string;
  /** Canonical route: links and the SEO canonical tag point here; other spellings resolve to it. */
  readonly route: string;
}

export const CATEGORIES: { readonly [C in CategoryCode]: Category } = {
  terrariums: { code: 'terrariums', title: 'Террариумы', route: '/products/terrariums' },
  plants: { code: 'plants', title: 'Комнатные растения', route: '/products/plants' },
  Artificial_plants: { code: 'Artificial_plants', title: 'Искусственные растения', route: '/products/artificial_plants' },
  ServiceFlowers: { code: 'ServiceFlowers', title: 'Цветочные композиции', route: '/services/ServiceFlowers' },
};

export const CATEGORY_CODES = Object.keys(CATEGORIES) as readonly CategoryCode[];

export const isCategoryCode = (value: string): value is CategoryCode => (CATEGORY_CODES as readonly string[]).includes(value);

/** Every slug spelling the spec's route table shows for a category page. */
const CATEGORY_SLUGS: ReadonlyMap<string, CategoryCode> = new Map([
  ['plants', 'plants'],
  ['terrariums', 'terrariums'],
  ['artificial_plants', 'Artificial_plants'],
  ['Artificial_plants', 'Artificial_plants'],
]);

/** 'artificial_plants' and 'Artificial_plants' both give the artificial-plants category. */
export const resolveCategorySlug = (slug: string): Category | undefined => {
  const code = CATEGORY_SLUGS.get(slug);
  return code === undefined ? undefined : CATEGORIES[code];
};

/** All category page paths to register in the router: /products/{slug} and /{slug} for each spelling. */
export const CATEGORY_PAGE_PATHS: readonly string[] = [...CATEGORY_SLUGS.keys()].flatMap((slug) => [`/products/${slug}`, `/${slug}`]);

/** Resolves a page path such as '/Artificial_plants' or '/products/plants/' to its category. */
export const resolveCategoryPath = (path: string): Category | undefined => {
  const match = /^(?:\/products)?\/([^/]+)\/?$/.exec(path);
  return match === null ? undefined : resolveCategorySlug(match[1]);
};
