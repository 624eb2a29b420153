import type { CategoryCode } from '@shop/domain';

export interface CategoryInfo {
  code: CategoryCode;
  title: string;
  /** Canonical page of the category. */
  path: string;
  /** Illustration on the landing card. */
  image: string;
  summary: string;
}

export const CATALOGUE_CATEGORIES: readonly CategoryInfo[] = [
  {
    code: 'plants',
    title: 'Комнатные растения',
    path: '/products/plants',
    image: '/images/categories/plants-1.svg',
    summary: 'Неприхотливые и редкие растения для дома и офиса',
  },
  {
    code: 'terrariums',
    title: 'Террариумы',
    path: '/products/terrariums',
    image: '/images/categories/terrariums-1.svg',
    summary: 'Флорариумы ручной работы — маленький сад под стеклом',
  },
  {
    code: 'Artificial_plants',
    title: 'Искусственные растения',
    path: '/products/Artificial_plants',
    image: '/images/categories/artificial-1.svg',
    summary: 'Зелень, которой не нужны полив и солнце',
  },
];

export const SERVICE_FLOWERS_TITLE = 'Цветочные композиции';

export function categoryTitle(code: CategoryCode): string {
  if (code === 'ServiceFlowers') return SERVICE_FLOWERS_TITLE;
  return CATALOGUE_CATEGORIES.find((category) => category.code === code)?.title ?? '';
}

/** The path segment of a category page, in any spelling seen in links ('artificial_plants', 'Artificial_plants'). */
export function categoryFromSlug(slug: string | undefined): CategoryCode | undefined {
  const wanted = slug?.toLowerCase();
  return CATALOGUE_CATEGORIES.find((category) => category.code.toLowerCase() === wanted)?.code;
}
