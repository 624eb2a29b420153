/**
 * The paths the front ends answer (spec §2 route table). Anything else gets the shell's page
 * with HTTP 404, so crawlers and monitors see a real "not found".
 */
const CATEGORY_SLUGS = '(?:plants|terrariums|artificial_plants|Artificial_plants)';
const ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:terms|privacy|cookie-policy)$/,
  new RegExp(`^/products/${CATEGORY_SLUGS}$`),
  new RegExp(`^/${CATEGORY_SLUGS}$`),
  /^\/product\/\d{1,9}$/,
  /^\/services\/(?:ServiceFlowers|ServiceCare|ServiceConsultation)$/,
  /^\/(?:login|register|forgot-password|reset-password|profile|cart|thanks|constructor)$/,
  /^\/orders\/history$/,
  /^\/payment\/order\/\d{1,9}$/,
  /^\/admin\/(?:orders|orders\/paid|products)$/,
];

export function isFrontEndRoute(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return ROUTES.some((route) => route.test(path));
}
