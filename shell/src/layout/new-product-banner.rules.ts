import { isPersonalPage, normalisedPath } from '@shop/domain';

/** Spec §3 'Client storage': set once the banner has been shown in this browser session. */
export const NEW_PRODUCT_BANNER_KEY = 'newProductBannerDismissed';

const CONSTRUCTOR_PATH = '/constructor';

export function isConstructorPath(pathname: string): boolean {
  return normalisedPath(pathname) === CONSTRUCTOR_PATH;
}

/**
 * Never on the constructor it announces (spec §2), on the admin screens, or where it would stand
 * between visitors and their own business (cart and checkout, payment, thanks, the account pages).
 */
export function isBannerAllowedOn(pathname: string): boolean {
  const path = normalisedPath(pathname);
  return path !== CONSTRUCTOR_PATH && path !== '/admin' && !path.startsWith('/admin/') && !isPersonalPage(path);
}
