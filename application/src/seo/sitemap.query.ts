import { CATEGORIES, type ProductDto } from '@shop/domain';

const STATIC_PUBLIC_PATHS = [
  '/',
  CATEGORIES.plants.route,
  CATEGORIES.terrariums.route,
  CATEGORIES.Artificial_plants.route,
  CATEGORIES.ServiceFlowers.route,
  '/services/ServiceCare',
  '/services/ServiceConsultation',
  '/constructor',
  '/terms',
  '/privacy',
  '/cookie-policy',
];

/** Every public page a crawler should know: the canonical spelling of each, and every product. */
export const sitemapPaths = (products: readonly ProductDto[]): string[] => [...STATIC_PUBLIC_PATHS, ...products.map((p) => `/product/${p.id}`)];
