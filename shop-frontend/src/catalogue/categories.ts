import { CATEGORIES, type CategoryCode } from '@shop/domain';

/** A category card of the landing page (spec §2 'Landing page', §4 'Landing images'). */
export interface LandingCategory {
  code: CategoryCode;
  title: string;
  /** Where the card leads: the spellings the spec's landing links use. */
  path: string;
  summary: string;
  /** The card's illustrations; one is shown, the next fades in every `rotationMs`. */
  images: readonly string[];
  rotationMs: number;
}

const illustrations = (name: string): readonly string[] => [1, 2, 3].map((n) => `/images/categories/${name}-${n}.webp`);

export const LANDING_CATEGORIES: readonly LandingCategory[] = [
  {
    code: 'plants',
    title: CATEGORIES.plants.title,
    path: '/products/plants',
    summary: 'Неприхотливые и редкие растения для дома и офиса',
    images: illustrations('plants'),
    rotationMs: 3000,
  },
  {
    code: 'terrariums',
    title: CATEGORIES.terrariums.title,
    path: '/products/terrariums',
    summary: 'Флорариумы ручной работы — маленький сад под стеклом',
    images: illustrations('terrariums'),
    rotationMs: 5000,
  },
  {
    code: 'Artificial_plants',
    title: CATEGORIES.Artificial_plants.title,
    path: '/products/Artificial_plants',
    summary: 'Зелень, которой не нужны полив и солнце',
    images: illustrations('artificial'),
    rotationMs: 6000,
  },
];

/** The flower-composition card in the services section. */
export const SERVICE_FLOWERS_CARD = { images: illustrations('service-flowers'), rotationMs: 4000 } as const;

export function categoryTitle(code: CategoryCode): string {
  return CATEGORIES[code].title;
}

/** One line under the heading of each category page. */
export const CATEGORY_LEADS: Readonly<Record<CategoryCode, string>> = {
  plants: 'Живые растения, которые приживутся в квартире или офисе. Подскажем, как ухаживать за каждым.',
  terrariums: 'Флорариумы ручной работы: суккуленты, мох и камни под стеклом. Почти не требуют ухода.',
  Artificial_plants: 'Искусственная зелень, которая выглядит как настоящая и не боится тени и сухого воздуха.',
  ServiceFlowers: 'Авторские композиции из свежих цветов к празднику, на свадьбу или в интерьер.',
};
